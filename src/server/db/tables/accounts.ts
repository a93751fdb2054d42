import type { Generated } from 'kysely';

/** A member: logs in with the national ID and a scrypt-hashed password (auth/password-hash.ts). */
export interface MemberTable {
  id: Generated<number>;
  id_num: string;
  password_hash: string | null;
  name: string | null;
  email: string | null;
  cell_phone: string | null;
  created_at: Generated<string>;
  birth_date: string | null;
  /** 'M' or 'F', derived from the ID number's second digit when not given. */
  gender: string | null;
  /** When the current email was verified through the mailed link; null = not verified. */
  email_verified_at: string | null;
  /** The LINE user id this member is linked to (unique when set). */
  line_user_id: string | null;
  /** The older-flow member record (spec §3) as JSON: addresses, contacts, work, student data. */
  profile_json: string | null;
  /** The ID number of whoever referred this member, if any. */
  referrer_id_num: string | null;
  updated_at: string | null;
}

/** A bearer credential; only its SHA-256 is stored, so a database leak reveals no usable token. */
export interface AuthTokenTable {
  token_hash: string;
  /** 'member' (member centre), 'commodity' (the application flow) or 'draft' (a new member's draft). */
  kind: string;
  member_id: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A one-use password-reset link, valid 24 hours (spec §9). */
export interface PasswordResetTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** When a newer reset mail to the member replaced this link (migration 026). */
  replaced_at: string | null;
}

/** A mailed email-verification link for one address of one member. */
export interface EmailVerificationTable {
  token_hash: string;
  member_id: number;
  email: string;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
}

/** A failed login, keyed by `id:<ID number>` or `ip:<address>`, for rate limiting. */
export interface LoginFailureTable {
  id: Generated<number>;
  key: string;
  failed_at: string;
}

/** Mail the server sent (or, without SMTP_URL, only stored for the development outbox page). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  /** When SMTP accepted it; null while only in the outbox. */
  sent_at: string | null;
}

/**
 * A saved draft of a form: member-keyed (`member_id`) or, for a new member who applies before
 * having an account, token-keyed (`token_hash` of a 'draft' token). `kind` names the form
 * ('commodity' for the commodity wizard, 'user-info' for the older flow).
 */
export interface DraftTable {
  id: Generated<number>;
  kind: string;
  member_id: number | null;
  token_hash: string | null;
  data_json: string;
  updated_at: string;
}

/** A member's referral code, and the members it brought in (referrer_id_num on members). */
export interface ReferralTable {
  member_id: number;
  code: string;
  created_at: string;
}

/** Every account-related table. */
export interface AccountTables {
  members: MemberTable;
  auth_tokens: AuthTokenTable;
  password_resets: PasswordResetTable;
  email_verifications: EmailVerificationTable;
  login_failures: LoginFailureTable;
  mail_outbox: MailOutboxTable;
  drafts: DraftTable;
  referrals: ReferralTable;
  idempotency_keys: IdempotencyKeyTable;
}

/** A request sent with an `Idempotency-Key` and the reply it got (db/migrations/024). */
export interface IdempotencyKeyTable {
  /** The route, the caller and the client's key, so two callers' keys never meet. */
  key: string;
  /** Null while the first request is still being answered. */
  status: number | null;
  reply_json: string | null;
  created_at: string;
  /**
   * The answered request's fingerprint (method, full path, body digest; db/migrations/029): the
   * same key on another request is refused, not replayed. Null on rows kept before it existed.
   */
  request_hash: string | null;
}
