import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SchemaNode } from './json-schema';
import { SCHEMA_BASE_URI } from './schema-bundle';
import { withFormFieldsInReplies } from './form-mirrored-replies';
import { withCarriedAnswers } from './send/carried-answers';
import { withDerivedBodies } from './send/derived-body';
import { REPO_ROOT } from './repo-root';

export { REPO_ROOT };
/** Project folders the form engine reads, relative to the repository root. */
export const SCHEMAS_DIR = join(REPO_ROOT, 'schemas');
export const UISCHEMAS_DIR = join(REPO_ROOT, 'uischemas');
export const FIXTURES_DIR = join(REPO_ROOT, 'fixtures');

/** Every `.json` file under a folder, at any depth. */
export function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return jsonFilesUnder(path);
    return entry.endsWith('.json') ? [path] : [];
  });
}

/** Reads a JSON file, naming the file when it does not parse. */
export function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Every schema file under `schemas/`, keyed by `$id`, and the request bodies the forms' `send`
 * declarations derive (send/derived-body.ts). A file's `$id` must be the base URI plus its path,
 * so `$ref: "defs/name.json"` means the same thing to ajv, the bundler and a reader.
 */
export function loadSchemaFiles(dir: string = SCHEMAS_DIR): Map<string, SchemaNode> {
  const byId = new Map<string, SchemaNode>();
  for (const path of jsonFilesUnder(dir)) {
    const expected = SCHEMA_BASE_URI + relative(dir, path).split(sep).join('/');
    const schema = readJson(path) as SchemaNode;
    if (schema.$id !== expected) {
      throw new Error(`${path}: "$id" must be "${expected}" (found ${JSON.stringify(schema.$id)})`);
    }
    byId.set(expected, schema);
  }
  return withFormFieldsInReplies(withCarriedAnswers(withDerivedBodies(byId)));
}

/** Names of the forms: top-level files of `schemas/` (shared parts live in `schemas/defs/`). */
export function formNames(dir: string = SCHEMAS_DIR): string[] {
  return readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .map((entry) => entry.replace(/\.json$/, ''))
    .sort();
}

/** The `$id` of a form's schema file. */
export function formSchemaId(name: string): string {
  return `${SCHEMA_BASE_URI}${name}.json`;
}

/**
 * A form's uiSchema, or an empty one when the form has none. The file's `$schema` (the editor's
 * meta-schema, editor/meta-schemas/) is left out: RJSF reads every key but `ui:` ones as a field.
 */
export function loadUiSchema(name: string, dir: string = UISCHEMAS_DIR): Record<string, unknown> {
  try {
    return withoutEditorSchema(readJson(join(dir, `${name}.json`)) as Record<string, unknown>);
  } catch (error) {
    if ((error as Error).message.includes('ENOENT')) return {};
    throw error;
  }
}

/** A uiSchema file's content without its `$schema` (the editor's meta-schema, not a field). */
export function withoutEditorSchema(file: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _editorOnly, ...uiSchema } = file;
  return uiSchema;
}
