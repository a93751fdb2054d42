/** True for a plausible mail address (local@domain.tld, no spaces) of at most 40 characters. */
export function isEmailAddress(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length <= 40 &&
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
      value,
    )
  );
}
