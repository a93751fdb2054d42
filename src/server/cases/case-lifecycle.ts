import type { Kysely, Selectable } from 'kysely';
import { API_ERRORS, ApiError } from '../api-error';
import type { CaseActor } from '../audit/case-actor';
import type { CaseTable, Database } from '../db/schema';
import { CASE_STATUS_LABELS, CASE_STATUSES, CASE_TRANSITIONS, type CaseStatus } from './case-status';
import { startBilling } from './start-billing';

/** Whether a stored status is one of the lifecycle's. */
export function isCaseStatus(value: string): value is CaseStatus {
  return (CASE_STATUSES as readonly string[]).includes(value);
}

/** The label of a stored status (the raw value if it is none of ours). */
export function statusLabelOf(status: string): string {
  return isCaseStatus(status) ? CASE_STATUS_LABELS[status] : status;
}

/** A move the lifecycle does not allow (or another request moved the case first): 409. */
export class CaseTransitionError extends ApiError {
  constructor(from: string, to: CaseStatus) {
    super(409, '409', `案件目前為「${statusLabelOf(from)}」，無法變更為「${CASE_STATUS_LABELS[to]}」`);
    this.name = 'CaseTransitionError';
  }
}

/**
 * Moves a case inside a transaction the caller holds: checks CASE_TRANSITIONS, updates the
 * status only if nobody moved the case meanwhile (`where status = from`), writes the event with
 * who made the move and, on 'signed', creates the schedule and virtual account (billing starts with the
 * signed contract, not at approval). Returns the case as it now is.
 */
export async function transitionCaseIn(
  db: Kysely<Database>,
  caseRow: Selectable<CaseTable>,
  to: CaseStatus,
  note: string | null,
  now: Date,
  by: CaseActor,
): Promise<Selectable<CaseTable>> {
  const from = caseRow.status;
  if (!isCaseStatus(from) || !CASE_TRANSITIONS[from].includes(to)) throw new CaseTransitionError(from, to);
  const updatedAt = now.toISOString();
  const result = await db
    .updateTable('cases')
    .set({ status: to, status_note: note, updated_at: updatedAt })
    .where('id', '=', caseRow.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new CaseTransitionError(from, to);
  await db
    .insertInto('case_events')
    .values({
      case_id: caseRow.id,
      from_status: from,
      to_status: to,
      note,
      created_at: updatedAt,
      actor: by.who,
      audit_id: by.auditId,
    })
    .execute();
  const moved = { ...caseRow, status: to, status_note: note, updated_at: updatedAt };
  if (to === 'signed') {
    const { virtualAccount } = await startBilling(db, moved, now);
    return { ...moved, virtual_account: virtualAccount };
  }
  return moved;
}

/**
 * Moves a case to `to` for `by` in one transaction (status, status note, event, billing). The move to
 * 'completed' happens when the last period is paid (cases/record-payment.ts). Throws 404
 * 014.404 for an unknown case and 409 CaseTransitionError for a move the lifecycle refuses.
 */
export async function transitionCase(
  // The parts of the server context it uses (importing ServerContext would tie context.ts in a circle).
  ctx: { db: Kysely<Database>; clock: () => Date },
  caseId: number,
  to: CaseStatus,
  by: CaseActor,
  note: string | null = null,
): Promise<Selectable<CaseTable>> {
  return ctx.db.transaction().execute(async (trx) => {
    const caseRow = await trx.selectFrom('cases').selectAll().where('id', '=', caseId).executeTakeFirst();
    if (!caseRow) throw API_ERRORS.caseNotFound();
    return transitionCaseIn(trx, caseRow, to, note, ctx.clock(), by);
  });
}
