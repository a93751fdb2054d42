/** @jest-environment node */
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const DAY = 24 * 60 * 60 * 1000;
const QUOTA_WINDOW = 16 * 60_000;

/*
 * The reset page asks a link's state when it opens (GET /members/password-reset),
 * before the member types a new password twice, and each state is told apart: usable, used,
 * replaced by a newer mail, past 24 hours, unknown. Asking never uses the link.
 */
describe('GET /api/v2/members/password-reset (the state of a reset link)', () => {
  let server: TestServer;
  let carol: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://app.fenqi.test' });
    carol = await createTestMember(server.ctx, { idNum: 'E123456783', email: 'carol@example.com' });
  });
  afterAll(() => server.stop());

  /** Mails a reset link to carol and answers its token, read from the outbox as she would. */
  const mailedToken = async () => {
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/password-forgetting',
      payload: { idNum: carol.idNum, email: 'carol@example.com' },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'carol@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /forgot-pwd\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1] ?? '';
  };
  const state = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2/members/password-reset?access_token=${encodeURIComponent(token)}`,
    });
  const reset = (token: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/members/password-reset?access_token=${encodeURIComponent(token)}`,
      payload: { newPasswd: password, confirmPasswd: password },
    });

  it('answers a usable link with when it lapses, and asking does not use it', async () => {
    const token = await mailedToken();
    const opened = await state(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ expiresAt: new Date(server.clock.now().getTime() + DAY).toISOString() });
    expect((await state(token)).statusCode).toBe(200);
    expect((await reset(token, 'carol2024')).statusCode).toBe(200);
  });

  it('says a used link was used (401-01)', async () => {
    server.clock.advance(QUOTA_WINDOW);
    const token = await mailedToken();
    expect((await reset(token, 'carol2025')).statusCode).toBe(200);
    const res = await state(token);
    expect([res.statusCode, res.json()]).toEqual([
      401,
      { code: '401-01', message: '此重設密碼連結已使用過' },
    ]);
  });

  it('says an older, never-used link was replaced by a newer mail (401-04), before and after the newer is used', async () => {
    server.clock.advance(QUOTA_WINDOW);
    const older = await mailedToken();
    server.clock.advance(60_000);
    const newer = await mailedToken();
    const replaced = { code: '401-04', message: '已有較新的重設信，請使用最新一封' };
    const before = await state(older);
    expect([before.statusCode, before.json()]).toEqual([401, replaced]);
    expect((await state(newer)).statusCode).toBe(200);
    expect((await reset(newer, 'carol2026')).statusCode).toBe(200);
    const after = await state(older);
    expect([after.statusCode, after.json()]).toEqual([401, replaced]);
    expect((await state(newer)).json().code).toBe('401-01');
  });

  it('says a link older than 24 hours expired (401-02), and an unknown one is invalid (401-03)', async () => {
    server.clock.advance(QUOTA_WINDOW);
    const token = await mailedToken();
    server.clock.advance(DAY + 1000);
    const expired = await state(token);
    expect([expired.statusCode, expired.json()]).toEqual([
      401,
      { code: '401-02', message: '此重設密碼連結已超過 24 小時，請重新申請' },
    ]);
    const unknown = await state('not-a-reset-token');
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, '401-03']);
    const missing = await server.app.inject({ method: 'GET', url: '/api/v2/members/password-reset' });
    expect(missing.statusCode).toBe(422);
  });
});
