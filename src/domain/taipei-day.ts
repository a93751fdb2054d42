/** Taiwan keeps UTC+8 all year (no daylight saving since 1979), so its calendar day is arithmetic. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A moment's Taipei calendar day as `YYYY-MM-DD` (due dates and deadlines are Taipei days, not the
 * device's). Without Intl: a time-zone formatter loads its zone data on a phone's first use.
 */
export function taipeiDay(moment: Date): string {
  return new Date(moment.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** A moment's Taipei calendar day as members read it: 2026/11/20. */
export function taipeiDayText(moment: Date): string {
  return taipeiDay(moment).replaceAll('-', '/');
}
