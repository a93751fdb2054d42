import { sql, type Kysely, type Migration } from 'kysely';

/** The contract signatures (合約 18, 本票 19, 平台合約 22, 買賣合約 23). */
const CONTRACT_SIGNATURE_CATEGORIES = [18, 19, 22, 23];

/**
 * The contract signatures are drawn on step 5 of the application, so they are uploaded with the
 * application's draft files (phase 'contract') rather than at 對保 with the selfie (phase 'sign').
 * Databases seeded before this change are moved over; new ones are seeded that way.
 */
export const contractSignaturePhase: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update file_categories set phase = 'contract' where id in (${sql.join(CONTRACT_SIGNATURE_CATEGORIES)})`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`update file_categories set phase = 'sign' where id in (${sql.join(CONTRACT_SIGNATURE_CATEGORIES)})`.execute(
      db,
    );
  },
};
