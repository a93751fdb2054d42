import { join } from 'node:path';
import type { ServerContext } from '../context';
import { API_ERRORS, ApiError } from '../api-error';
import { changedFields, type ChangedField } from '../forms/schema-field-diff';
import { isSchemaNode, type SchemaNode } from '../../validation/json-schema';
import { bundleSchema, SCHEMA_BASE_URI } from '../../validation/schema-bundle';
import { formNames, formSchemaId, loadSchemaFiles } from '../../validation/schema-files';
import { fieldDestination, type FieldDestination } from '../../validation/send/field-destination';
import { keptFormRecords, type KeptRecord } from './kept-form-records';

/** How far back the cases a change is weighed against go. */
const RECENT_DAYS = 30;

/** One changed field and how many kept records it leaves without a valid value (or to check again). */
export interface FieldImpact extends ChangedField {
  drafts: number;
  cases: number;
  /** Where the field goes when the form is sent (its `send`). */
  destination: FieldDestination['kind'];
  wire?: string;
}

function destinationOf(form: SchemaNode, path: string): Pick<FieldImpact, 'destination' | 'wire'> {
  const destination = fieldDestination(form, path);
  return destination.kind === 'wire'
    ? { destination: 'wire', wire: destination.wire }
    : { destination: destination.kind };
}

/** What saving the file would do to one form that uses it, and to the data the server keeps of it. */
export interface FormImpact {
  form: string;
  /** Whether the server keeps this form's data (open drafts, cases). */
  kept: boolean;
  openDrafts: number;
  recentCases: number;
  /** Drafts and cases at least one changed field affects. */
  drafts: number;
  cases: number;
  fields: FieldImpact[];
}

/**
 * What saving a schema file (a form, or a shared part of `schemas/defs/` that forms use) would
 * change: every form whose rules it changes, by field, and in totals the distinct drafts and cases
 * (a commodity draft holds four forms, but is one draft).
 */
export interface SchemaImpact {
  /** The file, from the repository root (`schemas/defs/email.json`). */
  file: string;
  forms: FormImpact[];
  openDrafts: number;
  recentCases: number;
  drafts: number;
  cases: number;
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Every object in a record, at any depth, that holds `key` (the wire may nest a form's block). */
function holdersOf(record: unknown, key: string, found: Record<string, unknown>[] = []) {
  if (Array.isArray(record)) for (const item of record) holdersOf(item, key, found);
  else if (record && typeof record === 'object') {
    const node = record as Record<string, unknown>;
    if (Object.hasOwn(node, key)) found.push(node);
    for (const value of Object.values(node)) holdersOf(value, key, found);
  }
  return found;
}

/** The values under `rest` below each of `nodes` (arrays walked), as far as they go. */
function below(nodes: unknown[], rest: string[]): unknown[] {
  return rest.reduce<unknown[]>(
    (values, key) =>
      values
        .flatMap((value) => (Array.isArray(value) ? value : [value]))
        .flatMap((value) =>
          value && typeof value === 'object' && Object.hasOwn(value, key)
            ? [(value as Record<string, unknown>)[key]]
            : [],
        ),
    nodes,
  );
}

/**
 * Whether a field's change affects a record, the field found by its path's names in the record
 * (its first name wherever the record holds it): a new field the form now requires, or a field
 * now required, leaves a record without a value invalid (a nested one only where its parent
 * object is there); a field whose rules changed affects records holding a value for it (to be
 * checked again); an added optional field and a removed one affect none.
 */
function affects(field: ChangedField, record: unknown): boolean {
  const [first, ...rest] = field.path.split('/').slice(1);
  const tops = holdersOf(record, first).map((holder) => holder[first]);
  if (field.change === 'changed') return below(tops, rest).some(filled);
  if (field.change === 'removed' || !field.required) return false;
  if (rest.length === 0) return !tops.some(filled);
  const parents = below(tops, rest.slice(0, -1)).filter((value) => value && typeof value === 'object');
  const name = rest[rest.length - 1];
  return parents.some((parent) => !filled((parent as Record<string, unknown>)[name]));
}

/** The schemas file a studio path names (`schemas/defs/email.json` → its `$id`), or 422. */
function schemaIdOf(path: string): string {
  const match = /^schemas\/((?:defs\/)?[A-Za-z][A-Za-z0-9-]*\.json)$/.exec(path);
  if (!match)
    throw new ApiError(422, '422', `不是 schemas/ 內的表單或共用定義：${path}`).atField('/path', 'pattern');
  return `${SCHEMA_BASE_URI}${match[1]}`;
}

/** How many of `records` any of `fields` affects, as the set of their ids. */
function affected(records: readonly KeptRecord[], fields: readonly ChangedField[]): Set<string> {
  return new Set(
    records.filter((record) => fields.some((field) => affects(field, record.data))).map((r) => r.id),
  );
}

/**
 * What saving `schemaText` as the schema file `path` would change (the studio asks before it
 * writes): for every form whose bundled schema the file changes (the form itself, or each form
 * that uses a changed shared part), the fields whose rules differ from the files on disk, and
 * for the forms whose data the server keeps, how many open drafts and cases of the last 30 days
 * each field leaves invalid or to check again.
 */
export async function schemaImpact(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  root: string,
  path: string,
  schemaText: string,
): Promise<SchemaImpact> {
  const id = schemaIdOf(path);
  let proposed: unknown;
  try {
    proposed = JSON.parse(schemaText);
  } catch {
    throw new ApiError(422, '422', 'schema 不是正確的 JSON').atField('/schema', 'json');
  }
  if (!isSchemaNode(proposed))
    throw new ApiError(422, '422', 'schema 必須是 JSON 物件').atField('/schema', 'type');
  const schemasDir = join(root, 'schemas');
  const files = loadSchemaFiles(schemasDir);
  if (!files.has(id)) throw API_ERRORS.notFound('表單');
  const changed = new Map(files).set(id, { ...(proposed as SchemaNode), $id: id });

  const since = new Date(ctx.clock().getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const kept = await keptFormRecords(ctx, since);
  const forms: FormImpact[] = [];
  const totals = {
    open: [new Set<string>(), new Set<string>()],
    hit: [new Set<string>(), new Set<string>()],
  };
  for (const form of formNames(schemasDir)) {
    const formId = formSchemaId(form);
    let before: SchemaNode;
    let after: SchemaNode;
    try {
      before = bundleSchema(formId, files);
      after = bundleSchema(formId, changed);
    } catch (error) {
      throw new ApiError(422, '422', `儲存後 ${form} 無法組合：${(error as Error).message}`).atField(
        '/schema',
        '$ref',
      );
    }
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    const fields = changedFields(before, after);
    const records = kept.get(form) ?? { drafts: [], cases: [] };
    const hitDrafts = affected(records.drafts, fields);
    const hitCases = affected(records.cases, fields);
    for (const record of records.drafts) totals.open[0].add(record.id);
    for (const record of records.cases) totals.open[1].add(record.id);
    for (const draft of hitDrafts) totals.hit[0].add(draft);
    for (const hit of hitCases) totals.hit[1].add(hit);
    forms.push({
      form,
      kept: kept.has(form),
      openDrafts: records.drafts.length,
      recentCases: records.cases.length,
      drafts: hitDrafts.size,
      cases: hitCases.size,
      fields: fields.map((field) => ({
        ...field,
        drafts: records.drafts.filter((record) => affects(field, record.data)).length,
        cases: records.cases.filter((record) => affects(field, record.data)).length,
        ...destinationOf(after, field.path),
      })),
    });
  }
  return {
    file: path,
    forms,
    openDrafts: totals.open[0].size,
    recentCases: totals.open[1].size,
    drafts: totals.hit[0].size,
    cases: totals.hit[1].size,
  };
}
