import type { Kysely, Migration } from 'kysely';

/**
 * When a newer reset mail replaced a link: such a link is neither used nor expired, and
 * opening it says to use the newest mail instead of claiming it was used.
 */
export const passwordResetReplaced: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('password_resets').addColumn('replaced_at', 'varchar(40)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('password_resets').dropColumn('replaced_at').execute();
  },
};
