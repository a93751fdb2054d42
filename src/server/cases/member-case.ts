import type { Kysely, Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { CaseTable, Database } from '../db/schema';

/**
 * A case of this member, by id or case number. Another member's case answers exactly like a
 * missing one (404 014.404), so a member cannot even learn that a case number exists.
 */
export async function findMemberCase(
  db: Kysely<Database>,
  memberId: number,
  ref: { id: number } | { caseNo: string },
): Promise<Selectable<CaseTable>> {
  let query = db.selectFrom('cases').selectAll().where('member_id', '=', memberId);
  query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('case_no', '=', ref.caseNo);
  const found = await query.executeTakeFirst();
  if (!found) throw API_ERRORS.caseNotFound();
  return found;
}
