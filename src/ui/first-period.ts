import { formatMoney as money } from '../contracts/amounts';

/**
 * What the first period costs and why, beside 「每期」: the one-off service fee is billed with
 * period 1 (the server's schedule adds it there), so the first bill is larger than every other.
 * 「首期 NT$4,015，含手續費 NT$738」; null when there is no fee (the first period is like the rest).
 */
export function firstPeriodNote(
  monthlyPayment: number,
  serviceFee: number | null | undefined,
): string | null {
  if (!serviceFee) return null;
  return `首期 ${money(monthlyPayment + serviceFee)}，含手續費 ${money(serviceFee)}`;
}
