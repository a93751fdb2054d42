/** @jest-environment node */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  let sqlite: SqliteDatabase.Database;
  beforeEach(() => {
    sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('create table t (k integer primary key, v text)');
  });
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares each SQL text once and hands the same statement back', () => {
    const prepare = jest.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select v from t where k = ?');
    expect(cached.prepare('select v from t where k = ?')).toBe(first);
    expect(cached.prepare('select k from t')).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest statement past its capacity', () => {
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    cached.prepare('select 3');
    expect(cached.prepare('select 2')).toBe(b);
    expect(cached.prepare('select 1')).not.toBe(a);
  });

  it('gives kysely the right rows on every reuse, and after a change of schema', async () => {
    const db = new Kysely<{ t: { k: number; v: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await db.insertInto('t').values({ k: 1, v: 'one' }).execute();
    await db.insertInto('t').values({ k: 2, v: 'two' }).execute();
    const byKey = (k: number) => db.selectFrom('t').selectAll().where('k', '=', k).executeTakeFirst();
    expect(await byKey(1)).toEqual({ k: 1, v: 'one' });
    expect(await byKey(2)).toEqual({ k: 2, v: 'two' });
    await db.schema.alterTable('t').addColumn('w', 'text').execute();
    expect(await byKey(2)).toEqual({ k: 2, v: 'two', w: null });
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
