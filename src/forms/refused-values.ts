import type { FormModule } from '../validation/form-module';
import { valueAtPointer } from '../validation/json-pointer';
import { reportErrors } from '../validation/fixture-case';

const isLeaf = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The JSON pointers of the values in `data` that the form's own rules refuse (a format, a pattern,
 * a length: a phone number half typed), never a field that is missing, and only values that are
 * leaves (text, numbers, yes/no), so a rule over a whole group never names the group. A draft
 * saved while the member types leaves them out rather than send what the server will refuse.
 */
export function refusedValuePaths(form: FormModule, data: unknown): string[] {
  const paths = reportErrors(form, data)
    .filter((error) => error.keyword !== 'required')
    .map((error) => error.path)
    .filter((path) => isLeaf(valueAtPointer(data, path)));
  return [...new Set(paths)];
}

/** A copy of `data` without the values at the given JSON pointers. */
export function withoutPaths<T>(data: T, paths: readonly string[]): T {
  if (paths.length === 0) return data;
  const copy = structuredClone(data) as unknown;
  for (const pointer of paths) {
    const segments = pointer.split('/').filter(Boolean);
    const last = segments.pop();
    const parent = valueAtPointer(copy, segments.map((segment) => `/${segment}`).join(''));
    if (last !== undefined && typeof parent === 'object' && parent !== null)
      delete (parent as Record<string, unknown>)[last];
  }
  return copy as T;
}
