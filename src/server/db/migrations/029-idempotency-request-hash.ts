import type { Kysely, Migration } from 'kysely';

/**
 * The fingerprint of the request a kept reply answered (method, full path, body digest): a key
 * sent again with another case's path or another file is refused instead of hearing that reply.
 * Rows kept before have none (null) and replay as they did.
 */
export const idempotencyRequestHash: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'varchar(64)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
  },
};
