import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../validation/ajv';
import type { MemberRecord } from '../../validation/api-replies';
import type { SchemaNode } from '../../validation/json-schema';
import { toFieldErrors } from '../../validation/localize';
import { bundleSchema } from '../../validation/schema-bundle';
import { loadSchemaFiles } from '../../validation/schema-files';
import type { ServerContext } from '../context';
import { memberInfoOfApplicant } from './applicant-member-info';
import { FORM_FIELDS, MEMBER_INFO_SCHEMA_ID } from './member-record';

type Data = Record<string, unknown>;

let form: { schema: SchemaNode; validate: ValidateFunction } | undefined;

/** The memberInfo form's validator, with the same keywords and messages the browser uses (built once). */
function memberInfoForm() {
  if (!form) {
    const schema = bundleSchema(MEMBER_INFO_SCHEMA_ID, loadSchemaFiles());
    form = { schema, validate: createAjv().compile(schema) };
  }
  return form;
}

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Removes the value at a JSON pointer (`/firstContact/cellPhone`), and an object it leaves empty. */
function removeAt(data: Data, pointer: string): void {
  const [key, ...rest] = pointer.split('/').filter(Boolean);
  const value = data[key];
  if (rest.length > 0 && isObject(value)) {
    removeAt(value, `/${rest.join('/')}`);
    if (Object.keys(value).length > 0) return;
  }
  delete data[key];
}

/**
 * Drops from `data` the filled values (top-level `filled` keys) the form refuses, until it
 * refuses none of them. A missing value is no reason: the member fills it in on the form.
 */
function dropRefused(data: Data, filled: Set<string>): void {
  const { schema, validate } = memberInfoForm();
  for (let round = 0; round < 5; round += 1) {
    validate(data);
    const refused = toFieldErrors(validate.errors, schema).filter(
      (error) => error.keyword !== 'required' && filled.has(error.path.split('/')[1] ?? ''),
    );
    if (refused.length === 0) return;
    for (const error of refused) removeAt(data, error.path);
  }
}

async function newestApplicant(ctx: ServerContext, memberId: number) {
  const row = await ctx.db
    .selectFrom('cases')
    .select(['case_no', 'applicant_json'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return { caseNo: row.case_no, fields: memberInfoOfApplicant(JSON.parse(row.applicant_json)) };
  } catch {
    return undefined; // a damaged block fills nothing; the member's own record still shows
  }
}

/**
 * The member record with every form field the member never saved filled from the applicant data of
 * their newest case (what they last told us when applying), as far as the form accepts it, and
 * `filledFromCaseNo` naming that case. Saved fields always win; nothing is stored until they save.
 */
export async function withNewestCaseData(
  ctx: ServerContext,
  memberId: number,
  record: MemberRecord,
): Promise<MemberRecord> {
  const saved = record as unknown as Data;
  const isEmpty = (field: string) => saved[field] === null || saved[field] === undefined;
  if (!FORM_FIELDS.some(isEmpty)) return record;
  const newest = await newestApplicant(ctx, memberId);
  if (!newest) return record;
  const filled = new Set(Object.keys(newest.fields).filter(isEmpty));
  if (filled.size === 0) return record;
  const data: Data = {};
  for (const field of FORM_FIELDS) if (!isEmpty(field)) data[field] = saved[field];
  for (const field of filled) data[field] = newest.fields[field];
  dropRefused(data, filled);
  const kept = [...filled].filter((field) => data[field] !== undefined);
  if (kept.length === 0) return record;
  const fills = Object.fromEntries(kept.map((field) => [field, data[field]]));
  return { ...record, ...fills, filledFromCaseNo: newest.caseNo } as MemberRecord;
}
