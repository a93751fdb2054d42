/* JSON pointers (RFC 6901): the form engine and the schema lint both name places in a document with them. */

/** One JSON pointer segment, escaped (`a/b` → `a~1b`). */
function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A JSON pointer one or more segments below `pointer`. */
export function childPointer(pointer: string, ...segments: (string | number)[]): string {
  return pointer + segments.map((segment) => `/${escapeSegment(segment)}`).join('');
}

/** The value a JSON pointer names in a document, or undefined. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (at, segment) =>
        typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[segment] : undefined,
      document,
    );
}
