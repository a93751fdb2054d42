import type { Kysely, Migration } from 'kysely';

/**
 * The replies of requests sent with an `Idempotency-Key` (a submitted application): a retry with
 * the same key after a lost reply gets the first reply again instead of making a second case.
 * The key is unique across the server instances sharing the database.
 */
export const idempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('status', 'integer')
      .addColumn('reply_json', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
