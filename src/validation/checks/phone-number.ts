/** True for a Taiwan mobile (09 + 8 digits) or a landline (0 + 8 or 9 digits), digits only. */
export function isPhoneNumber(value: unknown): boolean {
  return typeof value === 'string' && (/^09\d{8}$/.test(value) || /^0\d{8,9}$/.test(value));
}
