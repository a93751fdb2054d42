import { join } from 'node:path';
import { FIXTURES_DIR, readJson } from '../../../validation/schema-files';
import type { CommodityForms } from './form-data';

export { wireErrors } from '../../../validation/wire-errors';

/*
 * Shared by the model's tests (not a test itself): the server's wire schemas with our ajv keywords,
 * and complete form data taken from the accepted fixtures of the four step forms.
 */

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
