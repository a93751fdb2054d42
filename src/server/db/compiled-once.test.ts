/** @jest-environment node */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { runCompiledOnce } from './compiled-once';

interface Tables {
  t: { k: number; owner: string };
}

async function database(rows: Tables['t'][]): Promise<Kysely<Tables>> {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  await db.schema.createTable('t').addColumn('k', 'integer').addColumn('owner', 'text').execute();
  if (rows.length > 0) await db.insertInto('t').values(rows).execute();
  return db;
}

describe('runCompiledOnce', () => {
  it('builds a query once and runs it with each value', async () => {
    const db = await database([
      { k: 1, owner: 'a' },
      { k: 2, owner: 'b' },
      { k: 3, owner: 'a' },
    ]);
    const build = jest.fn((owner: string) =>
      db.selectFrom('t').select('k').where('owner', '=', owner).where('k', '>', 0).orderBy('k'),
    );
    expect(await runCompiledOnce(db, 'by-owner', build, 'a')).toEqual([{ k: 1 }, { k: 3 }]);
    expect(await runCompiledOnce(db, 'by-owner', build, 'b')).toEqual([{ k: 2 }]);
    expect(await runCompiledOnce(db, 'by-owner', build, 'c')).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
    await db.destroy();
  });

  it('compiles for each database (each has its own dialect and data)', async () => {
    const one = await database([{ k: 1, owner: 'a' }]);
    const two = await database([{ k: 2, owner: 'a' }]);
    const query = (db: Kysely<Tables>) => (owner: string) =>
      db.selectFrom('t').select('k').where('owner', '=', owner);
    expect(await runCompiledOnce(one, 'same-key', query(one), 'a')).toEqual([{ k: 1 }]);
    expect(await runCompiledOnce(two, 'same-key', query(two), 'a')).toEqual([{ k: 2 }]);
    await Promise.all([one.destroy(), two.destroy()]);
  });

  it('refuses a query that does not bind the value exactly once', async () => {
    const db = await database([]);
    await expect(runCompiledOnce(db, 'unbound', () => db.selectFrom('t').select('k'), 'a')).rejects.toThrow(
      'bound exactly once',
    );
    await expect(
      runCompiledOnce(
        db,
        'twice',
        (owner: string) =>
          db.selectFrom('t').select('k').where('owner', '=', owner).where('owner', '!=', owner),
        'a',
      ),
    ).rejects.toThrow('bound exactly once');
    await db.destroy();
  });
});
