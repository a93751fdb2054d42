import type { MemberInfoData, MemberRecord } from '../../api/v2/types/member';

/** Fields of the record the form neither shows nor sends (the memberInfo schema forbids extra fields). */
const READ_ONLY_FIELDS = new Set(['memIdNum', 'isEmailVerified', 'isLineLinked']);

/** Shown under the email field when another member uses the address. */
export const EMAIL_TAKEN_MESSAGE = '此電子信箱已被其他會員使用，請改用其他電子信箱';

/** The record as the memberInfo form's data: read-only states dropped, never-saved (null) fields left out. */
export function formDataOf(record: MemberRecord): Partial<MemberInfoData> {
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (!READ_ONLY_FIELDS.has(field) && value !== null && value !== undefined) data[field] = value;
  }
  return data as Partial<MemberInfoData>;
}

/** Whether `email` differs from the address on file (case and spaces aside, as the server compares). */
export function isNewEmail(email: string | undefined, saved: string | null | undefined): boolean {
  if (!email) return false;
  return email.trim().toLowerCase() !== (saved ?? '').trim().toLowerCase();
}
