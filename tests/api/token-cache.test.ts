/** @jest-environment node */
import { TokenCache } from '../../src/server/auth/token-cache';
import { configFromEnv } from '../../src/server/config-from-env';
import { issueToken, revokeToken } from '../../src/server/auth/tokens';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/**
 * Valid tokens are held in memory for a few seconds (auth/token-cache.ts); correctness first: a
 * token ended by logout or a password change is refused on the very next request, even one that
 * was in use a moment before.
 */
describe('token cache', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx, { idNum: 'A123456789', password: 'abcd1234' });
  });
  afterAll(() => server.stop());

  const login = async () =>
    (
      await server.app.inject({
        method: 'POST',
        url: `/api/v2/members/login?idNum=${member.idNum}`,
        payload: { passwd: member.password },
      })
    ).json().token as string;
  const caseList = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/v2/members/cases',
      headers: { authorization: `Bearer ${token}` },
    });
  const outcome = async (token: string) => {
    const res = await caseList(token);
    return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().code}`;
  };

  it('refuses a token on the request right after its logout, though it was just in use', async () => {
    const token = await login();
    expect(await outcome(token)).toBe(200);
    expect(await outcome(token)).toBe(200);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(await outcome(token)).toBe('400 2012');
    const valid = await server.app.inject({
      method: 'GET',
      url: `/api/v2/oauth/is-access_token-valid?access_token=${token}`,
    });
    expect(valid.json()).toEqual({ isValid: false, expiresAt: null, deviceKey: null });
  });

  it("refuses the member's other sessions right after a password change, and keeps the changing one", async () => {
    const changing = await login();
    const other = await login();
    expect([await outcome(changing), await outcome(other)]).toEqual([200, 200]);
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/v2/members/password?access_token=${changing}`,
      payload: { oldPasswd: 'abcd1234', newPasswd: 'efgh5678', confirmPasswd: 'efgh5678' },
    });
    expect(res.statusCode).toBe(200);
    member.password = 'efgh5678';
    expect(await outcome(other)).toBe('400 2012');
    expect(await outcome(changing)).toBe(200);
  });

  it('judges expiry on every use: a token in use lapses at its time', async () => {
    const token = await login();
    expect(await outcome(token)).toBe(200);
    server.clock.advance(8 * 60 * 60 * 1000);
    expect(await outcome(token)).toBe('400 0006');
  });
});

describe('TokenCache', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx);
  });
  afterAll(() => server.stop());

  const now = () => server.clock.now();

  it('holds a valid token: a revocation written behind its back shows only after invalidate()', async () => {
    const cache = new TokenCache(60_000);
    const { token } = await issueToken(server.db, 'member', member.id, now());
    expect((await cache.check(server.db, token, ['member'], now())).status).toBe('valid');
    await revokeToken(server.db, token, now());
    expect((await cache.check(server.db, token, ['member'], now())).status).toBe('valid');
    cache.invalidate();
    expect((await cache.check(server.db, token, ['member'], now())).status).toBe('revoked');
  });

  it('does not keep what a look-up under way read when an invalidation came in between', async () => {
    const cache = new TokenCache(60_000);
    const { token } = await issueToken(server.db, 'member', member.id, now());
    const underWay = cache.check(server.db, token, ['member'], now());
    cache.invalidate();
    expect((await underWay).status).toBe('valid');
    await revokeToken(server.db, token, now());
    expect((await cache.check(server.db, token, ['member'], now())).status).toBe('revoked');
  });

  it('reads the token again after its time in memory, and judges kinds per call', async () => {
    const cache = new TokenCache(5_000);
    const { token } = await issueToken(server.db, 'member', member.id, now());
    expect((await cache.check(server.db, token, ['member'], now())).status).toBe('valid');
    expect((await cache.check(server.db, token, ['commodity'], now())).status).toBe('unknown');
    await revokeToken(server.db, token, now());
    server.clock.advance(5_000);
    expect((await cache.check(server.db, token, ['member'], now())).status).toBe('revoked');
  });

  it('reads every token from the database when its time in memory is 0', async () => {
    const cache = new TokenCache(0);
    const { token } = await issueToken(server.db, 'member', member.id, now());
    expect((await cache.check(server.db, token, ['member'], now())).status).toBe('valid');
    await revokeToken(server.db, token, now());
    expect((await cache.check(server.db, token, ['member'], now())).status).toBe('revoked');
  });
});

describe('TOKEN_CACHE_SECONDS=0 (several servers on one database)', () => {
  it('reads the token on every request, so a revocation written elsewhere is refused at once', async () => {
    const { tokenCacheMs } = configFromEnv({ TOKEN_CACHE_SECONDS: '0' }, '/app');
    expect(tokenCacheMs).toBe(0);
    expect(configFromEnv({}, '/app').tokenCacheMs).toBeUndefined();
    const server = await startTestServer({ tokenCacheMs });
    try {
      const member = await createTestMember(server.ctx);
      const call = () =>
        server.app.inject({
          method: 'GET',
          url: '/api/v2/members/cases',
          headers: { authorization: `Bearer ${member.token}` },
        });
      expect((await call()).statusCode).toBe(200);
      await revokeToken(server.db, member.token, server.clock.now()); // as another server would
      expect((await call()).json().code).toBe('2012');
    } finally {
      await server.stop();
    }
  });
});
