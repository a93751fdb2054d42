import { META_SCHEMA_DIR } from './json';

/** The three kinds of form file, each with its meta-schema. */
export type FormFileKind = 'schema' | 'uiSchema' | 'fixture';

/** Each kind's meta-schema file, from the repository root. */
export const META_SCHEMA_FILES: Readonly<Record<FormFileKind, string>> = {
  schema: `${META_SCHEMA_DIR}/fenqi-schema.json`,
  uiSchema: `${META_SCHEMA_DIR}/fenqi-uischema.json`,
  fixture: `${META_SCHEMA_DIR}/fenqi-fixture.json`,
};

/** A form file of the repository: its path from the root (with `/`) and its kind. */
export interface FormFile {
  path: string;
  kind: FormFileKind;
}

/**
 * The `$schema` a uiSchema or fixture file names its meta-schema by, relative to the file (so the
 * editor finds it without any setting); undefined for a schema file, which keeps draft-07's.
 */
export function schemaReferenceOf(file: FormFile): string | undefined {
  if (file.kind === 'schema') return undefined;
  const depth = file.path.split('/').length - 1;
  return `${'../'.repeat(depth)}${META_SCHEMA_FILES[file.kind]}`;
}

const TOP_SCHEMA_KEY = /"\$schema"\s*:\s*"(?:[^"\\]|\\.)*"/;

/**
 * A JSON file's text with `"$schema": reference` as its object's first key (replacing one it has),
 * the rest of the text untouched so the file's formatting and diff stay as they were.
 */
export function withSchemaReference(text: string, reference: string): string {
  const value = JSON.parse(text) as unknown;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('not a JSON object');
  const key = `"$schema": ${JSON.stringify(reference)}`;
  let next: string;
  if ('$schema' in value) {
    if ((value as { $schema: unknown }).$schema === reference) return text;
    next = text.replace(TOP_SCHEMA_KEY, key);
  } else if (Object.keys(value).length === 0) {
    next = `{\n  ${key}\n}\n`;
  } else {
    const open = text.indexOf('{');
    next = `${text.slice(0, open + 1)}\n  ${key},${text.slice(open + 1)}`;
  }
  if ((JSON.parse(next) as { $schema?: unknown }).$schema !== reference) {
    throw new Error(`could not set "$schema" to ${reference}`);
  }
  return next;
}
