import { fromRocYear, toRocYear } from '../../../domain/roc-year';

/** A date split the way Taiwanese forms ask for it: ROC year, month 1–12, day 1–31. */
export interface RocDateParts {
  year: number;
  month: number;
  day: number;
}

/** Days in a month; without a year February counts 29 so a birthday on 2/29 stays choosable. */
export function daysInMonth(rocYear: number | undefined, month: number | undefined): number {
  if (month === undefined) return 31;
  // Day 0 of the next month is the last day of this one; 2000 is a leap year.
  return new Date(Date.UTC(rocYear === undefined ? 2000 : fromRocYear(rocYear), month, 0)).getUTCDate();
}

/** The ISO date `YYYY-MM-DD` of an ROC date, or undefined when no such day exists (e.g. 2/30). */
export function isoFromRoc(rocYear: number, month: number, day: number): string | undefined {
  const parts = [rocYear, month, day];
  if (!parts.every(Number.isInteger) || rocYear < 1 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > daysInMonth(rocYear, month)) return undefined;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(fromRocYear(rocYear), 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The ROC parts of an ISO date `YYYY-MM-DD`, or undefined when the text is no real date of the ROC era. */
export function rocFromIso(iso: string | undefined): RocDateParts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return undefined;
  const parts = { year: toRocYear(Number(match[1])), month: Number(match[2]), day: Number(match[3]) };
  return isoFromRoc(parts.year, parts.month, parts.day) ? parts : undefined;
}

/** `1996-03-07` → `民國 85 年 3 月 7 日`; an empty string for anything that is not a date. */
export function formatRocDate(iso: string | undefined): string {
  const parts = rocFromIso(iso);
  return parts ? `民國 ${parts.year} 年 ${parts.month} 月 ${parts.day} 日` : '';
}
