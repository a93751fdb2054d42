/** @jest-environment node */
import { Client } from 'pg';
import { isPostgresUrl } from '../../src/server/db/connect';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

/**
 * On PostgreSQL the token and case-list caches are on only while the server hears the other
 * instances' writes (cache/cache-notifications.ts): with its listening connection cut, every
 * token is read again, so one revoked behind its back (another instance, another tool) is refused.
 */
(isPostgresUrl(process.env.DATABASE_URL) ? describe : describe.skip)('caches shared across instances', () => {
  let server: TestServer;
  let member: TestMember;
  let other: Client;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx);
    // Another instance, as far as this server can tell: a connection of its own.
    other = new Client({ connectionString: server.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await server?.stop();
  });

  const login = async () =>
    (
      await server.app.inject({
        method: 'POST',
        url: `/api/v2/members/login?idNum=${member.idNum}`,
        payload: { passwd: member.password },
      })
    ).json().token as string;
  const caseListStatus = async (token: string) =>
    (
      await server.app.inject({
        method: 'GET',
        url: '/api/v2/members/cases',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  const revokeElsewhere = () =>
    other.query('UPDATE auth_tokens SET revoked_at = $1', [new Date().toISOString()]);

  it('keeps tokens and lists while it listens, and drops them when another instance revokes', async () => {
    expect(server.cacheNotifications?.listening).toBe(true);
    expect([server.ctx.tokens.keeps, server.ctx.caseLists.keeps]).toEqual([true, true]);
    const token = await login();
    expect(await caseListStatus(token)).toBe(200);
    expect(await caseListStatus(token)).toBe(200);
    await revokeElsewhere();
    // Answered from memory, inject never waits on a socket: the pause lets the notice be read.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    let status = await caseListStatus(token);
    const started = Date.now();
    while (status === 200 && Date.now() - started < 1_000)
      status = await pause().then(() => caseListStatus(token));
    expect(status).toBe(400);
  });

  it('turns both caches off when its listening connection is lost, and on again once it listens', async () => {
    const token = await login();
    expect(await caseListStatus(token)).toBe(200);
    await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'fenqi-cache-listener' AND datname = current_database()`,
    );
    await until(() => server.cacheNotifications?.listening === false);
    expect([server.ctx.tokens.keeps, server.ctx.caseLists.keeps]).toEqual([false, false]);
    // Revoked where this server cannot hear it: refused all the same, on the very next request.
    await revokeElsewhere();
    expect(await caseListStatus(token)).toBe(400);
    await until(() => server.cacheNotifications?.listening === true);
    expect([server.ctx.tokens.keeps, server.ctx.caseLists.keeps]).toEqual([true, true]);
    const fresh = await login();
    expect(await caseListStatus(fresh)).toBe(200);
  });

  it('drops a list stored beside an uncommitted write as that write commits (this instance)', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return [];
    };
    await server.db.transaction().execute(async (trx) => {
      await trx.updateTable('cases').set({ status_note: null }).where('id', '=', -1).execute();
      // A pooled read beside the transaction still sees the old rows, and is kept for now.
      await server.ctx.caseLists.list(member.id, 'beside', read);
      await server.ctx.caseLists.list(member.id, 'beside', read);
      expect(reads).toBe(1);
    });
    await server.ctx.caseLists.list(member.id, 'beside', read);
    expect(reads).toBe(2);
  });
});
