import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the account lookups that scan members or per-member links: referred members by
 * the referrer's ID number (sharing info), a member's reset and verification links.
 */
export const accountLookups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('members_referrer_id_num').on('members').column('referrer_id_num').execute();
    await db.schema.createIndex('password_resets_member').on('password_resets').column('member_id').execute();
    await db.schema
      .createIndex('email_verifications_member')
      .on('email_verifications')
      .column('member_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const index of ['email_verifications_member', 'password_resets_member', 'members_referrer_id_num']) {
      await db.schema.dropIndex(index).execute();
    }
  },
};
