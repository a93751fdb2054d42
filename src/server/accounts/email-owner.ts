import { sql, type Kysely } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { Database } from '../db/schema';

/**
 * Whether another member already uses this address. Compared without letter case on both sides
 * (`lower()` exists in SQLite and PostgreSQL alike): mail servers treat `Mei@…` and `mei@…` as one
 * inbox, so they are one address here too.
 */
export async function isEmailTaken(db: Kysely<Database>, email: string, memberId: number): Promise<boolean> {
  const other = await db
    .selectFrom('members')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('id', '!=', memberId)
    .executeTakeFirst();
  return other !== undefined;
}

/**
 * The one uniqueness rule of every route that writes a member's email (profile, both generations
 * of application, a new applicant becoming a member): an address another member uses is refused
 * with 422 at `path`, the route's own email field, since it would send their mail to someone
 * else and block their next application. `memberId` is the writer (0 for a member not yet made).
 */
export async function assertEmailFree(
  db: Kysely<Database>,
  email: string | null | undefined,
  memberId: number,
  path: string,
): Promise<void> {
  if (email && (await isEmailTaken(db, email, memberId))) throw API_ERRORS.applicantEmailTaken(path);
}
