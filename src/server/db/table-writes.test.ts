/** @jest-environment node */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { TableWrites, type WrittenTables } from './table-writes';

interface TestTables {
  cases: { id: number; status: string };
  drafts: { id: number; body: string };
}

describe('TableWrites', () => {
  let db: Kysely<TestTables>;
  let reports: WrittenTables[];
  beforeEach(() => {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.exec(
      'create table cases (id integer primary key, status text); create table drafts (id integer primary key, body text)',
    );
    sqlite.exec("insert into cases values (1, 'approved')");
    const writes = new TableWrites();
    reports = [];
    writes.listen((tables) => reports.push(tables));
    db = new Kysely<TestTables>({ dialect: new SqliteDialect({ database: sqlite }) }).withPlugin(writes);
  });
  afterEach(() => db.destroy());

  it('reports the table a built write touches, as it is compiled and again after it ran', async () => {
    const update = db.updateTable('cases').set({ status: 'repaying' }).where('id', '=', 1);
    update.compile();
    expect(reports).toEqual([['cases']]);
    reports = [];
    await update.execute();
    expect(reports).toEqual([['cases'], ['cases']]);
  });

  it('names the table of inserts, deletes and aliased updates', async () => {
    await db.insertInto('drafts').values({ id: 1, body: '{}' }).execute();
    await db.deleteFrom('drafts').where('id', '=', 1).execute();
    await db.updateTable('cases as c').set({ status: 'completed' }).execute();
    expect(reports).toEqual([['drafts'], ['drafts'], ['drafts'], ['drafts'], ['cases'], ['cases']]);
  });

  it('reports nothing for a read', async () => {
    await db.selectFrom('cases').selectAll().execute();
    await sql`select count(*) from cases`.execute(db);
    expect(reports).toEqual([]);
  });

  it('reports raw SQL other than a select as touching any table', async () => {
    await sql`update cases set status = 'cancelled'`.execute(db);
    expect(reports).toEqual(['any', 'any']);
  });

  it('reports a compiled query run as is when it changed rows, and not when it changed none', async () => {
    const compiled = sql`update cases set status = 'cancelled' where id = ${1}`.compile(db);
    const noMatch = sql`update cases set status = 'cancelled' where id = ${2}`.compile(db);
    reports = [];
    await db.executeQuery({ ...compiled, queryId: { queryId: 'fresh' } });
    await db.executeQuery({ ...noMatch, queryId: { queryId: 'fresh-2' } });
    expect(reports).toEqual(['any']);
  });

  it('stops telling a listener that stopped listening', async () => {
    const writes = new TableWrites();
    const heard: WrittenTables[] = [];
    const stop = writes.listen((tables) => heard.push(tables));
    const watched = db.withPlugin(writes);
    await watched.insertInto('drafts').values({ id: 2, body: '{}' }).execute();
    stop();
    await watched.insertInto('drafts').values({ id: 3, body: '{}' }).execute();
    expect(heard).toEqual([['drafts'], ['drafts']]);
  });
});
