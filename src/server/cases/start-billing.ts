import type { Kysely, Selectable } from 'kysely';
import type { CaseTable, Database } from '../db/schema';
import { buildRepaymentSchedule } from './repayment-schedule';
import { storeBarcodesFor } from './store-barcodes';
import { virtualAccountFor } from './virtual-account';

/** What signing set up: the ATM account and how many periods were scheduled. */
export interface Billing {
  virtualAccount: string;
  periods: number;
}

/**
 * Statuses whose case is billed: the contract is signed, so the schedule, the ATM account and the
 * store barcodes exist and the member is shown what to pay. Before signing (approved, 對保) nothing
 * is due yet.
 */
export const BILLED_STATUSES: readonly string[] = ['signed', 'repaying', 'completed'];

/**
 * What signing the contract creates (run by the lifecycle inside its transaction): the repayment
 * schedule, due monthly from the signing date, with each period's convenience-store barcodes, and
 * the case's ATM virtual account. Billing starts here, not at approval: a case may wait weeks for
 * 對保 and the contract, and its first period must not fall due before it is signed.
 */
export async function startBilling(
  db: Kysely<Database>,
  caseRow: Selectable<CaseTable>,
  signedAt: Date,
): Promise<Billing> {
  const schedule = buildRepaymentSchedule(
    {
      installment: caseRow.installment,
      monthlyPayment: caseRow.monthly_payment,
      serviceFee: caseRow.service_fee,
    },
    signedAt,
  );
  // A case is signed once; a schedule an older version made at approval is replaced (re-dated).
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
