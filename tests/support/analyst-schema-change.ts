import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer } from '../api/test-server';
import { WIZARD_FORMS } from '../../src/server/forms/form-revision-book';
import { formRevisionOf } from '../../src/validation/form-revision';
import { bundleSchema } from '../../src/validation/schema-bundle';
import { formSchemaId, loadSchemaFiles } from '../../src/validation/schema-files';

/** The commodity wizard's forms as `schemasDir` has them, bundled, with their revisions. */
export function wizardFormsOf(schemasDir: string) {
  const files = loadSchemaFiles(schemasDir);
  const bundled = Object.fromEntries(
    WIZARD_FORMS.map((form) => [form, bundleSchema(formSchemaId(form), files)]),
  );
  const revisions = Object.fromEntries(WIZARD_FORMS.map((form) => [form, formRevisionOf(bundled[form])]));
  return { bundled, revisions };
}

/** The field the analyst adds: its name and its title (what the wizard and the 422 name). */
export const NEW_REQUIRED_FIELD = { name: 'companyTaxId', title: '公司統一編號' } as const;

/**
 * An analyst's change, made in a copy of `schemasDir` at `copyDir`: 公司統一編號 becomes
 * a required field of step 3 (commodityApplicant). Returns the copy.
 */
export function copyWithNewRequiredField(schemasDir: string, copyDir: string): string {
  cpSync(schemasDir, copyDir, { recursive: true });
  addNewRequiredField(copyDir);
  return copyDir;
}

/**
 * The same change made in place, in a `schemas/` that is already a copy (a development server's,
 * which reloads and rebuilds its client when the file changes, as it does on a studio save).
 */
export function addNewRequiredField(schemasDir: string): void {
  const path = join(schemasDir, 'commodityApplicant.json');
  const schema = JSON.parse(readFileSync(path, 'utf8')) as {
    properties: Record<string, unknown>;
    required: string[];
  };
  schema.properties[NEW_REQUIRED_FIELD.name] = {
    type: 'string',
    title: NEW_REQUIRED_FIELD.title,
    pattern: '^[0-9]{8}$',
  };
  schema.required.push(NEW_REQUIRED_FIELD.name);
  writeFileSync(path, JSON.stringify(schema, null, 2));
}

/** What a server that served the older forms archived (every server archives its forms at start). */
export async function archiveWizardForms(
  server: TestServer,
  older: ReturnType<typeof wizardFormsOf>,
): Promise<void> {
  for (const form of WIZARD_FORMS)
    await server.db
      .insertInto('form_schema_revisions')
      .values({
        form,
        revision: older.revisions[form],
        schema_json: JSON.stringify(older.bundled[form]),
        recorded_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['form', 'revision']).doNothing())
      .execute();
}

/** The analyst's raised lowest amount on step 2, with their own message. */
export const RAISED_AMOUNT_MINIMUM = { minimum: 5000, message: '申請金額最低 5,000 元' } as const;

/** The change, made in a `schemas/` that is a copy: step 2's amount gets the raised minimum and its message. */
export function raiseAmountMinimum(schemasDir: string): void {
  const path = join(schemasDir, 'commodityPlan.json');
  const form = JSON.parse(readFileSync(path, 'utf8')) as { properties: Record<string, object> };
  form.properties.amount = {
    ...form.properties.amount,
    minimum: RAISED_AMOUNT_MINIMUM.minimum,
    errorMessage: { minimum: RAISED_AMOUNT_MINIMUM.message },
  };
  writeFileSync(path, JSON.stringify(form, null, 2));
}
