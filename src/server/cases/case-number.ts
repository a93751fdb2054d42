import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { taipeiDay as taipeiCalendarDay } from '../../domain/taipei-day';

/** Prefix of every case number members and staff quote. */
export const CASE_NUMBER_PREFIX = 'FQ';

/** The Taipei calendar day of an instant as yyyymmdd (a case filed at 23:30 UTC belongs to the next day). */
export function taipeiDay(now: Date): string {
  return taipeiCalendarDay(now).replace(/-/g, '');
}

/** A case number from its day and sequence: FQ + yyyymmdd + the sequence padded to 6 digits. */
export function formatCaseNumber(day: string, sequence: number): string {
  return `${CASE_NUMBER_PREFIX}${day}${String(sequence).padStart(6, '0')}`;
}

/**
 * The next case number of the Taipei day of `now`, e.g. FQ20261122000123. The day's counter is
 * raised by one atomic upsert, so concurrent applications never get the same number (and the
 * unique `cases.case_no` would refuse it if they did). Pass the submitting transaction as `db`.
 */
export async function nextCaseNumber(db: Kysely<Database>, now: Date): Promise<string> {
  const day = taipeiDay(now);
  const row = await db
    .insertInto('case_number_sequences')
    .values({ day, last_value: 1 })
    .onConflict((conflict) =>
      conflict
        .column('day')
        .doUpdateSet((eb) => ({ last_value: eb('case_number_sequences.last_value', '+', 1) })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatCaseNumber(day, Number(row.last_value));
}
