/** True when the text holds no hyphen (ASCII or full-width). */
export function hasNoHyphen(value: unknown): boolean {
  return typeof value !== 'string' || !/[-－]/.test(value);
}
