import type { ErrorObject } from 'ajv';
import { createAjv } from './ajv';
import { toFieldErrors, type FieldError } from './localize';
import { bundleSchema, SCHEMA_BASE_URI } from './schema-bundle';
import { loadSchemaFiles } from './schema-files';

let files: ReturnType<typeof loadSchemaFiles> | undefined;
let ajv: ReturnType<typeof createAjv> | undefined;

/**
 * The field errors the server would answer for `data` against a wire schema of `schemas/api/`
 * (e.g. `'commodity-application.json'`): bundled as the server bundles it, with Fenqi's keywords
 * and zh-TW messages. Reads the schema files from disk (Node only: tests and tools).
 */
export function wireErrors(schemaFile: string, data: unknown): FieldError[] {
  files ??= loadSchemaFiles();
  ajv ??= createAjv();
  const id = `${SCHEMA_BASE_URI}api/${schemaFile}`;
  const bundled = bundleSchema(id, files);
  const validate = ajv.getSchema(id) ?? ajv.compile(bundled);
  validate(data);
  return toFieldErrors(validate.errors as ErrorObject[] | null, bundled);
}
