import type { Kysely, Migration } from 'kysely';

/**
 * `files.draft_kind`: which unsent application a caseless upload belongs to ('commodity'), so a
 * member's commodity-draft files are never confused with uploads of other flows that share the
 * category numbers (the older flow's '13', '15', '16'). Cleared when the files move to a case.
 */
export const commodityDraftFiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('files').addColumn('draft_kind', 'varchar(20)').execute();
    await db.schema.createIndex('files_draft_kind').on('files').column('draft_kind').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('files_draft_kind').execute();
    await db.schema.alterTable('files').dropColumn('draft_kind').execute();
  },
};
