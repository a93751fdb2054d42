function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value holds no answer: absent, or an object none of whose keys holds one. */
function holdsNoAnswer(value: unknown): boolean {
  return value === undefined || (isRecord(value) && Object.values(value).every(holdsNoAnswer));
}

/**
 * Whether two form data objects hold the same answers, a key set to undefined or to an object
 * that holds no answer counting as absent (RJSF reports cleared fields as undefined, and fills an
 * untouched nested object, such as a contact, with `{}` once it draws it). Pages skip dispatching
 * an unchanged form: every formChanged counts as an edit the draft must save.
 */
export function sameFormData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (holdsNoAnswer(a) && holdsNoAnswer(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameFormData(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameFormData(a[key], b[key])) return false;
  return true;
}
