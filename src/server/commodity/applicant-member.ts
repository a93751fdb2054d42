import { isUniqueViolation } from '../accounts/unique-violation';
import type { Kysely, Transaction } from 'kysely';
import { API_ERRORS } from '../api-error';
import { hashPassword, isAllowedPassword } from '../auth/password-hash';
import type { Database } from '../db/schema';
import type { ApplicantBlock, CommodityApplication } from './application-payload';

/** A new applicant's ID number and scrypt hash, ready to become a member inside the transaction. */
export interface NewApplicant {
  idNum: string;
  passwordHash: string;
}

/**
 * Checks what a new applicant (draft token) must bring, the ID number and a password of the
 * newMemberPasswd rules, and that the ID is not a member yet (2016: log in instead). Hashes the
 * password here, before the transaction, since scrypt takes a while.
 */
export async function prepareNewApplicant(
  db: Kysely<Database>,
  application: CommodityApplication,
): Promise<NewApplicant> {
  const idNum = application.applicant.idCardNo;
  if (!idNum) throw API_ERRORS.applicationRule('請輸入身分證字號');
  if (!application.password) throw API_ERRORS.applicationRule('請輸入密碼');
  if (!isAllowedPassword(application.password)) throw API_ERRORS.passwordNotAllowed();
  const existing = await db.selectFrom('members').select('id').where('id_num', '=', idNum).executeTakeFirst();
  if (existing) throw API_ERRORS.applicantAlreadyMember();
  return { idNum, passwordHash: await hashPassword(application.password) };
}

/**
 * Creates the member of a new applicant (transaction `tx`). A concurrent application with the same ID number
 * loses on the unique index and gets the same "already a member" answer.
 */
export async function insertApplicantMember(
  tx: Transaction<Database>,
  member: NewApplicant,
  applicant: ApplicantBlock,
  now: string,
): Promise<number> {
  try {
    const row = await tx
      .insertInto('members')
      .values({
        id_num: member.idNum,
        password_hash: member.passwordHash,
        name: applicant.name ?? null,
        email: applicant.email ?? null,
        cell_phone: applicant.cellPhone ?? null,
        birth_date: applicant.birthDate ?? null,
        gender: member.idNum[1] === '1' ? 'M' : 'F',
        email_verified_at: null,
        line_user_id: null,
        profile_json: null,
        referrer_id_num: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw API_ERRORS.applicantAlreadyMember();
    throw error;
  }
}

/**
 * Brings an existing member's contact data up to what the application (either generation) says
 * (a changed email needs verifying again; the caller made sure no other member uses it). Being
 * an UPDATE it also locks the member's row on PostgreSQL, so two
 * concurrent applications of one member are checked for frequency one after the other.
 */
export async function refreshApplicantMember(
  tx: Transaction<Database>,
  memberId: number,
  applicant: Pick<ApplicantBlock, 'name' | 'cellPhone' | 'birthDate' | 'email'>,
  now: string,
) {
  const current = await tx
    .selectFrom('members')
    .select(['email', 'email_verified_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const emailChanged = applicant.email !== undefined && applicant.email !== current.email;
  await tx
    .updateTable('members')
    .set({
      ...(applicant.name !== undefined && { name: applicant.name }),
      ...(applicant.cellPhone !== undefined && { cell_phone: applicant.cellPhone }),
      ...(applicant.birthDate !== undefined && { birth_date: applicant.birthDate }),
      ...(emailChanged && { email: applicant.email, email_verified_at: null }),
      updated_at: now,
    })
    .where('id', '=', memberId)
    .execute();
}
