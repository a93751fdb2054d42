import type { Selectable } from 'kysely';
import { contractText } from '../../contracts/contract-texts';
import { lateChargeTermsOf, lateChargesOf } from '../../contracts/late-charges';
import type { PeriodView, RepaymentView } from '../../validation/api-replies';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import type { CaseTable, InstallmentTable } from '../db/schema';
import { taipeiDay } from '../../domain/taipei-day';
import { BILLED_STATUSES } from './start-billing';
import { splitVirtualAccount } from './virtual-account';

export type { PeriodView, RepaymentView };

/**
 * A case's schedule in period order; 404 016.404 until the contract is signed (billing starts then;
 * a schedule an older version made at approval is not shown before it).
 */
export async function scheduleOf(
  ctx: ServerContext,
  caseRow: Selectable<CaseTable>,
): Promise<Selectable<InstallmentTable>[]> {
  if (!BILLED_STATUSES.includes(caseRow.status)) throw API_ERRORS.caseNotApproved();
  const periods = await ctx.db
    .selectFrom('installments')
    .selectAll()
    .where('case_id', '=', caseRow.id)
    .orderBy('period')
    .execute();
  if (!caseRow.virtual_account || periods.length === 0) throw API_ERRORS.caseNotApproved();
  return periods;
}

/** The repayment view of a signed case. */
export async function repaymentView(
  ctx: ServerContext,
  caseRow: Selectable<CaseTable>,
): Promise<RepaymentView> {
  const schedule = await scheduleOf(ctx, caseRow);
  const { bankCode, account } = splitVirtualAccount(caseRow.virtual_account ?? '');
  const bank = await ctx.db
    .selectFrom('banks')
    .select('bank_name')
    .where('bank_code', '=', bankCode)
    .executeTakeFirst();
  const today = taipeiDay(ctx.clock());
  const lateTerms = lateChargeTermsOf(contractText('installment'));
  // How many late periods come right before this one: 違約金 is charged on a few in a row only.
  let runPlace = 0;
  const periods: PeriodView[] = schedule.map((row) => {
    const status = row.paid_at ? 'paid' : row.due_date < today ? 'overdue' : 'unpaid';
    const view: PeriodView = {
      period: row.period,
      dueDate: row.due_date,
      amount: row.amount,
      paidAmount: row.paid_amount,
      paidAt: row.paid_at,
      status,
    };
    if (status !== 'overdue') {
      runPlace = 0;
      return view;
    }
    const lateAmount = row.amount - row.paid_amount;
    const place = runPlace;
    runPlace += 1;
    if (!lateTerms) return view;
    return {
      ...view,
      lateCharges: lateChargesOf(lateTerms, { dueDate: row.due_date, lateAmount, today, runPlace: place }),
    };
  });
  const next = periods.find((period) => period.status !== 'paid');
  return {
    caseNo: caseRow.case_no,
    caseSerNo: caseRow.id,
    virtualAccount: account,
    bankCode,
    bankName: bank?.bank_name ?? '',
    appPeriods: periods.length,
    appPayPeriods: periods.filter((period) => period.status === 'paid').length,
    monthlyPayment: caseRow.monthly_payment,
    nextDue: next
      ? { period: next.period, dueDate: next.dueDate, amount: next.amount - next.paidAmount }
      : null,
    periods,
  };
}
