/** @jest-environment node */
import { hashSecret } from '../../src/server/auth/tokens';
import { LOGIN_LIMITS } from '../../src/server/auth/login-rate-limit';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const LOGIN = '/api/v2/members/commodity-cases/login';

describe('POST /members/commodity-cases/login', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx, { idNum: 'A123456789', password: 'abcd1234' });
  });
  afterAll(() => server.stop());

  const login = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    server.app.inject({ method: 'POST', url: LOGIN, payload: body, remoteAddress: ip });

  it('issues a 2-hour commodity token with what the form pre-fills', async () => {
    const res = await login({ memIdNum: 'A123456789', password: 'abcd1234' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: '王小明',
      cellPhone: '0912345678',
      birthDate: '1995-05-05',
      isEmailVerified: false,
      hasDraft: false,
    });
    expect(typeof data.email).toBe('string');
    const stored = await server.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(data.token))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: 'commodity', member_id: member.id, expires_at: data.expiresAt });
    const lifetime = Date.parse(data.expiresAt) - server.clock.now().getTime();
    expect(lifetime).toBe(2 * 60 * 60 * 1000);
  });

  it('says hasDraft once the member saved a draft', async () => {
    const { data } = (await login({ memIdNum: 'A123456789', password: 'abcd1234' })).json();
    const saved = await server.app.inject({
      method: 'PATCH',
      url: '/api/v2/members/commodity-cases/tmp',
      headers: { authorization: `Bearer ${data.token}` },
      payload: { amount: 20000 },
    });
    expect(saved.statusCode).toBe(200);
    const again = (await login({ memIdNum: 'A123456789', password: 'abcd1234' })).json();
    expect(again.data.hasDraft).toBe(true);
  });

  it('answers 001.405 with the member-login message for an unknown ID, no password and a wrong password', async () => {
    const unknown = await login({ memIdNum: 'B123456780', password: 'abcd1234' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: '001.405', message: '查無此會員，請確認身分證字號是否正確' });

    await server.db.insertInto('members').values({ id_num: 'C123456781', password_hash: null }).execute();
    const noPassword = await login({ memIdNum: 'C123456781', password: 'abcd1234' });
    expect(noPassword.statusCode).toBe(401);
    expect(noPassword.json()).toEqual({ code: '001.405', message: '尚未設定密碼，請用忘記密碼設定密碼' });

    const wrong = await login({ memIdNum: 'A123456789', password: 'wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: '001.405', message: '帳號或密碼錯誤' });
  });

  it('validates the body with zh-TW messages (422)', async () => {
    const noPassword = await login({ memIdNum: 'A123456789' });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json()).toMatchObject({ code: '422', message: '請輸入密碼' });
    const badId = await login({ memIdNum: 'A123456788', password: 'abcd1234' });
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toMatchObject({ code: '422', message: '身份證字號錯誤' });
    const extra = await login({ memIdNum: 'A123456789', password: 'abcd1234', x: 1 });
    expect(extra.json()).toMatchObject({ code: '422', message: '不允許的欄位：x' });
  });

  it('rate limits repeated failures for one ID number (429), even with the right password', async () => {
    await createTestMember(server.ctx, { idNum: 'D123456782', password: 'abcd1234' });
    for (let i = 0; i < LOGIN_LIMITS.perIdNum; i += 1) {
      expect((await login({ memIdNum: 'D123456782', password: 'nope12345' }, '10.0.0.9')).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ memIdNum: 'D123456782', password: 'abcd1234' }, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('429');
    server.clock.advance(LOGIN_LIMITS.windowMinutes * 60_000 + 1000);
    expect((await login({ memIdNum: 'D123456782', password: 'abcd1234' }, '10.0.0.9')).statusCode).toBe(200);
  });

  it('answers 001.401 once the commodity token is older than 2 hours', async () => {
    const { data } = (await login({ memIdNum: 'A123456789', password: 'abcd1234' })).json();
    const get = () =>
      server.app.inject({
        method: 'GET',
        url: '/api/v2/members/commodity-cases/tmp',
        headers: { authorization: `Bearer ${data.token}` },
      });
    expect((await get()).statusCode).toBe(200);
    server.clock.advance(2 * 60 * 60 * 1000 + 1000);
    const expired = await get();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: '001.401', message: '憑證已過期，請重新下單' });
  });

  it('does not accept a member-centre token where the commodity token is needed', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/members/commodity-cases/tmp',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('001.401');
  });
});
