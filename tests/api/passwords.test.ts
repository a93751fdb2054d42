/** @jest-environment node */
import { issueToken } from '../../src/server/auth/tokens';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const PUBLIC_URL = 'https://app.fenqi.test';

async function startServer(): Promise<TestServer> {
  return startTestServer({ publicUrl: PUBLIC_URL });
}

function loginWith(server: TestServer, idNum: string, passwd: string) {
  return server.app.inject({
    method: 'POST',
    url: `/api/v2/members/login?idNum=${idNum}`,
    payload: { passwd },
  });
}

function tokenStatus(server: TestServer, token: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v2/oauth/is-access_token-valid?access_token=${token}`,
  });
}

describe('PUT /api/v2/members/password', () => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    server = await startServer();
    alice = await createTestMember(server.ctx, { idNum: 'A123456789', password: 'abcd1234' });
    bob = await createTestMember(server.ctx, { idNum: 'B123456780', password: 'bbbb2222' });
  });
  afterAll(() => server.stop());

  const change = (token: string | null, body: Record<string, unknown>) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/v2/members/password${token ? `?access_token=${token}` : ''}`,
      payload: body,
    });

  it('rejects a wrong old password with 400 400-01', async () => {
    const res = await change(alice.token, {
      oldPasswd: 'nope1234',
      newPasswd: 'new12345',
      confirmPasswd: 'new12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '400-01', message: '舊密碼錯誤' });
  });

  it('refuses a new password equal to the old one or to the ID number with 400 400-02', async () => {
    for (const newPasswd of ['abcd1234', 'A123456789', 'a123456789']) {
      const res = await change(alice.token, { oldPasswd: 'abcd1234', newPasswd, confirmPasswd: newPasswd });
      expect({ newPasswd, status: res.statusCode, code: res.json().code }).toEqual({
        newPasswd,
        status: 400,
        code: '400-02',
      });
    }
  });

  it('validates the new password and its confirmation (422, zh-TW)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { oldPasswd: 'abcd1234', newPasswd: 'new12345', confirmPasswd: 'new12346' },
        '兩次密碼輸入不同，請重新確認',
      ],
      [
        { oldPasswd: 'abcd1234', newPasswd: '12345678', confirmPasswd: '12345678' },
        '密碼至少包含一個英文字母',
      ],
      [{ oldPasswd: 'abcd1234', newPasswd: 'ab1', confirmPasswd: 'ab1' }, '新密碼至少需 8 個字'],
      [{ oldPasswd: 'abcd1234', newPasswd: 'new12345' }, '請再次輸入新密碼'],
    ];
    for (const [body, message] of cases) {
      const res = await change(alice.token, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({
        body,
        status: 422,
        message,
      });
    }
  });

  it('needs a member token (0004 without, 0005 for an unknown one)', async () => {
    const body = { oldPasswd: 'abcd1234', newPasswd: 'new12345', confirmPasswd: 'new12345' };
    expect((await change(null, body)).json().code).toBe('0004');
    expect((await change('bogus', body)).json().code).toBe('0005');
  });

  it("changes only the caller's password and ends the caller's other sessions", async () => {
    const otherSession = await issueToken(server.db, 'member', bob.id, server.clock.now());
    const res = await change(bob.token, {
      oldPasswd: 'bbbb2222',
      newPasswd: 'bnew3333',
      confirmPasswd: 'bnew3333',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '密碼已變更' });
    expect((await loginWith(server, bob.idNum, 'bnew3333')).statusCode).toBe(200);
    expect((await loginWith(server, bob.idNum, 'bbbb2222')).statusCode).toBe(401);
    expect((await loginWith(server, alice.idNum, 'abcd1234')).statusCode).toBe(200);
    expect((await tokenStatus(server, bob.token)).json().isValid).toBe(true);
    expect((await tokenStatus(server, otherSession.token)).json().isValid).toBe(false);
    const revoked = await change(otherSession.token, {
      oldPasswd: 'bnew3333',
      newPasswd: 'x1234567',
      confirmPasswd: 'x1234567',
    });
    expect(revoked.json().code).toBe('2012');
  });
});

describe('forgot password and reset link', () => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    server = await startServer();
    alice = await createTestMember(server.ctx, {
      idNum: 'C123456781',
      password: 'abcd1234',
      email: 'Alice@Example.com',
    });
    bob = await createTestMember(server.ctx, {
      idNum: 'D123456782',
      password: 'abcd1234',
      email: 'bob@example.com',
    });
  });
  afterAll(() => server.stop());

  const forget = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/members/password-forgetting',
      payload: body,
      remoteAddress,
    });
  const reset = (token: string, body: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/members/password-reset?access_token=${encodeURIComponent(token)}`,
      payload: body,
    });
  /** The reset token in the newest mail to `to`, read from the outbox as a member would read the mail. */
  const latestResetToken = async (to: string) => {
    const mail = await server.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const match = /https:\/\/app\.fenqi\.test\/member\/forgot-pwd\?token=([A-Za-z0-9_-]{43})/.exec(
      mail.text_body,
    );
    expect(mail.html_body).toContain(`href="${match?.[0]}"`);
    return { mail, token: match?.[1] ?? '' };
  };
  const mailCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('mails a reset link when ID number and email match (email compared without case)', async () => {
    const res = await forget({ idNum: alice.idNum, email: 'alice@example.COM' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^重設密碼信件已寄出/);
    const { mail, token } = await latestResetToken('Alice@Example.com');
    expect(mail.subject).toBe('【Fenqi 分期】重設密碼通知');
    expect(mail.text_body).toContain('王小明 您好');
    expect(token).toHaveLength(43);
  });

  it('also accepts the cell phone instead of the email', async () => {
    const res = await forget({ idNum: bob.idNum, cellPhone: '0912345678' });
    expect(res.statusCode).toBe(200);
    expect((await latestResetToken('bob@example.com')).token).toHaveLength(43);
  });

  it('answers the same 400 400-03 for a mismatch and for an unknown ID, mailing nothing', async () => {
    const before = await mailCount();
    const wrongMail = await forget({ idNum: alice.idNum, email: 'someone@example.com' }, '10.9.0.1');
    const wrongPhone = await forget(
      { idNum: alice.idNum, email: 'alice@example.com', cellPhone: '0900000000' },
      '10.9.0.1',
    );
    const unknown = await forget({ idNum: 'Z200000004', email: 'alice@example.com' }, '10.9.0.1');
    for (const res of [wrongMail, wrongPhone, unknown]) {
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { code: '400-03', message: '電子信箱或手機號碼錯誤' },
      ]);
    }
    expect(await mailCount()).toBe(before);
  });

  it('asks for the ID number and an email or cell phone (422)', async () => {
    const neither = await forget({ idNum: alice.idNum });
    expect([neither.statusCode, neither.json().message]).toEqual([422, '請輸入電子信箱或行動電話']);
    const badId = await forget({ idNum: 'A12345', email: 'alice@example.com' });
    expect(badId.json()).toMatchObject({ code: '422', message: '身份證字號錯誤' });
    const badMail = await forget({ idNum: alice.idNum, email: 'alice@' });
    expect(badMail.json()).toMatchObject({ code: '422', message: '請輸入正確的電子信箱' });
  });

  it('sets a new password through the link once (then 401-01), ending every session', async () => {
    await forget({ idNum: alice.idNum, email: 'alice@example.com' });
    const { token } = await latestResetToken('Alice@Example.com');
    const res = await reset(token, { newPasswd: 'fresh2024', confirmPasswd: 'fresh2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '密碼已重設，請以新密碼登入' });
    expect((await tokenStatus(server, alice.token)).json().isValid).toBe(false);
    expect((await loginWith(server, alice.idNum, 'fresh2024')).statusCode).toBe(200);
    expect((await loginWith(server, alice.idNum, 'abcd1234')).statusCode).toBe(401);
    const again = await reset(token, { newPasswd: 'other2024', confirmPasswd: 'other2024' });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: '401-01', message: '此重設密碼連結已使用過' });
  });

  it('refuses an older link a newer mail replaced (401-04), not as used', async () => {
    await forget({ idNum: bob.idNum, email: 'bob@example.com' });
    const older = (await latestResetToken('bob@example.com')).token;
    server.clock.advance(60_000);
    await forget({ idNum: bob.idNum, email: 'bob@example.com' });
    const newer = (await latestResetToken('bob@example.com')).token;
    expect((await reset(newer, { newPasswd: 'bob2024x', confirmPasswd: 'bob2024x' })).statusCode).toBe(200);
    expect((await reset(older, { newPasswd: 'bob2025x', confirmPasswd: 'bob2025x' })).json()).toEqual({
      code: '401-04',
      message: '已有較新的重設信，請使用最新一封',
    });
  });

  it('refuses a link older than 24 hours with 401 401-02', async () => {
    server.clock.advance(16 * 60_000); // past the mail quota window of the earlier tests
    await forget({ idNum: bob.idNum, cellPhone: '0912345678' });
    const { token } = await latestResetToken('bob@example.com');
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await reset(token, { newPasswd: 'late2024x', confirmPasswd: 'late2024x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: '401-02', message: '此重設密碼連結已超過 24 小時，請重新申請' });
  });

  it('refuses an unknown link with 401 401-03 and a missing one with 422', async () => {
    const res = await reset('not-a-reset-token', { newPasswd: 'late2024x', confirmPasswd: 'late2024x' });
    expect([res.statusCode, res.json().code]).toEqual([401, '401-03']);
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/password-reset',
      payload: { newPasswd: 'late2024x', confirmPasswd: 'late2024x' },
    });
    expect([missing.statusCode, missing.json().message]).toEqual([422, '請輸入重設密碼連結']);
  });

  it('validates the new password at reset (422 mismatch, 400-02 the ID number), keeping the link usable', async () => {
    await forget({ idNum: bob.idNum, email: 'bob@example.com' });
    const { token } = await latestResetToken('bob@example.com');
    const mismatch = await reset(token, { newPasswd: 'good2024x', confirmPasswd: 'good2024y' });
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([422, '兩次密碼輸入不同，請重新確認']);
    const idAsPassword = await reset(token, { newPasswd: bob.idNum, confirmPasswd: bob.idNum });
    expect([idAsPassword.statusCode, idAsPassword.json().code]).toEqual([400, '400-02']);
    expect((await reset(token, { newPasswd: 'good2024x', confirmPasswd: 'good2024x' })).statusCode).toBe(200);
  });

  it('sends at most 3 reset mails per member in 15 minutes (429)', async () => {
    server.clock.advance(16 * 60_000);
    for (let i = 0; i < 3; i += 1) {
      expect((await forget({ idNum: bob.idNum, email: 'bob@example.com' }, '10.8.0.1')).statusCode).toBe(200);
    }
    const res = await forget({ idNum: bob.idNum, email: 'bob@example.com' }, '10.8.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: '429', message: '寄信次數過多，請 15 分鐘後再試' });
  });

  it('rate limits mismatches per ID number: the 6th try answers 429, even when it matches', async () => {
    server.clock.advance(16 * 60_000);
    for (let i = 0; i < 5; i += 1) {
      const res = await forget({ idNum: alice.idNum, email: `guess${i}@example.com` }, `10.7.0.${i}`);
      expect(res.json().code).toBe('400-03');
    }
    const res = await forget({ idNum: alice.idNum, email: 'alice@example.com' }, '10.7.0.99');
    expect([res.statusCode, res.json().code]).toEqual([429, '429']);
  });
});
