import { CONTRACT_TEXTS } from '../contracts/contract-texts';
import { META_SCHEMA_BASE_URI, type JsonObject } from './json';
import type { UiSources, WidgetSource } from './sources';
import { FENQI_FIELD_DOCS, FENQI_WIDGET_DOCS, LOOKUP_DOCS, RJSF_WIDGET_DOCS } from './ui-docs';
import { RJSF_WIDGET_ALIASES } from './sources';

/** The `$id` of the uiSchema meta-schema. */
export const FENQI_UISCHEMA_META_ID = `${META_SCHEMA_BASE_URI}fenqi-uischema.json`;

const TEXT = { type: 'string' };
const FLAG = { type: 'boolean' };

/**
 * RJSF's options (`ui:<name>` or `ui:options.<name>`) that a JSON uiSchema can give: the template
 * options take components and the markdown options are refused by Fenqi's registry (plain text only),
 * so neither is offered.
 */
const RJSF_OPTIONS: Record<string, JsonObject> = {
  widget: { $ref: '#/definitions/widget' },
  title: { ...TEXT, description: '標籤文字，取代 schema 的 title（錯誤訊息仍用 schema 的 title）。' },
  description: { ...TEXT, description: '欄位說明，取代 schema 的 description。' },
  placeholder: { ...TEXT, description: '輸入框內的提示文字，例如「例：0912345678」。' },
  help: { ...TEXT, description: '顯示在欄位下方的說明文字（純文字）。' },
  autofocus: { ...FLAG, description: '開啟表單時游標停在這個欄位。' },
  autocomplete: {
    ...TEXT,
    description: '瀏覽器自動填入的種類（HTML autocomplete）。',
    examples: ['off', 'name', 'email', 'tel', 'current-password', 'new-password', 'one-time-code', 'bday'],
  },
  autocapitalize: {
    ...TEXT,
    description: '行動裝置鍵盤的自動大寫。',
    enum: ['off', 'none', 'on', 'sentences', 'words', 'characters'],
  },
  disabled: { ...FLAG, description: '停用：顯示但不能輸入（含子欄位）。' },
  readonly: { ...FLAG, description: '唯讀（含子欄位）。' },
  hideError: { ...FLAG, description: '不在欄位下顯示錯誤（含子欄位）。' },
  label: { ...FLAG, description: 'false：不顯示標籤。' },
  classNames: { ...TEXT, description: '加在欄位外框的 CSS class。' },
  style: { type: 'object', description: '加在欄位外框的 CSS 樣式（React style 物件）。' },
  emptyValue: { description: '欄位清空時的值（預設為 undefined）。' },
  enumDisabled: { type: 'array', description: '停用的選項（依 enum 的值）。' },
  enumNames: {
    description: '選項的顯示文字：依 enum 順序的陣列，或以值對應文字的物件。',
    anyOf: [
      { type: 'array', items: TEXT },
      { type: 'object', additionalProperties: TEXT },
    ],
  },
  enumOrder: { type: 'array', description: '選項的顯示順序（依 enum 的值，"*" 代表其餘）。' },
  optionsSchemaSelector: { ...TEXT, description: 'oneOf／anyOf 依哪個欄位選擇分支。' },
  order: {
    type: 'array',
    items: TEXT,
    uniqueItems: true,
    description: '子欄位的顯示順序；"*" 代表其餘欄位（沒有 "*" 時須列出全部欄位）。',
  },
  filePreview: { ...FLAG, description: 'RJSF 檔案欄位顯示預覽。' },
  inline: { ...FLAG, description: '多選勾選框排成一列。' },
  inputType: {
    ...TEXT,
    description: '輸入框的 HTML type，例如 tel（手機顯示數字鍵盤）、email、number。',
    examples: ['tel', 'email', 'number', 'text', 'url', 'search'],
  },
  rows: { type: 'integer', minimum: 1, description: '多行文字輸入框的行數。' },
  submitButtonOptions: {
    type: 'object',
    description: '送出按鈕（只在最上層）：norender 隱藏，submitText 改文字。',
    properties: {
      submitText: { ...TEXT, description: '按鈕文字（預設「送出」）。' },
      norender: { ...FLAG, description: 'true：不顯示送出按鈕（頁面有自己的按鈕）。' },
      props: {
        type: 'object',
        properties: { disabled: FLAG, className: TEXT },
        description: '交給按鈕的其他屬性。',
      },
    },
    additionalProperties: false,
  },
  addable: { ...FLAG, description: 'false：陣列不能新增項目。' },
  copyable: { ...FLAG, description: 'true：陣列項目可以複製。' },
  orderable: { ...FLAG, description: 'false：陣列項目不能調整順序。' },
  removable: { ...FLAG, description: 'false：陣列項目不能刪除。' },
  allowClearTextInputs: { ...FLAG, description: 'true：文字輸入框可一鍵清除。' },
  duplicateKeySuffixSeparator: { ...TEXT, description: 'additionalProperties 重複名稱的分隔字元。' },
  enableOptionalDataFieldForType: {
    type: 'array',
    items: { enum: ['object', 'array'] },
    description: '哪些型別顯示「選填資料」的控制項。',
  },
  optionValueFormat: { enum: ['indexed', 'realValue'], description: '選項在 DOM 的值：索引或實際的值。' },
  deprecatedHandling: { enum: ['hide', 'disable', 'label'], description: 'deprecated 欄位的顯示方式。' },
};

/** Options Fenqi's widgets and fields read from `ui:options`. */
const FENQI_OPTIONS: Record<string, JsonObject> = {
  lookup: {
    $ref: '#/definitions/lookup',
    description: 'lookupSelect／lookupRadio：選項來自哪一份伺服器清單（formContext.lookups）。',
  },
  lookupArgs: {
    type: 'object',
    description:
      '清單的參數：文字是表單資料的 JSON pointer（"/bankCode"：取那個欄位的值，空的時候先不載入），其他值照原樣傳入。',
    additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
  },
  searchable: { ...FLAG, description: 'lookupSelect：可輸入文字篩選選項。' },
  searchArg: { ...TEXT, description: 'lookupSelect：輸入的文字以這個參數名交給伺服器搜尋（例如 keyword）。' },
  bankLookup: {
    $ref: '#/definitions/lookup',
    description: 'creditCard 欄位：發卡銀行的清單（預設 banks）。',
  },
  fileCategory: {
    $ref: '#/definitions/fileCategory',
    description: 'fileUpload：檔案類別（規格 §3 的代碼，或舊流程的文件代碼）。',
  },
  accept: {
    ...TEXT,
    description: 'fileUpload：可選的檔案類型（預設 image/*）。',
    examples: ['image/*', 'image/*,application/pdf'],
  },
  contracts: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { enum: Object.keys(CONTRACT_TEXTS) },
    description: 'contractConsent：勾選即同意的契約（contracts/ 的檔名，依頁面顯示的順序）。',
  },
  unit: { ...TEXT, description: 'summary 欄位：數值後面的單位，例如 元、期。' },
  grouping: { ...FLAG, description: 'summary 欄位：false 時數字不加千分位（例如年份）。' },
  minYear: { type: 'integer', minimum: 1, description: 'rocDate／rocDateParts：最早的民國年（預設 1）。' },
  maxYear: { type: 'integer', minimum: 1, description: 'rocDate／rocDateParts：最晚的民國年（預設今年）。' },
};

/** `ui:` keys that are not options: the field, the options object, and RJSF's anyOf/oneOf switch. */
const UI_ONLY: Record<string, JsonObject> = {
  'ui:field': { $ref: '#/definitions/field' },
  'ui:options': { $ref: '#/definitions/options' },
  'ui:fieldReplacesAnyOrOneOf': { ...FLAG, description: 'true：自訂欄位自己處理 anyOf／oneOf。' },
};

/** Options RJSF reads from the root's `ui:globalOptions` for every field. */
const GLOBAL_OPTIONS = [
  'addable',
  'copyable',
  'orderable',
  'removable',
  'label',
  'allowClearTextInputs',
  'duplicateKeySuffixSeparator',
  'enableOptionalDataFieldForType',
  'optionValueFormat',
  'deprecatedHandling',
];

function widgetDescription(widget: WidgetSource): string {
  const types = `適用：${widget.types.join('、')}`;
  if (widget.kind === 'fenqi') {
    const text = FENQI_WIDGET_DOCS[widget.name];
    if (!text) throw new Error(`No description for the Fenqi widget "${widget.name}" in ui-docs.ts`);
    return `Fenqi：${text}`;
  }
  if (widget.kind === 'alias') {
    const text = RJSF_WIDGET_DOCS[widget.name];
    if (!text) throw new Error(`No description for the RJSF widget "${widget.name}" in ui-docs.ts`);
    return `${text}（${types}）`;
  }
  const aliases = Object.entries(RJSF_WIDGET_ALIASES)
    .filter(([, entry]) => entry === widget.name)
    .map(([alias]) => alias);
  return aliases.length
    ? `RJSF 的元件登錄名稱，一般寫 ${aliases.map((alias) => `"${alias}"`).join(' 或 ')}。`
    : 'RJSF 的元件登錄名稱。';
}

function fieldDescription(field: UiSources['fields'][number]): string {
  if (field.kind === 'rjsf') return 'RJSF 內建欄位（一般不必指定）。';
  const text = (FENQI_FIELD_DOCS as Record<string, string>)[field.name];
  if (!text) throw new Error(`No description for the Fenqi field "${field.name}" in ui-docs.ts`);
  return `Fenqi：${text}`;
}

function prefixed(options: Record<string, JsonObject>): Record<string, JsonObject> {
  return Object.fromEntries(Object.entries(options).map(([name, shape]) => [`ui:${name}`, shape]));
}

/** A pattern of the `ui:` keys not in `known`, so the editor underlines a misspelt one. */
function unknownUiKeys(known: string[]): string {
  const names = known.map((key) => key.slice('ui:'.length).replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  return `^ui:(?!(?:${names.join('|')})$)`;
}

/** A widget that cannot work without an option: `fileUpload` needs its category, the lookup widgets their list. */
function requiredOptions(uiSources: UiSources): JsonObject[] {
  const has = (name: string) => uiSources.widgets.some((widget) => widget.name === name);
  const rules: [string[], string][] = [
    [['fileUpload'], 'fileCategory'],
    [['lookupSelect', 'lookupRadio'], 'lookup'],
    [['contractConsent'], 'contracts'],
  ];
  return rules.map(([widgets, option]) => {
    if (!widgets.every(has)) throw new Error(`The registry has no widget ${widgets.join(' / ')} any more`);
    return {
      if: { properties: { 'ui:widget': { enum: widgets } }, required: ['ui:widget'] },
      then: { required: ['ui:options'], properties: { 'ui:options': { required: [option] } } },
    };
  });
}

/**
 * The meta-schema of `uischemas/<form>.json`: every object is a field's uiSchema whose `ui:` keys
 * are RJSF's options as Fenqi uses them (a misspelt `ui:` key is underlined), `ui:widget` and
 * `ui:field` the names the registry resolves, `ui:options` closed over RJSF's and Fenqi's options
 * (lookups and file categories by name), and every other key a property's uiSchema, recursively.
 */
export function fenqiUiSchemaMetaSchema(uiSources: UiSources): JsonObject {
  const nodeProperties = { ...prefixed(RJSF_OPTIONS), ...UI_ONLY };
  const rootProperties: Record<string, JsonObject> = {
    $schema: { ...TEXT, description: '這個檔案的 meta-schema（編輯器用；載入表單時會去掉）。' },
    ...nodeProperties,
    'ui:globalOptions': {
      type: 'object',
      description: '套用到每個欄位的選項。',
      properties: Object.fromEntries(GLOBAL_OPTIONS.map((name) => [name, RJSF_OPTIONS[name]])),
      additionalProperties: false,
    },
    'ui:definitions': {
      type: 'object',
      description: '依 $ref 路徑（"#/definitions/名稱"）套用的 uiSchema。',
      additionalProperties: { $ref: '#/definitions/node' },
    },
  };
  const widgets = uiSources.widgets;
  return {
    $id: FENQI_UISCHEMA_META_ID,
    title: 'Fenqi 表單 uiSchema',
    description:
      'uischemas/ 下的 uiSchema：欄位的順序、元件（ui:widget）、提示與說明。鍵是 ui: 開頭的選項，或子欄位的名稱（其值又是一個 uiSchema）。',
    $comment: '由 scripts/write-meta-schemas.ts 從表單元件登錄（src/forms）產生，請勿手改。',
    definitions: {
      widget: {
        type: 'string',
        description:
          '欄位的元件：Fenqi 的元件或 RJSF 的元件名稱（不適用於欄位型別的名稱，載入表單時會報錯）。',
        enum: widgets.map((widget) => widget.name),
        enumDescriptions: widgets.map(widgetDescription),
      },
      field: {
        type: 'string',
        description: '以整個欄位取代 RJSF 的預設欄位（Fenqi 的複合欄位）。',
        enum: uiSources.fields.map((field) => field.name),
        enumDescriptions: uiSources.fields.map(fieldDescription),
      },
      lookup: {
        type: 'string',
        description: '伺服器清單的名稱（formContext.lookups）。',
        enum: uiSources.lookups,
        enumDescriptions: uiSources.lookups.map((name) => LOOKUP_DOCS[name] ?? ''),
      },
      fileCategory: {
        description: '檔案類別：規格 §3 的類別代碼（數字），或舊流程的文件代碼（文字）。',
        enum: uiSources.fileCategories.map((category) => category.id),
        enumDescriptions: uiSources.fileCategories.map((category) => category.name),
      },
      options: {
        type: 'object',
        description: '元件與欄位的選項：RJSF 的選項（同 ui: 開頭的鍵）加上 Fenqi 元件的選項。',
        properties: { ...RJSF_OPTIONS, ...FENQI_OPTIONS },
        additionalProperties: false,
      },
      node: {
        type: 'object',
        description: '一個欄位的 uiSchema：ui: 開頭的選項，其他鍵是子欄位（陣列用 items）。',
        properties: nodeProperties,
        patternProperties: { [unknownUiKeys(Object.keys(nodeProperties))]: false },
        additionalProperties: { $ref: '#/definitions/node' },
        allOf: requiredOptions(uiSources),
      },
    },
    type: 'object',
    properties: rootProperties,
    patternProperties: {
      [unknownUiKeys(Object.keys(rootProperties).filter((key) => key.startsWith('ui:')))]: false,
    },
    additionalProperties: { $ref: '#/definitions/node' },
  };
}
