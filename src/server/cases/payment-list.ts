import type { PaymentEntry } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import { splitVirtualAccount } from './virtual-account';

/** One entry of the member's payment list (schemas/api/replies/payment-entry.json). */
export type { PaymentEntry };

/**
 * Statuses whose schedule may still have money due: signed and repaying. An approved case
 * waiting for 對保 or its contract owes nothing yet (billing starts at signing).
 */
const OPEN_STATUSES = ['signed', 'repaying'];

/**
 * The member's cases that still have periods to pay: signed cases (they have a schedule)
 * whose paid periods are fewer than their total, with the next period due (spec §4).
 */
export async function paymentEntriesOf(ctx: ServerContext, memberId: number): Promise<PaymentEntry[]> {
  const cases = await ctx.db
    .selectFrom('cases')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', 'in', OPEN_STATUSES)
    .where('virtual_account', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (cases.length === 0) return [];
  const periods = await ctx.db
    .selectFrom('installments')
    .selectAll()
    .where(
      'case_id',
      'in',
      cases.map((c) => c.id),
    )
    .orderBy('case_id')
    .orderBy('period')
    .execute();
  return cases.flatMap((caseRow) => {
    const schedule = periods.filter((period) => period.case_id === caseRow.id);
    const paid = schedule.filter((period) => period.paid_at !== null).length;
    const next = schedule.find((period) => period.paid_at === null);
    if (!next || paid >= schedule.length) return [];
    const { bankCode, account } = splitVirtualAccount(caseRow.virtual_account ?? '');
    return [
      {
        caseNo: caseRow.case_no,
        caseSerNo: caseRow.id,
        productName: caseRow.product_name,
        monthlyPayment: caseRow.monthly_payment,
        appPeriods: schedule.length,
        appPayPeriods: paid,
        nextPeriod: next.period,
        nextDueDate: next.due_date,
        nextAmount: next.amount - next.paid_amount,
        virtualAccount: account,
        bankCode,
      },
    ];
  });
}
