import type { FENQI_KEYWORD_NAMES } from '../validation/keyword-names';

/*
 * What the editor shows when an analyst hovers a keyword of a schema file (zh-TW). The keyword
 * list itself comes from the ajv instance (sources.ts); the generator refuses a keyword without a
 * line here, so a keyword added to the code gets its description in the same change.
 */

type FenqiKeywordName = (typeof FENQI_KEYWORD_NAMES)[number];

/** The Fenqi rule keywords of spec §5: what each checks (the message and types come from the code). */
export const FENQI_KEYWORD_DOCS = {
  non_hyphen: '不得含連字號（-、－），用於市話與自由填寫的文字。',
  ch_name: '姓名：不得含連字號（-、－），規則同 non_hyphen。',
  email: '電子信箱：帳號@網域.頂級網域，不含空白，最多 40 字。',
  phone_number: '電話：手機（09 加 8 碼）或市話（0 加 8 或 9 碼），只能填數字。',
  mobile_phone: '手機：09 加 8 碼數字。',
  newMemberPasswd: '新密碼至少要有一個英文字母。',
  confirmPassword:
    '確認密碼：值須等於另一個欄位（通常是密碼），以 $data 指向它，例如 {"$data": "1/newPasswd"}。',
  checkbox_required: '同意條款：勾選框必須勾選（值為 true）。',
  radio_required:
    '單選題必須選一個（-1、空字串、null 都算沒選）。必填欄位沒填時的提示也由它決定：請選取{field}。',
  select_required:
    '下拉選單必須選一個（-1、空字串、null 都算沒選）。必填欄位沒填時的提示也由它決定：{field} 未選擇。',
  positive_integer: '0 以上的整數（數字或全是數字的字串）。',
  tw_id: '身分證字號：大寫英文字母、1 或 2、8 碼數字，檢查碼須正確。',
  image: '必須上傳檔案（非空的檔案網址、檔案物件或非空的檔案清單）。必填欄位沒填時的提示：請上傳 {field}。',
  creditCard: '信用卡卡號：四組四碼數字，以連字號隔開（1234-5678-9012-3456）；錯誤時顯示欄位本身的提示。',
} satisfies Record<FenqiKeywordName, string>;

/** JSON Schema draft-07 keywords, the ones ajv adds (formats, `$defs`…) and ajv-errors' `errorMessage`. */
export const STANDARD_KEYWORD_DOCS: Record<string, string> = {
  $schema:
    'JSON Schema 版本：表單的 schema 一律寫 "http://json-schema.org/draft-07/schema#"（ajv 依它驗證）。',
  $id: '這個 schema 的網址：https://fenqi.tw/schemas/ 加上檔案在 schemas/ 下的路徑，須與檔案位置一致。',
  $ref: '引用另一個 schema，例如 "defs/name.json"（相對於 schemas/）或 "#/definitions/…"。',
  $comment: '給維護者看的註解，不影響驗證，也不會顯示給會員。',
  $defs: '共用的子 schema（同 definitions），以 $ref 引用。',
  definitions: '共用的子 schema，以 {"$ref": "#/definitions/名稱"} 引用。',
  title: '欄位名稱（zh-TW）：表單上的標籤，錯誤訊息的 {field} 也換成它。',
  description: '欄位說明（zh-TW），顯示在欄位旁。',
  default: '預設值。',
  readOnly: '唯讀：表單顯示但不能修改。',
  writeOnly: '只寫：標註用，不影響驗證。',
  deprecated: '已停用：標註用，不影響驗證。',
  examples: '範例值（陣列），標註用。',
  multipleOf: '數值須為這個數的倍數。',
  maximum: '數值上限（含）。',
  exclusiveMaximum: '數值上限（不含）。',
  minimum: '數值下限（含）。',
  exclusiveMinimum: '數值下限（不含）。',
  maxLength: '文字最多幾個字。',
  minLength: '文字至少幾個字。',
  pattern: '文字須符合的正規表示式，例如 "^\\\\d{10}$"。',
  additionalItems: 'items 為陣列時，其後多出的項目須符合的 schema（false：不可多出）。',
  items: '陣列每一項的 schema（或依位置的 schema 陣列）。',
  maxItems: '陣列最多幾項。',
  minItems: '陣列至少幾項。',
  uniqueItems: 'true：陣列的項目不可重複。',
  contains: '陣列至少有一項符合這個 schema。',
  maxProperties: '物件最多幾個欄位。',
  minProperties: '物件至少幾個欄位。',
  required: '必填欄位的名稱（陣列）。沒填時的提示依欄位的規則而定，可用 errorMessage.required 改寫。',
  additionalProperties: '未列在 properties 的欄位須符合的 schema；false：不允許其他欄位。',
  properties: '物件的欄位：欄位名稱對應它的 schema。',
  patternProperties: '名稱符合正規表示式的欄位須符合的 schema。',
  dependencies: '某欄位有值時，其他欄位也必填（名稱陣列）或須符合的 schema。',
  propertyNames: '物件每個欄位名稱須符合的 schema。',
  const: '值必須等於這個值。',
  enum: '值必須是其中之一（下拉選單與單選的選項；顯示文字寫在 uiSchema 的 ui:enumNames）。',
  type: '資料型別：string、number、integer、boolean、object、array、null（或其陣列）。',
  format: '文字格式（ajv-formats），例如 date、email、uri；寫錯的名稱 ajv 會拒絕。',
  contentMediaType: '文字內容的媒體類型，標註用。',
  contentEncoding: '文字內容的編碼，例如 base64，標註用。',
  contentSchema: '文字內容解碼後的 schema，標註用。',
  if: '條件：資料符合 if 時套用 then，否則套用 else。',
  then: 'if 成立時須符合的 schema（例如再加必填欄位）。',
  else: 'if 不成立時須符合的 schema。',
  allOf: '須符合每一個 schema。',
  anyOf: '須符合至少一個 schema。',
  oneOf: '須恰好符合其中一個 schema。',
  not: '不得符合這個 schema。',
  nullable: 'true：也接受 null（ajv 的 OpenAPI 延伸）。',
  formatMaximum: '依 format 比較的上限（含），例如最晚日期。',
  formatMinimum: '依 format 比較的下限（含），例如最早日期。',
  formatExclusiveMaximum: '依 format 比較的上限（不含）。',
  formatExclusiveMinimum: '依 format 比較的下限（不含）。',
  send:
    '表單送出的內容（只寫在表單最上層）：body 為 schemas/api/ 下由此產生的請求格式名稱，fields 依欄位的 JSON pointer 寫規格上的欄位名稱（wire）與轉換（transform），' +
    'local 列出不隨此請求送出的欄位（唯讀資料、另行上傳的簽名與檔案、同意勾選）。其餘欄位（例如新增的欄位）放在 answers 送出，依本表單的規則檢查並保存。',
  errorMessage:
    'ajv-errors 自訂錯誤訊息：一段文字（取代這一層的所有錯誤），或物件：依關鍵字寫訊息（"pattern": "…"），' +
    'required 與 dependencies 可依欄位寫（{"欄位": "請填寫…"}），properties 依子欄位，_ 為其餘錯誤。訊息中的 {field} 換成欄位的 title。',
};
