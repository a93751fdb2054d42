/** @jest-environment node */
import { startFakeLineServer, type FakeLineServer } from './fake-line-server';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/**
 * LINE login and linking against a real local HTTP fake of LINE's API, through the server's real
 * LINE client (line/line-verifier.ts).
 */
describe('LINE login and linking', () => {
  let line: FakeLineServer;
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    line = await startFakeLineServer({
      'token-alice': { userId: 'U-alice', displayName: 'Alice' },
      'token-bob': { userId: 'U-bob', displayName: 'Bob' },
      'token-carol': { userId: 'U-carol', displayName: 'Carol' },
      'token-other-channel': { userId: 'U-alice', displayName: 'Alice', channelId: '9999999999' },
    });
    server = await startTestServer({ lineApiUrl: line.url, lineChannelId: line.channelId });
    alice = await createTestMember(server.ctx, { idNum: 'A123456789', password: 'abcd1234' });
    bob = await createTestMember(server.ctx, { idNum: 'B123456780', password: 'abcd1234' });
  });
  afterAll(async () => {
    await server.stop();
    await line.close();
  });
  afterEach(() => line.setDown(false));

  const link = (member: TestMember | null, lineAccessToken?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/members/line',
      headers: member ? { authorization: `Bearer ${member.token}` } : {},
      payload: lineAccessToken === undefined ? {} : { lineAccessToken },
    });
  const unlink = (member: TestMember | null) =>
    server.app.inject({
      method: 'DELETE',
      url: '/api/v2/members/line',
      headers: member ? { authorization: `Bearer ${member.token}` } : {},
    });
  const lineLogin = (lineAccessToken: string) =>
    server.app.inject({ method: 'POST', url: '/api/v2/members/line-login', payload: { lineAccessToken } });
  const lineUserOf = async (member: TestMember) =>
    (
      await server.db
        .selectFrom('members')
        .select('line_user_id')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).line_user_id;

  it('reports LINE integration as enabled when a channel is configured', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/oauth/line-integration' });
    expect(res.json()).toEqual({ isEnabled: true });
  });

  it('links a LINE user (204), verifying the token and reading the profile at LINE', async () => {
    line.requests.length = 0;
    const res = await link(alice, 'token-alice');
    expect(res.statusCode).toBe(204);
    expect(await lineUserOf(alice)).toBe('U-alice');
    expect(line.requests).toEqual(['GET /oauth2/v2.1/verify', 'GET /v2/profile']);
    expect((await link(alice, 'token-alice')).statusCode).toBe(204); // the same pair again is fine
  });

  it('logs in with the linked LINE account', async () => {
    const res = await lineLogin('token-alice');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), name: '王小明', isNewMember: false });
    const check = await server.app.inject({
      method: 'GET',
      url: `/api/v2/oauth/is-access_token-valid?access_token=${res.json().token}`,
    });
    expect(check.json().isValid).toBe(true);
  });

  it('refuses a second LINE user for a linked member (015.403)', async () => {
    const res = await link(alice, 'token-carol');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: '015.403',
      message: '綁定失敗，您的會員帳號已綁定其他 LINE 帳號，請先解除綁定',
    });
    expect(await lineUserOf(alice)).toBe('U-alice');
  });

  it('refuses a LINE user already linked to another member (015.405)', async () => {
    const res = await link(bob, 'token-alice');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: '015.405',
      message: '綁定失敗，您的 LINE 帳號已綁定其他會員帳號，請先解除綁定',
    });
    expect(await lineUserOf(bob)).toBeNull();
  });

  it('answers 015.407 to a LINE login of a LINE user linked to no member', async () => {
    const res = await lineLogin('token-bob');
    expect([res.statusCode, res.json().code]).toEqual([403, '015.407']);
  });

  it('answers 015.411 when LINE rejects the token or it belongs to another channel', async () => {
    for (const token of ['expired-token', 'token-other-channel']) {
      const res = await lineLogin(token);
      expect({ token, status: res.statusCode, code: res.json().code }).toEqual({
        token,
        status: 403,
        code: '015.411',
      });
    }
    expect((await link(bob, 'expired-token')).json()).toMatchObject({ code: '015.411' });
  });

  it('answers 503 when LINE cannot be reached', async () => {
    line.setDown(true);
    const res = await lineLogin('token-alice');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: '503', message: 'LINE 服務暫時無法連線，請稍後再試' });
    expect((await link(bob, 'token-bob')).statusCode).toBe(503);
  });

  it('unlinks (204), after which LINE login answers 015.407 and the LINE user can link elsewhere', async () => {
    expect((await unlink(alice)).statusCode).toBe(204);
    expect(await lineUserOf(alice)).toBeNull();
    expect((await lineLogin('token-alice')).json().code).toBe('015.407');
    expect((await link(bob, 'token-alice')).statusCode).toBe(204);
    expect(await lineUserOf(bob)).toBe('U-alice');
    expect((await unlink(alice)).statusCode).toBe(204); // nothing linked: still fine
    expect(await lineUserOf(bob)).toBe('U-alice'); // and it touched only the caller
  });

  it('links LINE during a password login and refuses the login when the link is refused', async () => {
    const carol = await createTestMember(server.ctx, { idNum: 'C123456781', password: 'abcd1234' });
    const login = (lineAccessToken: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/v2/members/login?idNum=${carol.idNum}`,
        payload: { passwd: 'abcd1234', lineAccessToken },
      });
    const taken = await login('token-alice'); // U-alice is Bob's now
    expect([taken.statusCode, taken.json().code]).toEqual([403, '015.405']);
    const res = await login('token-carol');
    expect(res.statusCode).toBe(200);
    expect(await lineUserOf(carol)).toBe('U-carol');
    expect((await lineLogin('token-carol')).statusCode).toBe(200);
  });

  it('needs a Bearer member token to link and unlink (0006), and a LINE token in the body (422)', async () => {
    expect((await link(null, 'token-bob')).json()).toMatchObject({ code: '0006' });
    expect((await unlink(null)).json()).toMatchObject({ code: '0006' });
    const missing = await link(bob);
    expect([missing.statusCode, missing.json().message]).toEqual([422, '請輸入LINE 存取憑證']);
    const empty = await lineLogin('');
    expect(empty.statusCode).toBe(422);
  });
});
