import type { MemberInfoData, MemberRecord } from '../../api/v2/types/member';

/** Fields of the record the form neither shows nor sends (the memberInfo schema forbids extra fields). */
const READ_ONLY_FIELDS = new Set(['memIdNum', 'isEmailVerified', 'isLineLinked', 'filledFromCaseNo']);

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

/** A value with no answer in it: nothing, an empty text, or an object of such values. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(isBlank);
}

/** Whether two values say the same, blanks aside (the form adds empty objects for its groups). */
function sameAnswers(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...keys].every((key) => sameAnswers(left[key], right[key]));
}

/** Whether the form holds edits the member has not saved (leaving would lose them). */
export function hasUnsavedEdits(data: Partial<MemberInfoData>, loaded: Partial<MemberInfoData>): boolean {
  return !sameAnswers(data, loaded);
}
