import type { PaymentEntry } from '../../api/v2/payments';

/**
 * Spec §4: the payment list keeps only entries whose paid periods are fewer than their total
 * (appPayPeriods < appPeriods), soonest due first. The server filters too; the client does not
 * rely on it, since a fully paid case must never ask for money.
 */
export function dueEntries(entries: readonly PaymentEntry[]): PaymentEntry[] {
  return entries
    .filter((entry) => entry.appPayPeriods < entry.appPeriods)
    .sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate));
}

/** Whether a `YYYY-MM-DD` due date has passed on `today` (also `YYYY-MM-DD`, Taipei). */
export function isOverdue(dueDate: string, today: string): boolean {
  return dueDate < today;
}

/** A `YYYY-MM-DD` due date as members read it: 2026/12/22. */
export function formatDueDate(dueDate: string): string {
  return dueDate.replaceAll('-', '/');
}
