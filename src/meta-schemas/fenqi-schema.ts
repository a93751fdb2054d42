import draft07Json from 'ajv/dist/refs/json-schema-draft-07.json';
import { FENQI_KEYWORD_DOCS, STANDARD_KEYWORD_DOCS } from './keyword-docs';
import { META_SCHEMA_BASE_URI, type JsonObject, type JsonValue } from './json';
import type { KeywordSource, SchemaSources } from './sources';
import { SEND_META_SCHEMA } from '../validation/send/form-send';

/** draft-07's meta-schema as ajv ships it: its definitions and the shape of each of its keywords. */
const draft07 = draft07Json as unknown as { definitions: JsonObject; properties: Record<string, JsonValue> };

/** Where `{"$data": "1/field"}` values are described in the meta-schema. */
const DATA_REF = { $ref: '#/definitions/$data' };

/** Shapes of the keywords ajv accepts that draft-07's meta-schema does not describe. */
const EXTRA_SHAPES: Record<string, JsonObject> = {
  $defs: { type: 'object', additionalProperties: { $ref: '#' }, default: {} },
  writeOnly: { type: 'boolean', default: false },
  deprecated: { type: 'boolean', default: false },
  contentSchema: { $ref: '#' },
  nullable: { type: 'boolean' },
  // A form's send declaration: the editor checks and completes it with the keyword's own schema.
  send: SEND_META_SCHEMA as unknown as JsonObject,
};

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  number: '數字',
  integer: '整數',
  boolean: '布林',
  object: '物件',
  array: '陣列',
  null: 'null',
};

function isFenqiKeyword(name: string): name is keyof typeof FENQI_KEYWORD_DOCS {
  return name in FENQI_KEYWORD_DOCS;
}

/** The value a Fenqi rule keyword takes, from its ajv definition: `true`, or a `$data` pointer. */
function fenqiShape(keyword: KeywordSource): JsonObject {
  const types = keyword.definition?.schemaType ?? [];
  if (types.length === 1 && types[0] === 'boolean' && !keyword.definition?.$data)
    return { type: 'boolean', default: true };
  if (types.length === 0) throw new Error(`Fenqi keyword ${keyword.name} has no schemaType`);
  return { type: types.length === 1 ? types[0] : types };
}

/** The hover text of a Fenqi rule keyword: what it checks, how to write it, where it applies, its message. */
function fenqiDescription(keyword: KeywordSource): string {
  const name = keyword.name;
  if (!isFenqiKeyword(name))
    throw new Error(`No description for the Fenqi keyword "${name}" in keyword-docs.ts`);
  const definition = keyword.definition;
  const usage = definition?.$data ? `"${name}": {"$data": "1/另一欄位"}` : `"${name}": true`;
  const types = definition?.type?.length
    ? `只檢查${definition.type.map((type) => TYPE_NAMES[type] ?? type).join('或')}（其他型別交給 type）`
    : '檢查任何型別';
  const message = typeof definition?.error?.message === 'string' ? definition.error.message : undefined;
  return [
    `Fenqi 規則（規格 §5）：${FENQI_KEYWORD_DOCS[name]}`,
    `寫法：${usage}；${types}。`,
    ...(message
      ? [`錯誤訊息：${message}${message.includes('{field}') ? '（{field} 換成欄位的 title）' : ''}`]
      : []),
  ].join('\n');
}

/** ajv-errors' `errorMessage`: a text, or messages by keyword (and by property for required/dependencies). */
function errorMessageShape(validating: string[]): JsonObject {
  const messageOrMap: JsonObject = {
    anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
  };
  const messages: JsonObject = {
    type: 'object',
    properties: {
      required: { ...messageOrMap, description: '必填欄位沒填的訊息；物件則依欄位：{"欄位": "請填寫…"}' },
      dependencies: { ...messageOrMap, description: 'dependencies 的訊息；物件則依欄位' },
      properties: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: '依子欄位的訊息：{"欄位": "訊息"}',
      },
      items: {
        anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
        description: '依陣列位置的訊息',
      },
      _: { type: 'string', description: '其餘錯誤的訊息' },
    },
    propertyNames: { enum: [...validating, '_'] },
    additionalProperties: { type: 'string' },
  };
  return { anyOf: [{ type: 'string' }, messages] };
}

/** The value a keyword takes: draft-07's description of it, or ajv's definition for the others. */
function keywordShape(keyword: KeywordSource, sources: SchemaSources, validating: string[]): JsonObject {
  const draft = draft07.properties[keyword.name];
  let shape: JsonObject;
  if (draft !== undefined) shape = draft === true ? {} : { ...(draft as JsonObject) };
  else if (EXTRA_SHAPES[keyword.name]) shape = EXTRA_SHAPES[keyword.name];
  else if (sources.fenqiKeywords.includes(keyword.name)) shape = fenqiShape(keyword);
  else if (keyword.name === 'errorMessage') shape = errorMessageShape(validating);
  else if (keyword.definition?.schemaType.length) {
    const types = keyword.definition.schemaType;
    shape = { type: types.length === 1 ? types[0] : types };
  } else throw new Error(`No shape for the keyword "${keyword.name}": add one to EXTRA_SHAPES`);
  // ajv refuses a format it does not know; offering its names lets the editor complete and check them.
  if (keyword.name === 'format') shape = { ...shape, enum: sources.formats };
  return keyword.definition?.$data ? { anyOf: [shape, DATA_REF] } : shape;
}

function keywordDescription(keyword: KeywordSource, sources: SchemaSources): string {
  if (sources.fenqiKeywords.includes(keyword.name)) return fenqiDescription(keyword);
  const text = STANDARD_KEYWORD_DOCS[keyword.name];
  if (!text) throw new Error(`No description for the keyword "${keyword.name}" in keyword-docs.ts`);
  return keyword.definition?.$data ? `${text}\n也可寫 {"$data": "1/另一欄位"}，取另一個欄位的值。` : text;
}

/** The `$id` of the Fenqi schema meta-schema. */
export const FENQI_SCHEMA_META_ID = `${META_SCHEMA_BASE_URI}fenqi-schema.json`;

/**
 * The meta-schema of Fenqi's schema files: draft-07's, with the Fenqi rule keywords and ajv-errors'
 * `errorMessage`, closed (`additionalProperties: false`, applied to every subschema through `$ref:
 * "#"`) over the keywords ajv in strict mode accepts, so a misspelt keyword is underlined in the
 * editor as ajv would refuse it. Keywords that take `$data` in ajv take it here too.
 */
export function fenqiSchemaMetaSchema(sources: SchemaSources): JsonObject {
  const validating = sources.keywords.filter((keyword) => keyword.validates).map((keyword) => keyword.name);
  const properties: JsonObject = {};
  for (const keyword of sources.keywords) {
    properties[keyword.name] = {
      description: keywordDescription(keyword, sources),
      ...keywordShape(keyword, sources, validating),
    };
  }
  return {
    $id: FENQI_SCHEMA_META_ID,
    title: 'Fenqi 表單 schema',
    description:
      'schemas/ 下的 JSON Schema（draft-07）：標準關鍵字、Fenqi 的規則關鍵字（規格 §5）與 ajv-errors 的 errorMessage。' +
      '只接受 ajv（strict 模式）認得的關鍵字，拼錯的關鍵字會畫底線。',
    $comment:
      '由 scripts/write-meta-schemas.ts 從 src/validation 的 ajv 產生，請勿手改。' +
      '不寫 $schema：它是 draft-07 的 meta-schema，.vscode/settings.json 在這個工作區以它取代 draft-07。',
    definitions: {
      ...draft07.definitions,
      $data: {
        description:
          'ajv 的 $data：以 JSON pointer 取資料中另一個欄位的值，例如 "1/password"（同一層的 password）。',
        type: 'object',
        required: ['$data'],
        properties: {
          $data: { type: 'string', anyOf: [{ format: 'relative-json-pointer' }, { format: 'json-pointer' }] },
        },
        additionalProperties: false,
      },
    },
    type: ['object', 'boolean'],
    properties,
    additionalProperties: false,
    default: true,
  };
}
