import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './id-column';

/**
 * The audit log. A case's status changes were already rows of `case_events`; each now also says
 * who made it (`actor`) and, for an operator command, which run (`audit_id`). The runs of
 * operator commands themselves — including those that change no status, or fail — are rows of
 * `audit_log`. Events written before this migration keep a null actor: who made them is unknown.
 */
export const auditLog: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('audit_log'))
      .addColumn('at', 'varchar(40)', (c) => c.notNull())
      .addColumn('actor', 'varchar(80)', (c) => c.notNull())
      .addColumn('os_user', 'varchar(80)', (c) => c.notNull())
      .addColumn('command', 'text', (c) => c.notNull())
      .addColumn('case_id', 'integer', (c) => c.references('cases.id').onDelete('set null'))
      .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
      .addColumn('message', 'text')
      .execute();
    await db.schema.createIndex('audit_log_case').on('audit_log').column('case_id').execute();
    await db.schema.alterTable('case_events').addColumn('actor', 'varchar(80)').execute();
    // No foreign key on audit_id: SQLite cannot drop a column that one names, and `down` must work.
    await db.schema.alterTable('case_events').addColumn('audit_id', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('case_events').dropColumn('audit_id').execute();
    await db.schema.alterTable('case_events').dropColumn('actor').execute();
    await db.schema.dropTable('audit_log').execute();
  },
};
