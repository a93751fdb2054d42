import type { FENQI_FIELD_NAMES } from '../forms/theme/part-names';

/*
 * What the editor shows for the names and options of a uiSchema (zh-TW). The names themselves come
 * from the registry (sources.ts); the generator refuses a Fenqi widget or field, or an RJSF widget
 * name the registry offers, that has no line here.
 */

/** Fenqi's own widgets (`ui:widget`). */
export const FENQI_WIDGET_DOCS: Readonly<Record<string, string>> = {
  twId: '身分證字號輸入框：輸入時去掉空白、轉成大寫，最多 10 字。',
  rocDate:
    '民國日期：年、月、日三個下拉選單，資料存西元 YYYY-MM-DD。ui:options 的 minYear／maxYear（民國年）限制年份。',
  seniority: '年資：年（0–30）與月（0–11）兩個選單，資料存總月數。',
  lookupSelect:
    '下拉選單，選項來自伺服器清單（ui:options.lookup）。searchable：可輸入文字篩選；searchArg：輸入的文字交給伺服器搜尋；lookupArgs：帶入其他欄位的值。',
  lookupRadio: '單選按鈕，選項來自伺服器清單（ui:options.lookup），例如分期方案。',
  fileUpload:
    '上傳檔案到 ui:options.fileCategory 的檔案類別（會壓縮、失敗重試）；欄位是陣列時可上傳多個檔案。資料存檔案網址。',
  signaturePad: '簽名板：會員手寫簽名，資料存 PNG 圖檔（data URL）。',
  contractConsent:
    '同意契約的勾選框：ui:options.contracts 列出同意的契約（contracts/ 的檔名），標籤寫出頁面顯示的契約版本（我已閱讀並同意分期付款契約 2026.11 版及本票 2026.11 版內容）；契約全文顯示前不能勾選。',
};

/** RJSF's own widget names (`ui:widget: "select"`). */
export const RJSF_WIDGET_DOCS: Readonly<Record<string, string>> = {
  text: '單行文字輸入框（字串與數字的預設）。',
  password: '密碼輸入框（不顯示輸入的字）。',
  email: '電子信箱輸入框。',
  hostname: '單行文字輸入框。',
  ipv4: '單行文字輸入框。',
  ipv6: '單行文字輸入框。',
  uri: '網址輸入框。',
  'data-url': 'RJSF 內建的檔案選擇（存 data URL）；上傳到伺服器請用 fileUpload。',
  radio: '單選按鈕（enum 的選項；布林為是／否）。',
  select: '下拉選單（enum 的選項）。',
  textarea: '多行文字輸入框（ui:options.rows 設定行數）。',
  hidden: '隱藏欄位：不顯示，值照樣送出。',
  date: '日期選擇（西元）。',
  datetime: '日期時間選擇。',
  'date-time': '日期時間選擇。',
  'alt-date': '以年、月、日下拉選單選日期（西元）；民國日期請用 rocDate。',
  'alt-datetime': '以下拉選單選日期與時間。',
  time: '時間輸入框。',
  color: '顏色選擇。',
  file: 'RJSF 內建的檔案選擇（存 data URL）；上傳到伺服器請用 fileUpload。',
  updown: '數字輸入框（可上下調整）。',
  range: '滑桿。',
  checkbox: '勾選框（布林的預設）。',
  checkboxes: '多選勾選框（enum 項目的陣列）。',
  files: 'RJSF 內建的多檔選擇（存 data URL）；上傳到伺服器請用 fileUpload。',
};

/** Fenqi's own fields (`ui:field`). */
export const FENQI_FIELD_DOCS = {
  address:
    '地址（物件 {city, district, postalCode, address}）：縣市、鄉鎮市區下拉選單，郵遞區號自動帶出，再填街道地址。',
  contactTime: '聯絡時段：先選時段，再選時間，選「其他」時自行填寫。',
  creditCard: '信用卡：「我有信用卡」勾選後出現發卡銀行（ui:options.bankLookup，預設 banks）與卡號。',
  rocDateParts:
    '民國日期，年、月、日分別存成數字（issueYear、issueMonth、issueDay）；minYear／maxYear 同 rocDate。',
  summary:
    '唯讀摘要：把物件的資料顯示成標題與值的表格，而不是停用的輸入框（依 ui:order、ui:enumNames、unit）。',
} satisfies Record<(typeof FENQI_FIELD_NAMES)[number], string>;

/** The lookups the flows serve (`ui:options.lookup`); a lookup without a line is listed without one. */
export const LOOKUP_DOCS: Readonly<Record<string, string>> = {
  banks: '銀行',
  bankBranches: '銀行分行（lookupArgs: {"bankCode": "/欄位"}，可用 searchArg 搜尋）',
  schools: '學校',
  departments: '科系（lookupArgs: {"schoolSerNo": "/欄位"}）',
  contactRelations: '聯絡人關係（lookupArgs: {"isFirstContact": true／false}）',
  interestPlans: '分期專案',
  careerTypes: '職業類別',
  installments: '分期期數與利率（lookupArgs: {"planId": "/欄位", "careerTypeId": "/欄位"}）',
  productNames: '商品類別',
  productPeriods: '商品可選期數（舊版訂單流程：商家為此商品提供的期數）',
};
