import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './id-column';

/**
 * Signed contract documents: each contract a signer signed, rendered to a PDF when the
 * send was accepted, with the text version, the figures, the signer, the time and the PDF's
 * SHA-256, so the lender can show years later exactly what was signed (and `ops verify` can
 * tell a changed byte).
 */
export const signedDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('signed_documents'))
      .addColumn('case_id', 'integer', (c) => c.notNull().references('cases.id'))
      .addColumn('contract_id', 'varchar(60)', (c) => c.notNull())
      .addColumn('contract_version', 'varchar(60)', (c) => c.notNull())
      .addColumn('text_sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('signer_role', 'varchar(20)', (c) => c.notNull())
      .addColumn('signer_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('guarantor_id', 'integer')
      .addColumn('vehicle_loan_id', 'integer')
      .addColumn('signature_file_id', 'integer')
      .addColumn('figures_json', 'text', (c) => c.notNull())
      .addColumn('signed_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('signed_documents_case').on('signed_documents').column('case_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('signed_documents').execute();
  },
};
