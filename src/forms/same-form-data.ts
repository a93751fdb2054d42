function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether two form data objects hold the same answers, a key set to undefined counting as absent
 * (RJSF reports cleared fields that way). Pages skip dispatching an unchanged form: every
 * formChanged counts as an edit the draft must save.
 */
export function sameFormData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameFormData(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameFormData(a[key], b[key])) return false;
  return true;
}
