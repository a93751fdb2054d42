/** True when the password holds at least one Latin letter. */
export function hasLatinLetter(value: unknown): boolean {
  return typeof value === 'string' && /[A-Za-z]/.test(value);
}
