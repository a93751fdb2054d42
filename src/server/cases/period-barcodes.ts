import type { Selectable } from 'kysely';
import type { PaymentBarcode } from '../../validation/api-replies';
import type { InstallmentTable } from '../db/schema';
import { addDays } from './repayment-schedule';
import { storeBarcodesFor } from './store-barcodes';

/** How many days barcodes issued anew for an overdue period stay payable at a store counter. */
export const RENEWED_BARCODE_DAYS = 7;

/**
 * The store barcodes a member is shown for one unpaid period on `today` (Taipei `YYYY-MM-DD`).
 * Segment 1 carries the last day a store may take the money, and a counter refuses a slip past
 * it: while the period is not overdue that is its due date (the barcodes stored with the
 * schedule); once overdue, barcodes are issued anew with a deadline RENEWED_BARCODE_DAYS from
 * today (same payment number, same amount), so a member is never handed a dead code.
 */
export function payableBarcodes(
  caseNo: string,
  period: Selectable<InstallmentTable>,
  today: string,
): PaymentBarcode {
  const base = { period: period.period, dueDate: period.due_date, amount: period.amount };
  if (period.due_date >= today) {
    const { barcode1, barcode2, barcode3 } = period;
    return { ...base, payBy: period.due_date, renewed: false, barcode1, barcode2, barcode3 };
  }
  const payBy = addDays(today, RENEWED_BARCODE_DAYS);
  return {
    ...base,
    payBy,
    renewed: true,
    ...storeBarcodesFor(caseNo, period.period, payBy, period.amount),
  };
}
