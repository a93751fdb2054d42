import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from '../../../validation/ajv';
import { reportErrors } from '../../../validation/fixtures';
import type { FormModule } from '../../../validation/form-module';
import { toFieldErrors } from '../../../validation/localize';
import { bundleSchema, SCHEMA_BASE_URI } from '../../../validation/schema-bundle';
import { FIXTURES_DIR, loadSchemaFiles, readJson, REPO_ROOT } from '../../../validation/schema-files';

/*
 * Shared by the order model's tests (not a test itself): the server's wire schemas with our ajv
 * keywords, the precompiled order forms, and form data taken from their accepted fixtures.
 */

const files = loadSchemaFiles();
const ajv = createAjv();

/** Validates data against a wire schema of schemas/api/ as the server bundles it; returns the errors. */
export function wireErrors(schemaFile: string, data: unknown) {
  const id = `${SCHEMA_BASE_URI}api/${schemaFile}`;
  const bundled = bundleSchema(id, files);
  const validate = ajv.getSchema(id) ?? ajv.compile(bundled);
  validate(data);
  return toFieldErrors(validate.errors as ErrorObject[] | null, bundled);
}

/** Validates data as the browser validates a form (the precompiled module of `npm run precompile`). */
export function formErrors(form: string, data: unknown) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- generated CommonJS module
  const module = require(join(REPO_ROOT, '.generated', 'forms', `${form}.js`)) as FormModule;
  return reportErrors(module, data);
}

/** The `data` of a fixture, e.g. `fixture('orderApplicant', 'accept-worker')`. */
export function fixture(form: string, name: string): Record<string, unknown> {
  return (readJson(join(FIXTURES_DIR, form, `${name}.json`)) as { data: Record<string, unknown> }).data;
}
