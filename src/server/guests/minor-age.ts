import { taipeiDay } from '../cases/case-number';

/** Taiwan's age of majority since 2023 (民法第 12 條). */
export const AGE_OF_MAJORITY = 18;

/**
 * Whether someone born on `birthDate` (YYYY-MM-DD, or with slashes) was under 18 at `at`, on the
 * Taipei calendar. They come of age on their 18th birthday; someone born on 29 February, on
 * 1 March of a common year. An unreadable birth date counts as not a minor (null result, no ask).
 */
export function wasMinorAt(birthDate: string | null | undefined, at: Date): boolean {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(birthDate?.trim() ?? '');
  if (!match) return false;
  const [, year, month, day] = match;
  const comingOfAge = `${Number(year) + AGE_OF_MAJORITY}${month.padStart(2, '0')}${day.padStart(2, '0')}`;
  return taipeiDay(at) < comingOfAge;
}
