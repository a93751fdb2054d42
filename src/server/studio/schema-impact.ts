import { join } from 'node:path';
import type { ServerContext } from '../context';
import { API_ERRORS, ApiError } from '../api-error';
import { WIZARD_FORMS } from '../forms/form-revision-book';
import { changedFields, type ChangedField } from '../forms/schema-field-diff';
import { isSchemaNode, type SchemaNode } from '../../validation/json-schema';
import { bundleSchema } from '../../validation/schema-bundle';
import { formSchemaId, loadSchemaFiles } from '../../validation/schema-files';

/** How far back the cases a change is weighed against go. */
const RECENT_DAYS = 30;

/** One changed field and how many kept records it leaves without a valid value (or to check again). */
export interface FieldImpact extends ChangedField {
  drafts: number;
  cases: number;
}

/** What saving a schema would do to the data the server keeps for that form. */
export interface SchemaImpact {
  form: string;
  /** Whether the server keeps this form's data (the commodity wizard's drafts and cases). */
  kept: boolean;
  openDrafts: number;
  recentCases: number;
  /** Drafts and cases at least one changed field affects. */
  drafts: number;
  cases: number;
  fields: FieldImpact[];
}

/** Every value stored under `key` anywhere in a record (the wire shape nests the applicant block). */
function valuesOf(record: unknown, key: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(record)) for (const item of record) valuesOf(item, key, found);
  else if (record && typeof record === 'object')
    for (const [name, value] of Object.entries(record)) {
      if (name === key) found.push(value);
      valuesOf(value, key, found);
    }
  return found;
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Whether a field's change affects a record: a new or newly required field the record has no value
 * for makes it invalid; a field whose rules changed affects records that hold a value for it (to
 * be checked again under the new rule); a removed field affects none.
 */
function affects(field: ChangedField, record: unknown): boolean {
  const name = field.path.split('/').at(-1) ?? '';
  const values = valuesOf(record, name).filter(filled);
  if (field.change === 'added' || field.change === 'required') return values.length === 0;
  if (field.change === 'changed') return values.length > 0;
  return false;
}

/**
 * What saving `schemaText` as `form`'s schema would change (the studio asks before it writes):
 * the fields whose rules differ from the schema on disk, and for the commodity wizard's forms how
 * many open server drafts and cases of the last 30 days each leaves invalid or to check again.
 */
export async function schemaImpact(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  root: string,
  form: string,
  schemaText: string,
): Promise<SchemaImpact> {
  let proposed: unknown;
  try {
    proposed = JSON.parse(schemaText);
  } catch {
    throw new ApiError(422, '422', 'schema 不是正確的 JSON').atField('/schema', 'json');
  }
  if (!isSchemaNode(proposed))
    throw new ApiError(422, '422', 'schema 必須是 JSON 物件').atField('/schema', 'type');
  const files = loadSchemaFiles(join(root, 'schemas'));
  const id = formSchemaId(form);
  if (!files.has(id)) throw API_ERRORS.notFound('表單');
  const changed = new Map(files).set(id, { ...(proposed as SchemaNode), $id: id });
  const fields = changedFields(bundleSchema(id, files), bundleSchema(id, changed));

  const kept = (WIZARD_FORMS as readonly string[]).includes(form);
  const since = new Date(ctx.clock().getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const drafts = kept
    ? (await ctx.db.selectFrom('drafts').select('data_json').where('kind', '=', 'commodity').execute()).map(
        (row) => JSON.parse(row.data_json) as unknown,
      )
    : [];
  const cases = kept
    ? (
        await ctx.db
          .selectFrom('cases')
          .select(['applicant_json', 'amount', 'installment', 'product_name', 'product_model_no'])
          .where('created_at', '>=', since)
          .execute()
      ).map(({ applicant_json, ...plan }) => ({ ...plan, applicant: JSON.parse(applicant_json) as unknown }))
    : [];
  const impacts = fields.map((field) => ({
    ...field,
    drafts: drafts.filter((record) => affects(field, record)).length,
    cases: cases.filter((record) => affects(field, record)).length,
  }));
  return {
    form,
    kept,
    openDrafts: drafts.length,
    recentCases: cases.length,
    drafts: drafts.filter((record) => fields.some((field) => affects(field, record))).length,
    cases: cases.filter((record) => fields.some((field) => affects(field, record))).length,
    fields: impacts,
  };
}
