export { formatMoney } from '../../contracts/amounts';

const TAIPEI_DATE = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO timestamp as its Taipei calendar day, 2026/11/20 (the members' time zone, not the device's). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TAIPEI_DATE.format(date);
}
