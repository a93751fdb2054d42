import type { Kysely } from 'kysely';
import { SUPPLEMENT_CATEGORY } from '../../src/server/cases/supplement-received';
import type { Database } from '../../src/server/db/schema';
import { OLDER_DOCUMENT_TYPES } from '../../src/server/guests/older-document-types';

/** The supplementary files a case holds: how many, and when the newest came. */
export interface SupplementSummary {
  count: number;
  newest: string;
}

/** Supplementary files per case id, for the cases that have any (`ops list` marks them). */
export async function supplementsByCase(db: Kysely<Database>): Promise<Map<number, SupplementSummary>> {
  const rows = await db
    .selectFrom('files')
    .select(['case_id', (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.max('created_at').as('newest')])
    .where('category', '=', SUPPLEMENT_CATEGORY)
    .where('case_id', 'is not', null)
    .groupBy('case_id')
    .execute();
  return new Map(
    rows.map((row) => [Number(row.case_id), { count: Number(row.count), newest: String(row.newest) }]),
  );
}

/** The mark `ops list` gives a case with supplementary files, or null. */
export function supplementMark(summary: SupplementSummary | undefined): string | null {
  return summary ? `[補件 ${summary.count} 件, newest ${summary.newest}]` : null;
}

/**
 * `ops show`'s file section: every file of the case, oldest first, with its category's name, the
 * member's file name, type and size; supplementary files are marked 補件.
 */
export async function caseFileLines(db: Kysely<Database>, caseId: number): Promise<string[]> {
  const files = await db
    .selectFrom('files')
    .select(['id', 'category', 'original_name', 'content_type', 'size', 'created_at'])
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();
  const categories = await db.selectFrom('file_categories').select(['id', 'name']).execute();
  const names = new Map<string, string>(categories.map((c) => [String(c.id), c.name]));
  const nameOf = (category: string) =>
    category === SUPPLEMENT_CATEGORY
      ? '補件'
      : (names.get(category) ?? OLDER_DOCUMENT_TYPES[category] ?? '?');
  return [
    `files (${files.length}):`,
    ...files.map(
      (f) =>
        `  #${f.id}  ${f.created_at}  ${f.category} ${nameOf(f.category)}  ${f.original_name}  (${f.content_type}, ${f.size} B)`,
    ),
  ];
}
