import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './id-column';

const stamp = 'varchar(40)';

/** Guarantors, vehicle loans and minors' guardians: the guest flows' data. */
export const guests: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('guarantors'))
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('guar_no', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('id_num', 'varchar(10)', (c) => c.notNull())
      .addColumn('sign_path', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('info_json', 'text', (c) => c.notNull())
      .addColumn('living_city', 'varchar(10)')
      .addColumn('living_district', 'varchar(10)')
      .addColumn('living_addr', 'varchar(60)')
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', stamp, (c) => c.notNull())
      .addColumn('sent_at', stamp)
      .execute();

    await withIdColumn(db, db.schema.createTable('vehicle_loans'))
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('sign_path', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('info_json', 'text', (c) => c.notNull())
      .addColumn('signed_at', stamp)
      .addColumn('created_at', stamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('minor_guardians')
      .addColumn('case_id', 'integer', (c) => c.primaryKey().references('cases.id').onDelete('cascade'))
      .addColumn('guardian1_cellphone', 'varchar(12)')
      .addColumn('guardian2_cellphone', 'varchar(12)')
      .addColumn('updated_at', stamp, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['minor_guardians', 'vehicle_loans', 'guarantors']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
