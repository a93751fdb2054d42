const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Taipei's wall-clock time: 2026-11-27 18:05:09（台北時間）. */
export function taipeiTime(iso: string): string {
  const parts = Object.fromEntries(
    FORMAT.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}（台北時間）`;
}

/** The calendar day of an instant in Taipei, as a local Date for the contracts' ROC date. */
export function taipeiDay(iso: string): Date {
  const parts = Object.fromEntries(
    FORMAT.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
}
