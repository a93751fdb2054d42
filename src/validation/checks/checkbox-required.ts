/** True when a checkbox is ticked. */
export function isChecked(value: unknown): boolean {
  return value === true;
}
