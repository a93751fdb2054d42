import { taipeiDayText } from '../../domain/taipei-day';

export { formatMoney } from '../../contracts/amounts';

/** An ISO timestamp as its Taipei calendar day, 2026/11/20 (the members' time zone, not the device's). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : taipeiDayText(date);
}
