import { join } from 'node:path';
import { reportErrors } from '../../../validation/fixtures';
import type { FormModule } from '../../../validation/form-module';
import { FIXTURES_DIR, readJson, REPO_ROOT } from '../../../validation/schema-files';

export { wireErrors } from '../../../validation/wire-errors';

/*
 * Shared by the order model's tests (not a test itself): the server's wire schemas with our ajv
 * keywords, the precompiled order forms, and form data taken from their accepted fixtures.
 */

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
