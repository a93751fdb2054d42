/** Taiwan has kept UTC+8 without daylight saving since 1979, so a fixed offset is exact. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A calendar date in Asia/Taipei. */
export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

/** The Asia/Taipei calendar date of an instant. */
export function taipeiDateOf(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + TAIPEI_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** A date as `YYYY-MM-DD`. */
export function formatDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date `months` calendar months after `start`, keeping its day of month but clamped to the
 * month's end (signed on 31 January → due 28/29 February, then 31 March).
 */
export function addMonths(start: CalendarDate, months: number): CalendarDate {
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

/** What a schedule is built from: the case's terms. */
export interface ScheduleTerms {
  installment: number;
  monthlyPayment: number;
  serviceFee: number;
}

/** One period of a repayment schedule. */
export interface ScheduledPeriod {
  period: number;
  /** `YYYY-MM-DD`, Asia/Taipei. */
  dueDate: string;
  amount: number;
}

/**
 * Periods 1..n, due monthly from the day billing starts (the contract's signing, Asia/Taipei
 * calendar), each the level monthly payment; the one-off service fee is added to period 1, so the
 * periods sum to the quote's total.
 */
export function buildRepaymentSchedule(terms: ScheduleTerms, startsAt: Date): ScheduledPeriod[] {
  const start = taipeiDateOf(startsAt);
  return Array.from({ length: terms.installment }, (_, index) => ({
    period: index + 1,
    dueDate: formatDate(addMonths(start, index + 1)),
    amount: terms.monthlyPayment + (index === 0 ? terms.serviceFee : 0),
  }));
}

/** The `YYYY-MM-DD` date `days` calendar days after the `YYYY-MM-DD` date `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return formatDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}
