import type { ApiArea } from './api-area';
import type { DialogKind } from './api-error-outcome';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** Matches any code (in `code`) or any area (in `area`). */
export const ANY = '*';

/**
 * One row of the spec §8 error catalogue: what a failed /api/v2 call leads to, by HTTP status,
 * the server's catalogue code and the app area the call was made from.
 */
export interface CatalogueRow {
  /** The HTTP status; null when no reply came (network failure, timeout, cancellation). */
  status: number | null;
  /** The `code` of the reply body (for no reply: the axios code), or ANY. */
  code: string;
  area: ApiArea | typeof ANY;
  /** The zh-TW text shown and stored; with `preferServerMessage` only when the reply has none. */
  message: string;
  /** Show the server's own message (it is more precise than the catalogue's, e.g. which limit). */
  preferServerMessage: boolean;
  dialog: DialogKind | null;
  /** Where to go after the dialog (one of src/domain/route-paths.ts), or null to stay. */
  redirect: string | null;
  /** Log the member out locally (the expiry codes). */
  clearToken: boolean;
  /** Only stored (and logged): no dialog, no navigation. */
  silent: boolean;
  /** With code ANY: applies in its area to every code, even one with a row of its own ("400 on /login: nothing"). */
  overridesCodes?: boolean;
  /** Forget the commodity token (it lapsed). */
  clearCommodityToken?: boolean;
  /** Append the reply's field details to the message (422 9100). */
  withDetails?: boolean;
}

type RowInput = Pick<CatalogueRow, 'status' | 'code' | 'area' | 'message'> & Partial<CatalogueRow>;

const LOGIN = ROUTE_PATHS.login;
const ORDER_LIST = ROUTE_PATHS.orderList;
const ORDER_STEP1 = ROUTE_PATHS.orderStep1;
const COMMODITY_STEP1 = ROUTE_PATHS.commodityStep1;
const ERROR_PAGE = ROUTE_PATHS.error;

const RELOGIN = { dialog: 'warning', redirect: LOGIN, clearToken: true } as const;
const SERVER_TEXT = { preferServerMessage: true } as const;
const QUIET = { dialog: null, silent: true, preferServerMessage: true } as const;

/**
 * Spec §8, row by row, one row a line (unwrapped: it reads as a table). The order does not
 * matter: lookup goes by specificity (resolve-api-error.ts).
 */
// prettier-ignore
const ROWS: readonly RowInput[] = [
  // No reply at all.
  { status: null, code: ANY, area: ANY, message: '網路連線異常，請確認網路後再試。' },
  { status: null, code: 'ERR_CANCELED', area: ANY, message: '已取消連線。', ...QUIET, preferServerMessage: false },

  // 400
  { status: 400, code: ANY, area: 'login', message: '資料有誤，請重新確認。', ...QUIET, overridesCodes: true },
  { status: 400, code: '0004', area: ANY, message: '請先登入會員。', ...RELOGIN },
  { status: 400, code: '0004', area: 'orders', message: '憑證已過期，請重新下單。', ...RELOGIN, redirect: ORDER_STEP1 },
  { status: 400, code: '0005', area: ANY, message: '登入憑證已過期，請重新登入。', ...RELOGIN },
  { status: 400, code: '0005', area: 'orders', message: '憑證已過期，請重新下單。', ...RELOGIN, redirect: ORDER_STEP1 },
  // §8 names no page for 0006; its token is cleared, so the member can only go on by logging in.
  { status: 400, code: '0006', area: ANY, message: '憑證已過期，請重新登入。', ...RELOGIN },
  { status: 400, code: '2012', area: ANY, message: '憑證已撤銷，無法繼續，請重新登入。', ...RELOGIN },
  { status: 400, code: '2013', area: ANY, message: '申請過於頻繁，恕不受理。' },
  { status: 400, code: '2014', area: ANY, message: '您先前的申請案件未通過審核，恕無法受理。' },
  { status: 400, code: '2015', area: ANY, message: '憑證已過期，請重新登入。', ...RELOGIN },
  { status: 400, code: '2015', area: 'idVerify', message: '保證案件已失效，請重新選擇。', redirect: ORDER_LIST },
  { status: 400, code: '3012', area: ANY, message: '上傳類別錯誤。', ...SERVER_TEXT },
  { status: 400, code: '3013', area: ANY, message: '交易資料上傳失敗。', ...SERVER_TEXT },
  { status: 400, code: '3014', area: ANY, message: '更新時查無案件編號。' },
  { status: 400, code: '400-01', area: ANY, message: '舊密碼錯誤。' },
  { status: 400, code: '400-02', area: ANY, message: '新密碼不符規定，請重新設定。' },
  { status: 400, code: '400-03', area: ANY, message: '電子信箱或手機號碼錯誤。', ...SERVER_TEXT },
  { status: 400, code: '400-10', area: ANY, message: '檔案數量超過上限。', ...SERVER_TEXT },
  { status: 400, code: '018.400', area: ANY, message: '資料有誤，請重新確認。', ...QUIET },
  { status: 400, code: '019.405', area: ANY, message: '此案件目前無法辦理。', ...SERVER_TEXT, redirect: ORDER_LIST },
  { status: 400, code: ANY, area: ANY, message: '資料有誤，請重新確認。', ...SERVER_TEXT },

  // 401
  { status: 401, code: '001.401', area: 'commodity', message: '憑證已過期，請重新下單。', dialog: 'warning', redirect: COMMODITY_STEP1, clearCommodityToken: true },
  { status: 401, code: '401-01', area: ANY, message: '此重設密碼連結已使用過，請重新申請。' },
  { status: 401, code: '401-02', area: ANY, message: '此重設密碼連結已超過 24 小時，請重新申請。' },
  // Not in §8: an older link a newer reset mail replaced (only the newest mail's link works).
  { status: 401, code: '401-04', area: ANY, message: '已有較新的重設信，請使用最新一封。' },
  // The server's text tells an unknown ID, a member without a password yet and a wrong password apart.
  { status: 401, code: '001.405', area: ANY, message: '帳號或密碼錯誤。', ...SERVER_TEXT },
  { status: 401, code: ANY, area: ANY, message: '登入已失效，請重新登入。', ...SERVER_TEXT, redirect: LOGIN },

  // 403, with the messaging-app (LINE) linking codes
  { status: 403, code: '015.403', area: ANY, message: '綁定失敗，您的會員帳號已綁定其他 LINE 帳號，請先解除綁定。' },
  { status: 403, code: '015.405', area: ANY, message: '綁定失敗，您的 LINE 帳號已綁定其他會員帳號，請先解除綁定。' },
  { status: 403, code: '015.407', area: ANY, message: '此 LINE 帳號尚未綁定會員，請先登入後綁定。', ...SERVER_TEXT },
  { status: 403, code: '015.411', area: ANY, message: 'LINE 驗證失敗，請重新登入 LINE。', ...SERVER_TEXT },
  { status: 403, code: ANY, area: 'login', message: '您沒有權限執行此操作。' },
  { status: 403, code: ANY, area: ANY, message: '您沒有權限執行此操作，請重新登入。', dialog: null, redirect: LOGIN, clearToken: true },

  // 404
  { status: 404, code: '014.404', area: ANY, message: '查無此案件。', redirect: ORDER_LIST },
  { status: 404, code: '001.008.404', area: ANY, message: '查無資料。', ...QUIET },
  { status: 404, code: '001.009.404', area: ANY, message: '查無資料。', ...QUIET },
  { status: 404, code: ANY, area: ANY, message: '找不到您要的資料。', ...SERVER_TEXT, dialog: null, redirect: ERROR_PAGE },

  // 413, 422, 500, 503
  { status: 413, code: ANY, area: ANY, message: '檔案過大，請壓縮後再上傳。' },
  { status: 422, code: '9100', area: ANY, message: '系統參數有誤，請連絡相關人員協助您處理。', withDetails: true },
  { status: 422, code: ANY, area: ANY, message: '資料格式不符，請重新確認。', ...SERVER_TEXT },
  { status: 500, code: ANY, area: ANY, message: '伺服器忙碌中，請您稍後再試。' },
  { status: 503, code: ANY, area: ANY, message: '服務暫時無法使用，請稍後再試。', ...QUIET },
];

function complete(input: RowInput): CatalogueRow {
  return {
    preferServerMessage: false,
    dialog: 'error',
    redirect: null,
    clearToken: false,
    silent: false,
    ...input,
  };
}

/** The spec §8 catalogue of the /api/v2 client; unset fields default to an error dialog and nothing else. */
export const CATALOGUE: readonly CatalogueRow[] = ROWS.map(complete);

/** A status §8 does not list (409, 415, 429, an unexpected 2xx…): the server's message in an error dialog. */
export const FALLBACK_ROW: CatalogueRow = complete({
  status: null,
  code: ANY,
  area: ANY,
  message: '系統發生錯誤，請稍後再試。',
  preferServerMessage: true,
});

/** A rule of the older v1 client (spec §8): the dialog a status (and code) shows, and what follows. */
export interface V1Rule {
  status: number;
  code: string;
  message: string;
  /** Then behave as this status too (9100 "then behaves as 500"). */
  then: number | null;
}

/** The v1 client's catalogue: 422 9100 and 500 show dialogs; any other status is only logged. */
export const V1_CATALOGUE: readonly V1Rule[] = [
  { status: 422, code: '9100', message: '系統參數有誤，請連絡相關人員協助您處理。', then: 500 },
  { status: 500, code: ANY, message: '伺服器忙碌中，請您稍後再試。', then: null },
];
