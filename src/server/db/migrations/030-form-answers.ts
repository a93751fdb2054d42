import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './id-column';

/**
 * The answers a form sends beyond its body's wire fields (a field an analyst added), kept whole
 * per form and subject (e.g. one guarantor) with the form revision they were given under, so they
 * are shown back and a later reader knows which rules they met.
 */
export const formAnswers: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('form_answers'))
      .addColumn('form', 'varchar(60)', (c) => c.notNull())
      .addColumn('subject', 'varchar(80)', (c) => c.notNull())
      .addColumn('case_id', 'integer', (c) => c.references('cases.id'))
      .addColumn('revision', 'varchar(16)', (c) => c.notNull())
      .addColumn('answers_json', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('form_answers_form_subject', ['form', 'subject'])
      .execute();
    await db.schema.createIndex('form_answers_case').on('form_answers').column('case_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('form_answers').execute();
  },
};
