import SqliteDatabase from 'better-sqlite3';
import { migrationProvider } from '../../src/server/db/migrations';

/** Tables every Fenqi database has, whatever its version. */
const REQUIRED_TABLES = [
  'kysely_migration',
  'members',
  'cases',
  'case_events',
  'installments',
  'payments',
  'files',
];

/**
 * Why the SQLite file at `path` is not a Fenqi database this version can run on — not SQLite at
 * all, damaged (PRAGMA integrity_check), missing Fenqi's tables, or made by a newer version
 * (migrations this one does not know) — or null when it is one.
 */
export async function fenqiDatabaseProblem(path: string): Promise<string | null> {
  let sqlite: SqliteDatabase.Database;
  let integrity: unknown;
  try {
    sqlite = new SqliteDatabase(path, { fileMustExist: true });
    integrity = sqlite.pragma('integrity_check', { simple: true });
  } catch (error) {
    return `not an SQLite database (${(error as Error).message})`;
  }
  try {
    if (integrity !== 'ok') return `PRAGMA integrity_check reports damage: ${String(integrity)}`;
    const tables = new Set(
      sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all(),
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) return `it lacks Fenqi's tables (${missing.join(', ')})`;
    const applied = sqlite
      .prepare('select name from kysely_migration order by name')
      .pluck()
      .all() as string[];
    const known = Object.keys(await migrationProvider.getMigrations());
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0)
      return `it was made by a newer Fenqi (migrations unknown here: ${unknown.join(', ')})`;
    return null;
  } finally {
    sqlite.close();
  }
}
