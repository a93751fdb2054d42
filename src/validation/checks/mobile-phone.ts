/** True for a Taiwan mobile number: 09 followed by 8 digits. */
export function isMobilePhone(value: unknown): boolean {
  return typeof value === 'string' && /^09\d{8}$/.test(value);
}
