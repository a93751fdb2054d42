import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from '../../../validation/ajv';
import { toFieldErrors } from '../../../validation/localize';
import { bundleSchema, SCHEMA_BASE_URI } from '../../../validation/schema-bundle';
import { FIXTURES_DIR, loadSchemaFiles, readJson } from '../../../validation/schema-files';
import type { CommodityForms } from './form-data';

/*
 * Shared by the model's tests (not a test itself): the server's wire schemas with our ajv keywords,
 * and complete form data taken from the accepted fixtures of the four step forms.
 */

const files = loadSchemaFiles();
const ajv = createAjv();

/** Validates data against a wire schema of schemas/api/ exactly as the server bundles it; returns the errors. */
export function wireErrors(schemaFile: string, data: unknown) {
  const id = `${SCHEMA_BASE_URI}api/${schemaFile}`;
  const bundled = bundleSchema(id, files);
  const validate = ajv.getSchema(id) ?? ajv.compile(bundled);
  validate(data);
  return toFieldErrors(validate.errors as ErrorObject[] | null, bundled);
}

/** The `data` of an accepted fixture, e.g. `fixture('commodityPlan', 'accept-plan')`. */
export function fixture<T>(form: string, name: string): T {
  return (readJson(join(FIXTURES_DIR, form, `${name}.json`)) as { data: T }).data;
}

/** Complete data of all four steps: a new member, plan 1, a worker whose plan provides insurance, a phone. */
export function fullForms(): CommodityForms {
  return {
    identity: fixture('commodityIdentity', 'accept-new-member'),
    plan: fixture('commodityPlan', 'accept-plan'),
    applicant: fixture('commodityApplicant', 'accept-worker-labor-insurance'),
    product: fixture('commodityProduct', 'accept-phone'),
  };
}
