import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts keep their prepared statement (the app issues a few hundred at most). */
const DEFAULT_CAPACITY = 500;

/**
 * better-sqlite3 for kysely with its prepared statements kept by SQL text. Kysely's SQLite driver
 * prepares every query anew, and compiling the SQL was about 15% of the server's CPU on a simple
 * member GET. Reusing a statement is safe here: kysely runs one query at a time on the single
 * SQLite connection (a mutex; a stream holds it until done), and SQLite re-prepares a statement
 * by itself after a schema change. The oldest statement is dropped past `capacity`, so SQL with
 * varying `in (…)` lists cannot grow the cache without bound.
 */
export function withStatementCache(
  sqlite: BetterSqliteDatabase,
  capacity = DEFAULT_CAPACITY,
): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
    close(): void {
      statements.clear();
      sqlite.close();
    },
  };
}
