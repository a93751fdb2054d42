import { META_SCHEMA_BASE_URI, type JsonObject } from './json';
import type { SchemaSources } from './sources';

/** The `$id` of the fixture meta-schema. */
export const FENQI_FIXTURE_META_ID = `${META_SCHEMA_BASE_URI}fenqi-fixture.json`;

/**
 * The meta-schema of a fixture case, `fixtures/<form>/<case>.json` (`npm run fixtures`): its
 * description, the data, whether the form accepts it and, when it does not, the errors expected
 * by path (a JSON pointer), keyword (one ajv reports) and zh-TW message. Closed, so a misspelt
 * key is underlined rather than silently ignored by the runner.
 */
export function fenqiFixtureMetaSchema(sources: SchemaSources): JsonObject {
  const keywords = sources.keywords
    .filter((keyword) => keyword.validates || keyword.name === 'errorMessage')
    .map((keyword) => keyword.name);
  return {
    $id: FENQI_FIXTURE_META_ID,
    title: 'Fenqi 表單測試案例',
    description:
      'fixtures/<表單>/<案例>.json：一筆資料與表單驗證它的預期結果。npm run fixtures 以瀏覽器用的驗證器逐一檢查。',
    $comment: '由 scripts/write-meta-schemas.ts 產生（keyword 的名單取自 src/validation 的 ajv），請勿手改。',
    definitions: {
      error: {
        type: 'object',
        description: '一個預期的錯誤：欄位、關鍵字與訊息都須與驗證結果相同。',
        required: ['path', 'message'],
        properties: {
          path: {
            type: 'string',
            format: 'json-pointer',
            pattern: '^/',
            description: '出錯欄位的 JSON pointer，例如 "/memIdNum"、"/firstContact/name"；整份資料是 "/"。',
          },
          keyword: {
            type: 'string',
            enum: keywords,
            description: '報錯的關鍵字，例如 required、tw_id、maxLength（可省略：只比對欄位與訊息）。',
          },
          message: { type: 'string', minLength: 1, description: '預期的錯誤訊息（zh-TW），須一字不差。' },
        },
        additionalProperties: false,
      },
    },
    type: 'object',
    required: ['description', 'data', 'valid'],
    properties: {
      $schema: { type: 'string', description: '這個檔案的 meta-schema（編輯器用；測試時不讀）。' },
      description: { type: 'string', minLength: 1, description: '這個案例測什麼（zh-TW）；案例失敗時顯示。' },
      data: { description: '送進表單驗證的資料，與表單送出的樣子相同。' },
      valid: {
        type: 'boolean',
        description: 'true：表單應接受這筆資料；false：應拒絕，errors 列出預期的錯誤。',
      },
      errors: {
        type: 'array',
        items: { $ref: '#/definitions/error' },
        description:
          'valid 為 false 時預期的錯誤：寫了就須列出全部（多出或缺少都算失敗）；不寫則只要求資料被拒絕。',
      },
    },
    additionalProperties: false,
    if: { properties: { valid: { const: true } }, required: ['valid'] },
    then: { properties: { errors: false } },
  };
}
