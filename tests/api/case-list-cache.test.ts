/** @jest-environment node */
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import { SYSTEM_ACTOR } from '../../src/server/audit/case-actor';
import { transitionCase } from '../../src/server/cases/case-lifecycle';
import { CASE_LIST_CACHE_MS } from '../../src/server/cases/case-list-cache';
import { isPostgresUrl, sqlitePathOf } from '../../src/server/db/connect';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/**
 * A member's case lists are held in memory for a few seconds (cases/case-list-cache.ts);
 * correctness first: whatever this server writes to a case shows on the very next list.
 */
describe('case list cache', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx);
  });
  afterAll(() => server.stop());

  const list = async (url = '/api/v2/members/cases') => {
    const res = await server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; status: string; appPayPeriods: number }[];
  };
  const orderList = async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v2/members/orders/list?access_token=${member.token}`,
    });
    return (res.json() as { result: { id: number; status: string }[] }).result;
  };
  const statusOf = async (caseId: number) => (await list()).find((view) => view.id === caseId)?.status;

  it('shows a new case, a status change and a paid period on the next list', async () => {
    expect(await list()).toEqual([]);
    const row = await createTestCase(server.ctx, member.id, { status: 'signed' });
    expect(await statusOf(row.id)).toBe('signed');
    expect(await statusOf(row.id)).toBe('signed');
    await transitionCase(server.ctx, row.id, 'repaying', SYSTEM_ACTOR);
    expect(await statusOf(row.id)).toBe('repaying');
    expect((await list()).find((view) => view.id === row.id)?.appPayPeriods).toBe(0);
    await server.db
      .updateTable('installments')
      .set({ paid_at: server.clock.now().toISOString() })
      .where('case_id', '=', row.id)
      .where('period', '=', 1)
      .execute();
    expect((await list()).find((view) => view.id === row.id)?.appPayPeriods).toBe(1);
  });

  it('moves a case from the open list to the finished one, and the order list with it', async () => {
    const row = await createTestCase(server.ctx, member.id, { status: 'reviewing' });
    expect((await list()).map((view) => view.id)).toContain(row.id);
    expect((await orderList()).find((view) => view.id === row.id)?.status).toBe('reviewing');
    await transitionCase(server.ctx, row.id, 'cancelled', SYSTEM_ACTOR);
    expect((await list()).map((view) => view.id)).not.toContain(row.id);
    expect((await list('/api/v2/members/cases/completed')).map((view) => view.id)).toContain(row.id);
    expect((await orderList()).find((view) => view.id === row.id)?.status).toBe('cancelled');
  });

  // Another process's write: the list cache sees only this server's writes.
  const onPostgres = isPostgresUrl(process.env.DATABASE_URL);

  (onPostgres ? it.skip : it)(
    'shows a write made by another process once the held list is ten seconds old',
    async () => {
      const row = await createTestCase(server.ctx, member.id, { status: 'reviewing' });
      expect(await statusOf(row.id)).toBe('reviewing');
      const other = new SqliteDatabase(sqlitePathOf(server.dataDir));
      try {
        other.prepare("update cases set status = 'supplement' where id = ?").run(row.id);
      } finally {
        other.close();
      }
      server.clock.advance(CASE_LIST_CACHE_MS);
      expect(await statusOf(row.id)).toBe('supplement');
    },
  );

  (onPostgres ? it : it.skip)(
    'reads the list every time on PostgreSQL: another server’s write shows at once',
    async () => {
      const row = await createTestCase(server.ctx, member.id, { status: 'reviewing' });
      expect(await statusOf(row.id)).toBe('reviewing');
      const other = new Client({ connectionString: server.databaseUrl });
      await other.connect();
      try {
        await other.query("update cases set status = 'supplement' where id = $1", [row.id]);
      } finally {
        await other.end();
      }
      expect(await statusOf(row.id)).toBe('supplement');
    },
  );
});
