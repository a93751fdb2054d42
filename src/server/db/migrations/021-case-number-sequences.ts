import type { Kysely, Migration } from 'kysely';

/**
 * One counter per Taipei calendar day for case numbers (cases/case-number.ts). An atomic
 * upsert on this row hands out each sequence number once, on SQLite and PostgreSQL alike.
 */
export const caseNumberSequences: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('case_number_sequences')
      .addColumn('day', 'varchar(8)', (c) => c.primaryKey())
      .addColumn('last_value', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('case_number_sequences').execute();
  },
};
