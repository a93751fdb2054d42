import dayjs from 'dayjs';

/**
 * A copy without the keys whose value is undefined, null or an empty string: the wire schemas
 * refuse unknown shapes (`additionalProperties: false`) and check the format of whatever is sent,
 * so a field the member left empty is left out rather than sent blank.
 */
export function compact<T extends object>(record: { [K in keyof T]?: T[K] | null | '' }): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out as T;
}

/** A date as YYYY-MM-DD (spec §4 draft formatting); a timestamp keeps its date part. */
export function dateOnly(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const leading = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (leading) return leading[1];
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : undefined;
}
