import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './id-column';

const text = 'text';
const stamp = 'varchar(40)';

/** Members' profile and LINE columns, tokens, password resets, email verification, drafts, outbox. */
export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [column, type] of [
      ['birth_date', 'varchar(10)'],
      ['gender', 'varchar(1)'],
      ['email_verified_at', stamp],
      ['line_user_id', 'varchar(64)'],
      ['profile_json', text],
      ['referrer_id_num', 'varchar(10)'],
      ['updated_at', stamp],
    ] as const) {
      await db.schema.alterTable('members').addColumn(column, type).execute();
    }
    await db.schema
      .createIndex('members_line_user_id')
      .unique()
      .on('members')
      .column('line_user_id')
      .execute();

    await db.schema
      .createTable('auth_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
      .addColumn('created_at', stamp, (c) => c.notNull())
      .addColumn('expires_at', stamp, (c) => c.notNull())
      .addColumn('revoked_at', stamp)
      .execute();
    await db.schema.createIndex('auth_tokens_member').on('auth_tokens').column('member_id').execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', stamp, (c) => c.notNull())
      .addColumn('expires_at', stamp, (c) => c.notNull())
      .addColumn('used_at', stamp)
      .execute();

    await db.schema
      .createTable('email_verifications')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('email', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', stamp, (c) => c.notNull())
      .addColumn('expires_at', stamp, (c) => c.notNull())
      .addColumn('verified_at', stamp)
      .execute();

    await withIdColumn(db, db.schema.createTable('login_failures'))
      .addColumn('key', 'varchar(80)', (c) => c.notNull())
      .addColumn('failed_at', stamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_key')
      .on('login_failures')
      .columns(['key', 'failed_at'])
      .execute();

    await withIdColumn(db, db.schema.createTable('mail_outbox'))
      .addColumn('to_address', 'varchar(200)', (c) => c.notNull())
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('text_body', text, (c) => c.notNull())
      .addColumn('html_body', text, (c) => c.notNull())
      .addColumn('created_at', stamp, (c) => c.notNull())
      .addColumn('sent_at', stamp)
      .execute();

    await withIdColumn(db, db.schema.createTable('drafts'))
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)')
      .addColumn('data_json', text, (c) => c.notNull())
      .addColumn('updated_at', stamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('drafts_member_kind')
      .unique()
      .on('drafts')
      .columns(['member_id', 'kind'])
      .execute();
    await db.schema
      .createIndex('drafts_token_kind')
      .unique()
      .on('drafts')
      .columns(['token_hash', 'kind'])
      .execute();

    await db.schema
      .createTable('referrals')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('created_at', stamp, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'referrals',
      'drafts',
      'mail_outbox',
      'login_failures',
      'email_verifications',
      'password_resets',
      'auth_tokens',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
