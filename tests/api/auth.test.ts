/** @jest-environment node */
import { LOGIN_LIMITS } from '../../src/server/auth/login-rate-limit';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const LETTER_CODES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/** A checksum-correct national ID number: `letter`, then 8 digits, then the check digit. */
function twId(letter: string, digits: string): string {
  const code = 10 + LETTER_CODES.indexOf(letter);
  const weights = [8, 7, 6, 5, 4, 3, 2, 1];
  const sum =
    Math.floor(code / 10) +
    (code % 10) * 9 +
    [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return `${letter}${digits}${(10 - (sum % 10)) % 10}`;
}

type Reply = Awaited<ReturnType<TestServer['app']['inject']>>;

describe('POST /api/v2/members/login and logout', () => {
  let server: TestServer;
  let member: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx, { idNum: 'A123456789', password: 'abcd1234' });
    other = await createTestMember(server.ctx, { idNum: 'B123456780', password: 'zxcv5678' });
    await server.db
      .insertInto('members')
      .values({ id_num: 'C123456781', name: '陳新戶', created_at: server.clock.now().toISOString() })
      .execute();
  });
  afterAll(() => server.stop());

  const login = (idNum: string, body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/members/login?idNum=${idNum}`,
      payload: body,
      remoteAddress,
    });
  const tokenValid = (token: string) =>
    server.app.inject({ method: 'GET', url: `/api/v2/oauth/is-access_token-valid?access_token=${token}` });

  it('logs a member in with ID number and password and answers a working member token', async () => {
    const res = await login(member.idNum, { passwd: 'abcd1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(server.clock.now().getTime() + 8 * 3600_000).toISOString(),
      name: '王小明',
      isEmailVerified: false,
      isNewMember: false,
      deviceKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect((await tokenValid(body.token)).json()).toEqual({
      isValid: true,
      expiresAt: body.expiresAt,
      deviceKey: body.deviceKey,
    });
  });

  it('answers each member one device key, the same at every login and never naming the member', async () => {
    const first = (await login(member.idNum, { passwd: 'abcd1234' })).json();
    server.clock.advance(9 * 3600_000); // the first session has run out
    const next = (await login(member.idNum, { passwd: 'abcd1234' })).json();
    const others = (await login(other.idNum, { passwd: 'zxcv5678' })).json();
    expect(next.token).not.toBe(first.token);
    expect(next.deviceKey).toBe(first.deviceKey);
    expect(others.deviceKey).not.toBe(first.deviceKey);
    expect(first.deviceKey).not.toContain(member.idNum);
    expect((await tokenValid(next.token)).json().deviceKey).toBe(first.deviceKey);
    expect((await tokenValid(first.token)).json()).toEqual({
      isValid: false,
      expiresAt: null,
      deviceKey: null,
    });
  });

  it('rejects a malformed or missing ID number and a missing password with 422 and zh-TW messages', async () => {
    const badId = await login('A123456788', { passwd: 'abcd1234' });
    expect([badId.statusCode, badId.json().message]).toEqual([422, '身份證字號錯誤']);
    const noId = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/login',
      payload: { passwd: 'x' },
    });
    expect([noId.statusCode, noId.json().message]).toEqual([422, '請輸入身分證字號']);
    const noPassword = await login(member.idNum, {});
    expect(noPassword.json()).toMatchObject({ code: '422', message: '請輸入密碼' });
    const extra = await login(member.idNum, { passwd: 'abcd1234', remember: true });
    expect(extra.json()).toMatchObject({ code: '422', message: '不允許的欄位：remember' });
  });

  it('answers 401 001.405 with a distinct message for unknown ID, no password yet, and a wrong password', async () => {
    const cases: [string, string, string][] = [
      ['Z200000004', 'abcd1234', '查無此會員，請確認身分證字號是否正確'],
      ['C123456781', 'abcd1234', '尚未設定密碼，請用忘記密碼設定密碼'],
      [other.idNum, 'abcd1234', '帳號或密碼錯誤'],
    ];
    for (const [idNum, passwd, message] of cases) {
      const res = await login(idNum, { passwd }, '10.0.0.1');
      expect({ idNum, status: res.statusCode, body: res.json() }).toEqual({
        idNum,
        status: 401,
        body: { code: '001.405', message },
      });
    }
  });

  it('logs out with a Bearer token (204); the token then answers 2012 and is no longer valid', async () => {
    const { token } = (await login(member.idNum, { passwd: 'abcd1234' })).json();
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await tokenValid(token)).json()).toEqual({ isValid: false, expiresAt: null, deviceKey: null });
    const again = await server.app.inject({
      method: 'POST',
      url: `/api/v2/members/logout?access_token=${token}`,
    });
    expect([again.statusCode, again.json().code]).toEqual([400, '2012']);
  });

  it('logs out with the access_token query too, and only that token', async () => {
    const first = (await login(other.idNum, { passwd: 'zxcv5678' })).json().token as string;
    const second = (await login(other.idNum, { passwd: 'zxcv5678' })).json().token as string;
    const out = await server.app.inject({
      method: 'POST',
      url: `/api/v2/members/logout?access_token=${first}`,
    });
    expect(out.statusCode).toBe(204);
    expect((await tokenValid(first)).json().isValid).toBe(false);
    expect((await tokenValid(second)).json().isValid).toBe(true);
  });

  it('answers 0004 to a logout without a token, and 422 to an unknown query parameter', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/v2/members/logout' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '0004', message: '請先登入會員' });
    const { token } = (await login(member.idNum, { passwd: 'abcd1234' })).json();
    const extra = await server.app.inject({
      method: 'POST',
      url: `/api/v2/members/logout?access_token=${token}&all=1`,
    });
    expect([extra.statusCode, extra.json().message]).toEqual([422, '不允許的欄位：all']);
    expect((await tokenValid(token)).json().isValid).toBe(true);
  });

  it('says a token is invalid (never an error) when it is unknown, missing, lapsed or of another kind', async () => {
    expect((await tokenValid('no-such-token')).json()).toEqual({
      isValid: false,
      expiresAt: null,
      deviceKey: null,
    });
    const missing = await server.app.inject({ method: 'GET', url: '/api/v2/oauth/is-access_token-valid' });
    expect([missing.statusCode, missing.json()]).toEqual([
      200,
      { isValid: false, expiresAt: null, deviceKey: null },
    ]);
    const commodity = await createTestMember(server.ctx, { idNum: 'D123456782', tokenKind: 'commodity' });
    expect((await tokenValid(commodity.token)).json().isValid).toBe(false);
    const { token } = (await login(member.idNum, { passwd: 'abcd1234' })).json();
    server.clock.advance(8 * 3600_000 + 1000);
    expect((await tokenValid(token)).json()).toEqual({ isValid: false, expiresAt: null, deviceKey: null });
  });
});

describe('login rate limit', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx, { idNum: 'E123456783', password: 'abcd1234' });
  });
  afterAll(() => server.stop());

  const login = (idNum: string, passwd: string, remoteAddress: string): Promise<Reply> =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/members/login?idNum=${idNum}`,
      payload: { passwd },
      remoteAddress,
    });

  it('forgets an ID’s failures after a successful login', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIdNum - 1; i += 1) {
      expect((await login(member.idNum, 'wrong-pass1', '10.1.0.1')).statusCode).toBe(401);
    }
    expect((await login(member.idNum, 'abcd1234', '10.1.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perIdNum - 1; i += 1) {
      expect((await login(member.idNum, 'wrong-pass1', '10.1.0.2')).statusCode).toBe(401);
    }
    expect((await login(member.idNum, 'abcd1234', '10.1.0.2')).statusCode).toBe(200);
  });

  it('locks an ID number after 5 failures (429 even with the right password), from any address, for 15 minutes', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIdNum; i += 1) {
      expect((await login(member.idNum, 'wrong-pass1', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(member.idNum, 'abcd1234', '10.2.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: '429', message: '登入失敗次數過多，請 15 分鐘後再試' });
    server.clock.advance(LOGIN_LIMITS.windowMinutes * 60_000 + 1000);
    expect((await login(member.idNum, 'abcd1234', '10.2.0.99')).statusCode).toBe(200);
  });

  it('locks an address after 20 failures over different ID numbers, but not other addresses', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      const idNum = twId('Q', `2${String(1000000 + i).slice(1)}0`);
      const res = await login(idNum, 'abcd1234', '10.3.0.1');
      expect([idNum, res.statusCode]).toEqual([idNum, 401]);
    }
    const blocked = await login(member.idNum, 'abcd1234', '10.3.0.1');
    expect([blocked.statusCode, blocked.json().code]).toEqual([429, '429']);
    expect((await login(member.idNum, 'abcd1234', '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('whitelist and LINE-integration checks', () => {
  let server: TestServer;
  let listed: TestMember;
  let unlisted: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ whitelistIdNums: ['F123456784'] });
    listed = await createTestMember(server.ctx, { idNum: 'F123456784' });
    unlisted = await createTestMember(server.ctx, { idNum: 'A123456789' });
  });
  afterAll(() => server.stop());

  const whitelist = (token?: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2/oauth/is-in-whitelist${token ? `?access_token=${token}` : ''}`,
    });

  it('answers, per member, whether the member is on WHITELIST_ID_NUMS', async () => {
    const yes = await whitelist(listed.token);
    expect([yes.statusCode, yes.json()]).toEqual([200, { isInWhitelist: true }]);
    expect((await whitelist(unlisted.token)).json()).toEqual({ isInWhitelist: false });
  });

  it('lets everyone in when the whitelist is empty', async () => {
    server.ctx.config.whitelistIdNums = [];
    try {
      expect((await whitelist(unlisted.token)).json()).toEqual({ isInWhitelist: true });
    } finally {
      server.ctx.config.whitelistIdNums = ['F123456784'];
    }
  });

  it('needs a member token (0004 without, 0005 for an unknown one)', async () => {
    expect((await whitelist()).json()).toEqual({ code: '0004', message: '請先登入會員' });
    const unknown = await whitelist('not-a-token');
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, '0005']);
  });

  it('reports LINE integration as disabled when no LINE channel is configured', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/oauth/line-integration' });
    expect([res.statusCode, res.json()]).toEqual([200, { isEnabled: false }]);
  });
});
