import { API_ERRORS, ApiError } from '../api-error';
import type { CaseActor } from '../audit/case-actor';
import type { ServerContext } from '../context';
import { statusLabelOf, transitionCaseIn } from './case-lifecycle';

/** What a recorded payment did. */
export interface RecordedPayment {
  paymentId: number;
  amount: number;
  /** The periods it paid, in order. */
  periods: number[];
  /** The case's status afterwards ('repaying' or 'completed'). */
  status: string;
}

/** Statuses in which money can be received: signed (first payment) and repaying. */
const PAYABLE_STATUSES = ['signed', 'repaying'];

/**
 * Records a payment covering the next `periods` unpaid periods of a case, in one transaction:
 * a payments row, those periods marked paid, and the lifecycle moved on — signed → repaying
 * on the first payment, → completed when no period is left unpaid — in the name of `by`, who
 * recorded the money.
 */
export async function recordPayment(
  ctx: ServerContext,
  caseId: number,
  periods: number,
  channel: string,
  by: CaseActor,
  note: string | null = null,
): Promise<RecordedPayment> {
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    const caseRow = await trx.selectFrom('cases').selectAll().where('id', '=', caseId).executeTakeFirst();
    if (!caseRow) throw API_ERRORS.caseNotFound();
    if (!PAYABLE_STATUSES.includes(caseRow.status))
      throw new ApiError(409, '409', `案件目前為「${statusLabelOf(caseRow.status)}」，尚不能登錄繳款`);
    const unpaid = await trx
      .selectFrom('installments')
      .selectAll()
      .where('case_id', '=', caseId)
      .where('paid_at', 'is', null)
      .orderBy('period')
      .execute();
    if (!Number.isInteger(periods) || periods < 1 || periods > unpaid.length)
      throw new ApiError(400, '400', `繳款期數需為 1 到 ${unpaid.length} 之間的整數`);
    const paying = unpaid.slice(0, periods);
    const amount = paying.reduce((sum, period) => sum + period.amount - period.paid_amount, 0);
    const paidAt = now.toISOString();
    const payment = await trx
      .insertInto('payments')
      .values({ case_id: caseId, amount, channel, paid_at: paidAt, note })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Each period paid in full, in one statement (not one per period).
    await trx
      .updateTable('installments')
      .set((eb) => ({ paid_amount: eb.ref('amount'), paid_at: paidAt }))
      .where(
        'id',
        'in',
        paying.map((period) => period.id),
      )
      .execute();
    let current = caseRow;
    if (current.status === 'signed')
      current = await transitionCaseIn(trx, current, 'repaying', '首期款項已入帳', now, by);
    if (paying.length === unpaid.length)
      current = await transitionCaseIn(trx, current, 'completed', '全部期數已繳清', now, by);
    return { paymentId: payment.id, amount, periods: paying.map((p) => p.period), status: current.status };
  });
}
