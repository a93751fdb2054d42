/** True when an upload is present: a non-empty reference, a file object, or a non-empty list. */
export function hasUpload(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return typeof value === 'object' && value !== null;
}
