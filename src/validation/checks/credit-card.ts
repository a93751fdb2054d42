/** True for a card number written as four groups of four digits joined by hyphens. */
export function isCreditCardNumber(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{4}-\d{4}-\d{4}$/.test(value);
}
