import type { Kysely, Migration } from 'kysely';

/**
 * Secrets every server instance on one database must share (the key that signs file links), so a
 * link handed out by one instance opens on another and survives a restart or a new machine.
 */
export const serverSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('server_secrets').execute();
  },
};
