import type { Kysely } from 'kysely';
import { API_ERRORS } from '../api-error';
import { missingDocumentMessage } from '../commodity/application-rules';
import type { Database } from '../db/schema';

/**
 * What 對保 signs and shows (spec §3 file categories): the selfie, and the installment contract's
 * and promissory note's signatures. The 對保 pages require all three; the send must too, or a case
 * would stand verified with nothing signed.
 */
export const ID_VERIFY_REQUIRED_CATEGORIES: readonly number[] = [20, 18, 19];

/**
 * Refuses a 對保 send while a required document is missing from the case (422 請上傳 …, the
 * commodity send's wording), naming every one missing.
 */
export async function assertIdVerifyDocuments(db: Kysely<Database>, caseId: number): Promise<void> {
  const ids = ID_VERIFY_REQUIRED_CATEGORIES.map(String);
  const present = new Set(
    (
      await db
        .selectFrom('files')
        .select('category')
        .where('case_id', '=', caseId)
        .where('category', 'in', ids)
        .execute()
    ).map((file) => file.category),
  );
  const missing = ids.filter((id) => !present.has(id));
  if (missing.length === 0) return;
  const categories = await db
    .selectFrom('file_categories')
    .select(['id', 'name'])
    .where('id', 'in', missing.map(Number))
    .execute();
  const names = missing.map((id) => categories.find((c) => String(c.id) === id)?.name ?? id);
  throw API_ERRORS.applicationRule(missingDocumentMessage(names.join('、')));
}
