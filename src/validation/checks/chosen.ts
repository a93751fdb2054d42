/** True when a radio or select holds a real choice: not -1, '' or null. */
export function isChosen(value: unknown): boolean {
  return value !== -1 && value !== '-1' && value !== '' && value !== null && value !== undefined;
}
