import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './id-column';

const stamp = 'varchar(40)';
const money = 'integer';

/** Cases with their events, uploaded files, the repayment schedule and payments. */
export const cases: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('cases'))
      .addColumn('case_no', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('interest_plan_id', 'integer', (c) => c.notNull())
      .addColumn('interest_rate_id', 'integer', (c) => c.notNull())
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('installment', 'integer', (c) => c.notNull())
      .addColumn('monthly_payment', money, (c) => c.notNull())
      .addColumn('service_fee', money, (c) => c.notNull())
      .addColumn('product_name', 'varchar(20)', (c) => c.notNull())
      .addColumn('product_model_no', 'varchar(60)')
      .addColumn('is_provide_labor_insurance', 'integer', (c) => c.notNull())
      .addColumn('applicant_json', 'text', (c) => c.notNull())
      .addColumn('mid_clause_version', 'varchar(20)')
      .addColumn('mid_agreed_at', stamp)
      .addColumn('platform_contract_agreed_at', stamp)
      .addColumn('sale_contract_agreed_at', stamp)
      .addColumn('status_note', 'varchar(200)')
      .addColumn('virtual_account', 'varchar(20)')
      .addColumn('id_verify_json', 'text')
      .addColumn('created_at', stamp, (c) => c.notNull())
      .addColumn('updated_at', stamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cases_member').on('cases').columns(['member_id', 'created_at']).execute();

    await withIdColumn(db, db.schema.createTable('case_events'))
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('from_status', 'varchar(20)')
      .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
      .addColumn('note', 'varchar(200)')
      .addColumn('created_at', stamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('case_events_case').on('case_events').column('case_id').execute();

    await withIdColumn(db, db.schema.createTable('files'))
      .addColumn('category', 'varchar(10)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
      .addColumn('draft_token_hash', 'varchar(64)')
      .addColumn('case_id', 'integer', (c) => c.references('cases.id').onDelete('cascade'))
      .addColumn('guarantor_id', 'integer')
      .addColumn('vehicle_loan_id', 'integer')
      .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('thumbnail_key', 'varchar(200)')
      .addColumn('content_type', 'varchar(60)', (c) => c.notNull())
      .addColumn('original_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', stamp, (c) => c.notNull())
      .execute();
    for (const column of [
      'member_id',
      'draft_token_hash',
      'case_id',
      'guarantor_id',
      'vehicle_loan_id',
    ] as const) {
      await db.schema.createIndex(`files_${column}`).on('files').column(column).execute();
    }

    await withIdColumn(db, db.schema.createTable('installments'))
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('period', 'integer', (c) => c.notNull())
      .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('paid_amount', money, (c) => c.notNull().defaultTo(0))
      .addColumn('paid_at', stamp)
      .addColumn('barcode1', 'varchar(20)', (c) => c.notNull())
      .addColumn('barcode2', 'varchar(20)', (c) => c.notNull())
      .addColumn('barcode3', 'varchar(20)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('installments_case_period')
      .unique()
      .on('installments')
      .columns(['case_id', 'period'])
      .execute();

    await withIdColumn(db, db.schema.createTable('payments'))
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('channel', 'varchar(20)', (c) => c.notNull())
      .addColumn('paid_at', stamp, (c) => c.notNull())
      .addColumn('note', 'varchar(200)')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['payments', 'installments', 'files', 'case_events', 'cases']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
