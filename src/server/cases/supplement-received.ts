import type { Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { CaseActor } from '../audit/case-actor';
import type { ServerContext } from '../context';
import type { CaseTable } from '../db/schema';
import { CaseTransitionError, transitionCaseIn } from './case-lifecycle';

/** The status note of a case whose supplement arrived: what the member reads on their order. */
export const SUPPLEMENT_RECEIVED_NOTE = '補件已收到，審核中';

/** The file category of supplementary files (the older order files, spec §3: 8). */
export const SUPPLEMENT_CATEGORY = '8';

/**
 * Records supplementary files a member sent for their case, in one transaction: a case event by
 * the member naming the files, so reviewers see it (`ops list`, `ops show`). A case that waited
 * for the supplement moves back to review with the note SUPPLEMENT_RECEIVED_NOTE, which also ends
 * the member's to-do; a case already under review keeps its status and only gains the event.
 */
export async function recordSupplementReceived(
  ctx: ServerContext,
  caseId: number,
  fileNames: readonly string[],
  by: CaseActor,
): Promise<Selectable<CaseTable>> {
  const files = fileNames.join('、');
  return ctx.db.transaction().execute(async (trx) => {
    const read = () => trx.selectFrom('cases').selectAll().where('id', '=', caseId).executeTakeFirst();
    let caseRow = await read();
    if (!caseRow) throw API_ERRORS.caseNotFound();
    const now = ctx.clock();
    if (caseRow.status === 'supplement') {
      try {
        // The event names the files; the status note the member reads stays short.
        const moved = await transitionCaseIn(
          trx,
          caseRow,
          'reviewing',
          `${SUPPLEMENT_RECEIVED_NOTE}：${files}`,
          now,
          by,
        );
        await trx
          .updateTable('cases')
          .set({ status_note: SUPPLEMENT_RECEIVED_NOTE })
          .where('id', '=', caseId)
          .execute();
        return { ...moved, status_note: SUPPLEMENT_RECEIVED_NOTE };
      } catch (error) {
        // Another upload moved the case first: this one is recorded beside it.
        if (!(error instanceof CaseTransitionError)) throw error;
        caseRow = await read();
        if (!caseRow) throw API_ERRORS.caseNotFound();
      }
    }
    const updatedAt = now.toISOString();
    await trx.updateTable('cases').set({ updated_at: updatedAt }).where('id', '=', caseId).execute();
    await trx
      .insertInto('case_events')
      .values({
        case_id: caseId,
        from_status: caseRow.status,
        to_status: caseRow.status,
        note: `補件已收到：${files}`,
        created_at: updatedAt,
        actor: by.who,
        audit_id: by.auditId,
      })
      .execute();
    return { ...caseRow, updated_at: updatedAt };
  });
}
