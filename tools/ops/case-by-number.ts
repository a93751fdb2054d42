import type { Selectable } from 'kysely';
import type { ServerContext } from '../../src/server/context';
import type { CaseTable } from '../../src/server/db/schema';

/** The case an operator named by its case number; a clear Error when there is none. */
export async function caseByNumber(
  ctx: ServerContext,
  caseNo: string | undefined,
): Promise<Selectable<CaseTable>> {
  if (!caseNo) throw new Error('missing <caseNo>');
  const found = await ctx.db.selectFrom('cases').selectAll().where('case_no', '=', caseNo).executeTakeFirst();
  if (!found) throw new Error(`no case numbered ${caseNo}`);
  return found;
}
