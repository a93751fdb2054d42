/*
 * Readers of validated form data as the step-flow engine holds it (`Record<string, unknown>`): the
 * schema has checked the shapes, these only narrow the types and drop what is empty.
 */

/** A form's data as the engine holds it. */
export type FormValues = Readonly<Record<string, unknown>>;

/** A trimmed non-empty string, else undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An integer, else undefined. */
export function int(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** A boolean, else undefined. */
export function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A nested object of the form (an address, a contact), or an empty one. */
export function group(value: unknown): FormValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FormValues) : {};
}

/** The value when it is one of `allowed`, else undefined. */
export function choice<T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

/** A copy without the keys whose value is undefined: the wire schemas refuse nothing but check what is sent. */
export function compact<T extends object>(record: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** Like compact, but undefined when nothing is left (an address or contact the member left empty). */
export function nonEmpty<T extends object>(record: { [K in keyof T]: T[K] | undefined }): T | undefined {
  const kept = compact<T>(record);
  return Object.keys(kept).length > 0 ? kept : undefined;
}
