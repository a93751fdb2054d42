import type { ErrorObject } from 'ajv';
import { schemaAtPointer } from './field-title';
import type { SchemaNode } from './json-schema';
import { FENQI_KEYWORD_NAMES, GENERIC_KEYWORDS } from './keyword-names';

const FENQI_KEYWORDS: ReadonlySet<string> = new Set(FENQI_KEYWORD_NAMES);

/** Where a field has no title (e.g. the form root), messages name it like this. */
const UNTITLED_FIELD = '此欄位';

type Template = (params: Record<string, unknown>) => string;

/** zh-TW messages for ajv's own keywords; `{field}` is filled in afterwards. */
const STANDARD_MESSAGES: Record<string, Template> = {
  type: () => '{field}格式不符',
  format: () => '{field}格式不符',
  pattern: () => '{field}格式不符',
  maxLength: (p) => `{field}最多 ${String(p.limit)} 個字`,
  minLength: (p) => `{field}至少需 ${String(p.limit)} 個字`,
  maximum: (p) => `{field}不可大於 ${String(p.limit)}`,
  minimum: (p) => `{field}不可小於 ${String(p.limit)}`,
  exclusiveMaximum: (p) => `{field}必須小於 ${String(p.limit)}`,
  exclusiveMinimum: (p) => `{field}必須大於 ${String(p.limit)}`,
  multipleOf: (p) => `{field}必須是 ${String(p.multipleOf)} 的倍數`,
  maxItems: (p) => `{field}最多 ${String(p.limit)} 個`,
  minItems: (p) => `{field}至少需 ${String(p.limit)} 個`,
  uniqueItems: () => '{field}不可重複',
  enum: () => '請選擇有效的{field}',
  const: () => '{field}不符合規定',
  additionalProperties: (p) => `不允許的欄位：${String(p.additionalProperty)}`,
  maxProperties: () => '{field}項目過多',
  minProperties: () => '{field}項目不足',
  anyOf: () => '{field}格式不符',
  oneOf: () => '{field}格式不符',
  not: () => '{field}格式不符',
  'false schema': () => '{field}不可填寫',
};

/** Keywords whose error only repeats what the errors of their branches already say. */
const SUMMARY_KEYWORDS = new Set(['if', 'allOf', '$ref']);

/** The prompt for a missing value, chosen by the rule the field carries. */
export function requiredMessage(field: SchemaNode | undefined): string {
  if (field?.checkbox_required) return '請勾選同意條款';
  if (field?.radio_required) return '請選取{field}';
  if (field?.select_required) return '{field} 未選擇';
  if (field?.image) return '請上傳 {field}';
  return '請輸入{field}';
}

function fillField(message: string, field: SchemaNode | undefined): string {
  const title = typeof field?.title === 'string' && field.title ? field.title : UNTITLED_FIELD;
  return message.split('{field}').join(title);
}

function joinPointer(base: string, child: string): string {
  return `${base}/${child.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The property a `required` error (raw, or wrapped by ajv-errors) is about. */
function missingPropertyOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required' || error.keyword === 'dependencies') {
    return String(error.params.missingProperty);
  }
  if (error.keyword === 'errorMessage') {
    const inner = (error.params as { errors?: ErrorObject[] }).errors ?? [];
    const missing = inner.map((e) => e.params.missingProperty).filter((p) => typeof p === 'string');
    if (inner.length > 0 && missing.length === inner.length && new Set(missing).size === 1) {
      return String(missing[0]);
    }
  }
  return undefined;
}

/**
 * Turns raw ajv errors into their final zh-TW text, in place (RJSF's `localizer` contract):
 * ajv's own keywords get Fenqi's texts, `{field}` becomes the field's title, required errors
 * get the field's prompt and, when ajv-errors wrapped them, their `missingProperty` back so
 * the message lands under the right field. Summary errors (`if`) are dropped, and so are generic
 * errors (type, enum, pattern…) of a field that also fails a Fenqi rule: one clear message a field.
 */
export function localizeErrors(errors: ErrorObject[] | null | undefined, root: SchemaNode): void {
  if (!errors) return;
  const specificPaths = new Set(
    errors.filter((e) => FENQI_KEYWORDS.has(e.keyword)).map((e) => e.instancePath),
  );
  for (let i = errors.length - 1; i >= 0; i -= 1) {
    const error = errors[i];
    const superseded = GENERIC_KEYWORDS.has(error.keyword) && specificPaths.has(error.instancePath);
    if (SUMMARY_KEYWORDS.has(error.keyword) || superseded) {
      errors.splice(i, 1);
      continue;
    }
    const missing = missingPropertyOf(error);
    const pointer = missing === undefined ? error.instancePath : joinPointer(error.instancePath, missing);
    const field = schemaAtPointer(root, pointer);
    let template: string;
    if (error.keyword === 'errorMessage') {
      template = error.message ?? '';
      if (missing !== undefined) error.params = { ...error.params, missingProperty: missing };
    } else if (missing !== undefined) {
      template = requiredMessage(field);
    } else if (error.keyword in STANDARD_MESSAGES) {
      template = STANDARD_MESSAGES[error.keyword](error.params);
    } else if (FENQI_KEYWORDS.has(error.keyword)) {
      template = error.message ?? ''; // a Fenqi keyword's message is already zh-TW
    } else {
      template = '{field}格式不符';
    }
    error.message = fillField(template, field);
  }
}

/** A localized error as the server and the fixture suite report it. */
export interface FieldError {
  /** JSON pointer to the field, e.g. `/firstContact/name`. */
  path: string;
  keyword: string;
  message: string;
}

/** Localizes and flattens ajv errors to `{path, keyword, message}` with the field's own path. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, root: SchemaNode): FieldError[] {
  if (!errors) return [];
  const copy = errors.map((e) => ({ ...e, params: { ...e.params } }));
  localizeErrors(copy, root);
  return copy.map((e) => {
    const missing = e.params.missingProperty;
    const path = typeof missing === 'string' ? joinPointer(e.instancePath, missing) : e.instancePath;
    const inner = (e.params as { errors?: ErrorObject[] }).errors;
    const keyword = e.keyword === 'errorMessage' && inner?.[0] ? inner[0].keyword : e.keyword;
    return { path: path || '/', keyword, message: e.message ?? '' };
  });
}
