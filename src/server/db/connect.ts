import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { reportingCommits } from './commit-reports';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

/** Where the data lives: PostgreSQL when `databaseUrl` is a postgres URL, else SQLite in `dataDir`. */
export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
}

/** Whether `databaseUrl` names PostgreSQL (otherwise the SQLite file in DATA_DIR is used). */
export function isPostgresUrl(databaseUrl: string | undefined): databaseUrl is string {
  return Boolean(databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl));
}

/** The SQLite database file of a DATA_DIR. */
export function sqlitePathOf(dataDir: string): string {
  return join(dataDir, 'fenqi.sqlite');
}

/**
 * Opens the database (SQLite in WAL mode by default) and runs every pending migration. On
 * PostgreSQL `hooks.committed` is called after every transaction commits (db/commit-reports.ts)
 * and `hooks.onPool` is handed the connection pool, for the metrics to read (SQLite has none).
 */
export async function connectDatabase(
  config: DatabaseConfig,
  hooks: { committed?: () => void; onPool?: (pool: Pool) => void } = {},
): Promise<Kysely<Database>> {
  let db: Kysely<Database>;
  if (isPostgresUrl(config.databaseUrl)) {
    // A server that cannot be reached fails a request within seconds (503) instead of holding it.
    const pool = new Pool({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5000 });
    // An idle pooled connection that the server drops (restart, failover, a forced DROP DATABASE)
    // emits 'error'; without a listener that takes the whole process down. The pool discards the
    // client by itself and the next query opens a new one, so logging is all that is left to do.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    // A connection lost while it is checked out (between a query's end and its release, or in a
    // transaction) emits 'error' on its client, which has no pool listener then: the query under
    // way fails by itself (503, plugins/storage-unavailable.ts), so the event only needs a listener.
    pool.on('connect', (client) => client.on('error', () => undefined));
    hooks.onPool?.(pool);
    db = new Kysely<Database>({
      dialect: reportingCommits(new PostgresDialect({ pool }), hooks.committed ?? (() => undefined)),
    });
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    const sqlite = new SqliteDatabase(sqlitePathOf(config.dataDir));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  }
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`database migration failed: ${(error as Error).message}`, { cause: error });
  }
  return db;
}
