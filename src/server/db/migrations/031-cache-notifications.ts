import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './id-column';

/** The tables each instance's caches are read from, and the kind of cache a write to them ends. */
const WATCHED: readonly { table: string; kind: 'cases' | 'tokens'; events: string }[] = [
  { table: 'cases', kind: 'cases', events: 'insert or update or delete or truncate' },
  { table: 'installments', kind: 'cases', events: 'insert or update or delete or truncate' },
  // A new token ends nothing held; a revocation (update) or a removal does.
  { table: 'auth_tokens', kind: 'tokens', events: 'update or delete or truncate' },
];

/**
 * On PostgreSQL, which several server instances may share: every write to a table an instance
 * caches from sends NOTIFY on the `fenqi_cache` channel with the cache's kind as payload. The
 * trigger runs inside the writing transaction, so the notice is delivered only once it commits
 * (and never for a rollback), whatever code or tool made the write. Once per statement: the
 * caches drop everything they hold, and PostgreSQL folds equal notices of one transaction into
 * one. SQLite has a single server process and needs none of this.
 */
export const cacheNotifications: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`
      create function fenqi_notify_cache() returns trigger language plpgsql as $$
      begin
        perform pg_notify('fenqi_cache', tg_argv[0]);
        return null;
      end $$`.execute(db);
    for (const { table, kind, events } of WATCHED)
      await sql`create trigger ${sql.raw(`${table}_notify_cache`)} after ${sql.raw(events)} on ${sql.table(table)}
        for each statement execute function fenqi_notify_cache(${sql.lit(kind)})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    for (const { table } of WATCHED)
      await sql`drop trigger ${sql.raw(`${table}_notify_cache`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function fenqi_notify_cache()`.execute(db);
  },
};
