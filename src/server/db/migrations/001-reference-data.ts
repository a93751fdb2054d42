import type { Kysely, Migration } from 'kysely';

/** Reference tables (banks, schools, careers, relations, plans, file categories, clause, news) and members. */
export const referenceData: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('banks')
      .addColumn('bank_code', 'varchar(3)', (c) => c.primaryKey())
      .addColumn('bank_name', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('bank_branches')
      .addColumn('bank_code', 'varchar(3)', (c) => c.notNull().references('banks.bank_code'))
      .addColumn('branch_code', 'varchar(7)', (c) => c.primaryKey())
      .addColumn('branch_name', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bank_branches_by_bank').on('bank_branches').column('bank_code').execute();
    await db.schema
      .createTable('schools')
      .addColumn('school_ser_no', 'integer', (c) => c.primaryKey())
      .addColumn('school_name', 'varchar(60)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('school_departments')
      .addColumn('school_dep_no', 'integer', (c) => c.primaryKey())
      .addColumn('school_ser_no', 'integer', (c) => c.notNull().references('schools.school_ser_no'))
      .addColumn('school_dep_name', 'varchar(60)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('career_types')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(30)', (c) => c.notNull())
      .addColumn('restricted_installment', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('contact_relations')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('is_first_contact', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('contact_relations_pk', ['id', 'is_first_contact'])
      .execute();
    await db.schema
      .createTable('interest_plans')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('adjustment_amount_status', 'integer', (c) => c.notNull())
      .addColumn('min_amount', 'integer', (c) => c.notNull())
      .addColumn('max_amount', 'integer', (c) => c.notNull())
      .addColumn('service_fee_rate', 'real', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('interest_rates')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('interest_plan_id', 'integer', (c) => c.notNull().references('interest_plans.id'))
      .addColumn('installment', 'integer', (c) => c.notNull())
      .addColumn('monthly_rate', 'real', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('file_categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('max_on_apply', 'integer', (c) => c.notNull())
      .addColumn('required', 'integer', (c) => c.notNull())
      .addColumn('phase', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('mid_clauses')
      .addColumn('version', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(60)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('published_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('news')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('published_at', 'varchar(40)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'news',
      'mid_clauses',
      'file_categories',
      'interest_rates',
      'interest_plans',
      'contact_relations',
      'career_types',
      'school_departments',
      'schools',
      'bank_branches',
      'banks',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
