/** True for a whole number of at least 0, as a number or a string of digits. */
export function isNonNegativeInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\d+$/.test(value);
}
