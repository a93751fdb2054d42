import type { Kysely, Selectable } from 'kysely';
import type { CaseTable, Database } from '../db/schema';
import { buildRepaymentSchedule } from './repayment-schedule';
import { storeBarcodesFor } from './store-barcodes';
import { virtualAccountFor } from './virtual-account';

/** What approval set up: the ATM account and how many periods were scheduled. */
export interface Approval {
  virtualAccount: string;
  periods: number;
}

/**
 * What approving a case creates (run by the lifecycle inside its transaction): the repayment
 * schedule with each period's convenience-store barcodes, and the case's ATM virtual account.
 */
export async function approveCase(
  db: Kysely<Database>,
  caseRow: Selectable<CaseTable>,
  approvedAt: Date,
): Promise<Approval> {
  const schedule = buildRepaymentSchedule(
    {
      installment: caseRow.installment,
      monthlyPayment: caseRow.monthly_payment,
      serviceFee: caseRow.service_fee,
    },
    approvedAt,
  );
  // A case is approved once (the lifecycle never re-enters 'approved'); clear leftovers anyway.
  await db.deleteFrom('installments').where('case_id', '=', caseRow.id).execute();
  await db
    .insertInto('installments')
    .values(
      schedule.map((period) => ({
        case_id: caseRow.id,
        period: period.period,
        due_date: period.dueDate,
        amount: period.amount,
        paid_amount: 0,
        paid_at: null,
        ...storeBarcodesFor(caseRow.case_no, period.period, period.dueDate, period.amount),
      })),
    )
    .execute();
  const virtualAccount = virtualAccountFor(caseRow.case_no);
  await db
    .updateTable('cases')
    .set({ virtual_account: virtualAccount })
    .where('id', '=', caseRow.id)
    .execute();
  return { virtualAccount, periods: schedule.length };
}
