import { fenqiKeywords } from '../../validation/keywords';
import { FENQI_KEYWORD_NAMES } from '../../validation/keyword-names';
import { isSchemaNode, type SchemaNode } from '../../validation/json-schema';

type FenqiKeyword = (typeof FENQI_KEYWORD_NAMES)[number];

/**
 * What each Fenqi keyword asks of a value, in zh-TW, for readers of the published document (the
 * checks themselves are in src/validation/checks). A `Record` over every keyword name, so a new
 * keyword does not compile until it is explained here.
 */
const KEYWORD_MEANINGS: Record<FenqiKeyword, string> = {
  non_hyphen: '不得包含連字符號（- 或全形 －）',
  ch_name: '姓名：不得包含連字符號（- 或全形 －）',
  email: '電子信箱：帳號@網域（含 . 的網域），不含空白，最多 40 字',
  phone_number: '電話：手機（09 加 8 位數字）或市話（0 加 8 或 9 位數字），只含數字',
  mobile_phone: '手機號碼：09 加 8 位數字',
  newMemberPasswd: '密碼至少包含一個英文字母',
  confirmPassword: '須與 $data 指向的欄位相同（確認密碼）',
  checkbox_required: '必須勾選（值為 true）',
  radio_required: '必須選擇一項（不可為 -1、"-1"、空字串或 null）',
  select_required: '必須選擇一項（不可為 -1、"-1"、空字串或 null）',
  positive_integer: '0 以上的整數（數字，或只含數字的字串）',
  tw_id: '身分證字號：大寫英文字母、1 或 2、8 位數字，且檢查碼正確',
  image: '必須附上已上傳的檔案（非空的檔案參照或清單）',
  creditCard: '信用卡號：4 組 4 位數字，以連字符號分隔（0000-0000-0000-0000）',
};

/** ajv-errors' keyword: the custom zh-TW messages of a schema node. */
const ERROR_MESSAGE = 'errorMessage';

/** Where a field has no title, its messages name it like this (as the browser does, localize.ts). */
const UNTITLED_FIELD = '此欄位';

/** Each keyword's own zh-TW message template, from its ajv definition. */
const DEFAULT_MESSAGES: ReadonlyMap<string, string> = new Map(
  fenqiKeywords.flatMap((definition) =>
    typeof definition.error?.message === 'string'
      ? [[String(definition.keyword), definition.error.message] as const]
      : [],
  ),
);

const FENQI_KEYWORDS: ReadonlySet<string> = new Set(FENQI_KEYWORD_NAMES);

/** The vendor extension a keyword is published as: `tw_id` → `x-fenqi-tw-id`, `creditCard` → `x-fenqi-credit-card`. */
export function extensionName(keyword: string): string {
  const kebab = keyword.replace(/_/g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `x-fenqi-${kebab}`;
}

// The keywords whose value is a schema or a list of schemas, and those whose value maps names to
// schemas (JSON Schema 2020-12 and draft-07): the walk goes into these, and only these, so a
// property that happens to be called `email` is never taken for the keyword.
const SUBSCHEMA = new Set([
  'additionalItems',
  'additionalProperties',
  'allOf',
  'anyOf',
  'contains',
  'contentSchema',
  'else',
  'if',
  'items',
  'not',
  'oneOf',
  'prefixItems',
  'propertyNames',
  'then',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
const SCHEMA_MAP = new Set([
  '$defs',
  'definitions',
  'dependencies',
  'dependentSchemas',
  'patternProperties',
  'properties',
]);

function fillField(message: string, node: SchemaNode): string {
  const title = typeof node.title === 'string' && node.title ? node.title : UNTITLED_FIELD;
  return message.split('{field}').join(title);
}

/** The custom messages of an `errorMessage` value, flattened: `required.email` → text. */
function customMessages(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix || '全部', value]];
  if (!isSchemaNode(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    customMessages(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The zh-TW line that explains one published keyword of `node`. */
function explanation(keyword: string, value: unknown, node: SchemaNode): string {
  if (keyword === ERROR_MESSAGE) {
    const texts = customMessages(value).map(([where, text]) => `${where}：「${fillField(text, node)}」`);
    return `\`${extensionName(keyword)}\`（自訂錯誤訊息，依規則）：${texts.join('；')}`;
  }
  const custom = new Map(customMessages(node[ERROR_MESSAGE]));
  const message = custom.get(keyword) ?? DEFAULT_MESSAGES.get(keyword) ?? '';
  const meaning = KEYWORD_MEANINGS[keyword as FenqiKeyword];
  const target = isSchemaNode(value) && typeof value.$data === 'string' ? `（$data：${value.$data}）` : '';
  return `\`${extensionName(keyword)}\`（Fenqi 驗證規則）${meaning}${target}。不符時的訊息：「${fillField(message, node)}」`;
}

/**
 * A schema as published in the OpenAPI document: each Fenqi keyword (`tw_id: true`) and ajv-errors'
 * `errorMessage` become vendor extensions (`x-fenqi-tw-id: true`, `x-fenqi-error-message: {…}`),
 * which OpenAPI tools accept and skip, and the node's `description` says in zh-TW what each one
 * asks and the message the member sees. Only this copy changes: the server and the browser keep
 * validating with the real keywords of the same schema files. Subschemas are walked through the
 * JSON Schema keywords that hold them; everything else is copied as it is.
 */
export function publishedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(publishedSchema);
  if (!isSchemaNode(schema)) return schema;
  const out: Record<string, unknown> = {};
  const lines: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (FENQI_KEYWORDS.has(key) || key === ERROR_MESSAGE) {
      out[extensionName(key)] = value;
      lines.push(explanation(key, value, schema));
    } else if (SUBSCHEMA.has(key)) {
      out[key] = publishedSchema(value);
    } else if (SCHEMA_MAP.has(key) && isSchemaNode(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [name, publishedSchema(inner)]),
      );
    } else {
      out[key] = value;
    }
  }
  if (lines.length > 0) {
    const own = typeof schema.description === 'string' ? [schema.description] : [];
    out.description = [...own, ...lines].join('\n\n');
  }
  return out;
}

/** OpenAPI objects whose values are examples (never schemas), left as they are. */
const EXAMPLE_KEYS = new Set(['example', 'examples']);

/**
 * The OpenAPI document with every schema published as {@link publishedSchema} does: the
 * components' schemas and every `schema` of a parameter, header or media type.
 */
export function withPublishedKeywords<T>(document: T): T {
  const walk = (node: unknown, key: string | undefined, parent: string | undefined): unknown => {
    if (key === 'schema' || parent === 'schemas') return publishedSchema(node);
    if (Array.isArray(node)) return node.map((item) => walk(item, undefined, key));
    if (!isSchemaNode(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([name, value]) => [
        name,
        EXAMPLE_KEYS.has(name) ? value : walk(value, name, key),
      ]),
    );
  };
  return walk(document, undefined, undefined) as T;
}
