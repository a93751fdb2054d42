import type { MemberRecord } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import { assertEmailFree } from './email-owner';
import { isEmailVerified, memberById, type MemberRow } from './login-service';
import { COLUMN_FIELDS, profileFieldsOf } from './member-record';

/** The member-info form's data (schemas/memberInfo.json), already validated by the route's schema. */
export type MemberInfo = Record<string, unknown>;

type ColumnField = keyof typeof COLUMN_FIELDS;

/** The profile_json fields of the memberInfo form this server validates with. */
const memberProfileFields = (ctx: ServerContext) => profileFieldsOf(ctx.formRevisions.schemaOf('memberInfo'));

function parseProfile(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {}; // a damaged profile must not lock the member out of the page that repairs it
  }
}

/**
 * The older-flow member record (spec §3): the column-backed fields, the form's other fields from
 * profile_json (only those the form knows, whatever else profile_json may hold), and the
 * read-only ID number and verification and LINE states.
 */
export function toMemberRecord(ctx: ServerContext, member: MemberRow): MemberRecord {
  const profile = parseProfile(member.profile_json);
  const record: Record<string, unknown> = { memIdNum: member.id_num };
  for (const [field, column] of Object.entries(COLUMN_FIELDS)) record[field] = member[column];
  for (const field of memberProfileFields(ctx))
    if (profile[field] !== undefined) record[field] = profile[field];
  record.isEmailVerified = isEmailVerified(member);
  record.isLineLinked = member.line_user_id !== null;
  // Built from the form's field list; the reply schema declares each of them (assertRecordDeclaresForm).
  return record as unknown as MemberRecord;
}

const asText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Saves the member-info form: the column-backed fields to their columns, the rest into
 * profile_json (keys the form does not know are kept, so other flows' data survives). A changed
 * email address is no longer verified; another member's address is refused (422 at /email).
 */
export async function saveMemberInfo(ctx: ServerContext, memberId: number, info: MemberInfo): Promise<void> {
  const member = await memberById(ctx, memberId);
  const profile = parseProfile(member.profile_json);
  for (const field of memberProfileFields(ctx)) {
    if (info[field] === undefined) delete profile[field];
    else profile[field] = info[field];
  }
  const column = (field: ColumnField) => asText(info[field]);
  const email = column('email');
  await assertEmailFree(ctx.db, email, memberId, '/email');
  const emailChanged = (email ?? '').toLowerCase() !== (member.email ?? '').toLowerCase();
  await ctx.db
    .updateTable('members')
    .set({
      name: column('memName'),
      gender: column('memGender'),
      birth_date: column('memBirthDay'),
      email,
      cell_phone: column('cellPhone'),
      profile_json: JSON.stringify(profile),
      updated_at: ctx.clock().toISOString(),
      ...(emailChanged ? { email_verified_at: null } : {}),
    })
    .where('id', '=', memberId)
    .execute();
}
