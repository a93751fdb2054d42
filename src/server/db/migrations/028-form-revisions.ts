import type { Kysely, Migration } from 'kysely';

/**
 * Form revisions: every revision of a form schema the server has served is kept
 * (form, content hash, the bundled schema), so a send made under an older revision can be told
 * which fields changed since; a case keeps the revisions it was made with. (A draft keeps them in
 * its data, as it keeps everything the wizard saves.)
 */
export const formRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('form_schema_revisions')
      .addColumn('form', 'varchar(60)', (c) => c.notNull())
      .addColumn('revision', 'varchar(16)', (c) => c.notNull())
      .addColumn('schema_json', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('form_schema_revisions_pk', ['form', 'revision'])
      .execute();
    await db.schema.alterTable('cases').addColumn('form_revisions_json', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('cases').dropColumn('form_revisions_json').execute();
    await db.schema.dropTable('form_schema_revisions').execute();
  },
};
