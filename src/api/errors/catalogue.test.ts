/** @jest-environment node */
import axios from 'axios';
import { commodityToken, setCommodityToken } from '../commodity-token';
import { closedPortUrl, startRecordingServer, type RecordingServer } from '../testing/recording-server';
import { v2Client } from '../v2/client';
import { ApiCallError } from './api-call-error';
import type { ApiErrorDetail, ApiErrorOutcome } from './api-error-outcome';
import { CATALOGUE, type CatalogueRow } from './catalogue';
import { installApiErrorHandling } from './install-error-interceptor';
import { skipGlobalErrorExcept } from './request-flags';
import { findCatalogueRow } from './resolve-api-error';
import { apiAreaOf } from './api-area';

/**
 * Spec §8, one test per row: a real HTTP server answers the status and `{code, message}`, the
 * call goes through the real v2Client with the installed interceptor, and the test checks what
 * the effects handler received (or that it received nothing) and what the call rejected with.
 */

let server: RecordingServer;
let path = '/member';
let uninstall: () => void;
const effects = jest.fn<void, [ApiErrorOutcome]>();

beforeAll(async () => {
  server = await startRecordingServer();
  v2Client.defaults.baseURL = `${server.url}/api/v2`;
  uninstall = installApiErrorHandling(effects, () => path);
});

afterAll(async () => {
  uninstall();
  await server.close();
});

beforeEach(() => {
  effects.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** Makes a call the server fails with `status` and the body, from `onPath`; returns the rejection. */
async function failingCall(
  onPath: string,
  status: number,
  body: { code?: string; message?: string; details?: ApiErrorDetail[] },
): Promise<ApiCallError> {
  path = onPath;
  server.answer(() => ({ status, body }));
  const error: unknown = await v2Client.get('/members/anything').then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ApiCallError);
  return error as ApiCallError;
}

type Expected = Pick<ApiErrorOutcome, 'message'> & Partial<ApiErrorOutcome>;

interface RowCase {
  row: string;
  path: string;
  status: number;
  code: string;
  serverMessage?: string;
  details?: ApiErrorDetail[];
  expected: Expected;
}

const RELOGIN = { dialog: 'warning', redirect: '/login', clearToken: true } as const;
const QUIET = { dialog: null, silent: true } as const;

// One row of §8 a line: the table reads best unwrapped.
// prettier-ignore
const ROW_CASES: RowCase[] = [
  // 400
  { row: '400 on /login: nothing, even for a code with its own row', path: '/login', status: 400, code: '0005', serverMessage: '登入憑證已過期，請重新登入', expected: { message: '登入憑證已過期，請重新登入', ...QUIET } },
  { row: '0004: dialog and go to /login', path: '/member/info', status: 400, code: '0004', expected: { message: '請先登入會員。', ...RELOGIN } },
  { row: '0005: dialog and go to /login', path: '/member/payment', status: 400, code: '0005', expected: { message: '登入憑證已過期，請重新登入。', ...RELOGIN } },
  { row: '0004 on the order list: go to login', path: '/member/order/list', status: 400, code: '0004', expected: { message: '請先登入會員。', ...RELOGIN } },
  { row: '0005 on the order list: go to login', path: '/member/order/list', status: 400, code: '0005', expected: { message: '登入憑證已過期，請重新登入。', ...RELOGIN } },
  { row: '0004 on other order pages: reorder from step 1', path: '/member/order/step2', status: 400, code: '0004', expected: { message: '憑證已過期，請重新下單。', ...RELOGIN, redirect: '/member/order/step1' } },
  { row: '0005 on other order pages: reorder from step 1', path: '/member/order/document', status: 400, code: '0005', expected: { message: '憑證已過期，請重新下單。', ...RELOGIN, redirect: '/member/order/step1' } },
  { row: '0006: certificate expired, log in again', path: '/member/share', status: 400, code: '0006', expected: { message: '憑證已過期，請重新登入。', ...RELOGIN } },
  { row: '2012: certificate revoked, go to login', path: '/member', status: 400, code: '2012', expected: { message: '憑證已撤銷，無法繼續，請重新登入。', ...RELOGIN } },
  { row: '2013: too frequent applications', path: '/member/commodity-loans/step5', status: 400, code: '2013', expected: { message: '申請過於頻繁，恕不受理。' } },
  { row: '2014: an earlier rejected case', path: '/member/commodity-loans/step5', status: 400, code: '2014', expected: { message: '您先前的申請案件未通過審核，恕無法受理。' } },
  { row: '2015: certificate expired', path: '/member/payment', status: 400, code: '2015', expected: { message: '憑證已過期，請重新登入。', ...RELOGIN } },
  { row: '2015 in identity verification: guarantee case invalid, to the order list', path: '/member/idVerify/step1', status: 400, code: '2015', expected: { message: '保證案件已失效，請重新選擇。', redirect: '/member/order/list' } },
  { row: '3012: wrong upload category (server text)', path: '/member/order/document', status: 400, code: '3012', serverMessage: '訂單圖檔須指定案件編號（appCaseNo）', expected: { message: '訂單圖檔須指定案件編號（appCaseNo）' } },
  { row: '3013: transaction data upload failed', path: '/member/order/document', status: 400, code: '3013', expected: { message: '交易資料上傳失敗。' } },
  { row: '3014: case number not found on update', path: '/member/order/step3', status: 400, code: '3014', expected: { message: '更新時查無案件編號。' } },
  { row: '400-01: wrong old password', path: '/member/chpwd', status: 400, code: '400-01', expected: { message: '舊密碼錯誤。' } },
  { row: '400-02: new password not allowed', path: '/member/chpwd', status: 400, code: '400-02', expected: { message: '新密碼不符規定，請重新設定。' } },
  { row: '400-03: wrong email or mobile (server text)', path: '/member/forgot-pwd', status: 400, code: '400-03', serverMessage: '電子信箱或手機號碼錯誤', expected: { message: '電子信箱或手機號碼錯誤' } },
  { row: '400-10: too many files (server text names the limit)', path: '/member/commodity-loans/step4', status: 400, code: '400-10', serverMessage: '檔案數量超過上限（最多 10 個）', expected: { message: '檔案數量超過上限（最多 10 個）' } },
  { row: '018.400: silent, message stored', path: '/member', status: 400, code: '018.400', serverMessage: '資料尚未齊全', expected: { message: '資料尚未齊全', ...QUIET } },
  { row: '019.405: show the message and go to the order list', path: '/member/order/finish', status: 400, code: '019.405', serverMessage: '此訂單已取消', expected: { message: '此訂單已取消', redirect: '/member/order/list' } },
  { row: 'any other 400 code: the server message', path: '/member/guarantor', status: 400, code: '3041', serverMessage: '保證人資料已送出，無法再修改或上傳', expected: { message: '保證人資料已送出，無法再修改或上傳' } },
  // 401
  { row: '001.401 in the commodity-loans area: reorder from step 1', path: '/member/commodity-loans/step3', status: 401, code: '001.401', expected: { message: '憑證已過期，請重新下單。', dialog: 'warning', redirect: '/member/commodity-loans/step1', clearCommodityToken: true } },
  { row: '401-01: reset link already used', path: '/member/forgotPwd', status: 401, code: '401-01', expected: { message: '此重設密碼連結已使用過，請重新申請。' } },
  { row: '401-02: reset link older than 24 hours', path: '/member/forgotPwd', status: 401, code: '401-02', expected: { message: '此重設密碼連結已超過 24 小時，請重新申請。' } },
  { row: '401-04: reset link replaced by a newer mail (not sent to /login)', path: '/member/forgotPwd', status: 401, code: '401-04', expected: { message: '已有較新的重設信，請使用最新一封。' } },
  { row: '001.405: wrong password or account, as the server words it', path: '/member/commodity-loans/step1', status: 401, code: '001.405', serverMessage: '尚未設定密碼，請用忘記密碼設定密碼', expected: { message: '尚未設定密碼，請用忘記密碼設定密碼' } },
  { row: 'other 401: the message, then /login', path: '/member/forgotPwd', status: 401, code: '401-03', serverMessage: '重設密碼連結無效，請重新申請', expected: { message: '重設密碼連結無效，請重新申請', redirect: '/login' } },
  // 403
  { row: '015.407: show the message', path: '/member/line/auth', status: 403, code: '015.407', serverMessage: '此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定', expected: { message: '此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定' } },
  { row: '015.407 on /login (LINE login) still shows the message', path: '/login', status: 403, code: '015.407', serverMessage: '此 LINE 帳號尚未綁定會員', expected: { message: '此 LINE 帳號尚未綁定會員' } },
  { row: '015.411: show the message', path: '/login', status: 403, code: '015.411', serverMessage: 'LINE 驗證失敗，請重新登入 LINE', expected: { message: 'LINE 驗證失敗，請重新登入 LINE' } },
  { row: 'other 403 on /login: no permission', path: '/login', status: 403, code: '403', expected: { message: '您沒有權限執行此操作。' } },
  { row: 'other 403 elsewhere: clear the token and go to login', path: '/member/order/list', status: 403, code: '403', expected: { message: '您沒有權限執行此操作，請重新登入。', dialog: null, redirect: '/login', clearToken: true } },
  { row: '015.403: member already linked to another LINE account', path: '/member/line/auth', status: 403, code: '015.403', expected: { message: '綁定失敗，您的會員帳號已綁定其他 LINE 帳號，請先解除綁定。' } },
  { row: '015.405: LINE account already linked to another member', path: '/member/line/auth', status: 403, code: '015.405', expected: { message: '綁定失敗，您的 LINE 帳號已綁定其他會員帳號，請先解除綁定。' } },
  // 404
  { row: '014.404: case not found, to the order list', path: '/member/order/step3', status: 404, code: '014.404', expected: { message: '查無此案件。', redirect: '/member/order/list' } },
  { row: '001.008.404: ignored', path: '/member', status: 404, code: '001.008.404', serverMessage: '查無資料', expected: { message: '查無資料', ...QUIET } },
  { row: '001.009.404: ignored', path: '/member', status: 404, code: '001.009.404', serverMessage: '查無資料', expected: { message: '查無資料', ...QUIET } },
  { row: 'other 404: go to /error', path: '/member/news', status: 404, code: '404', serverMessage: '找不到 GET /api/v2/x', expected: { message: '找不到 GET /api/v2/x', dialog: null, redirect: '/error' } },
  // 413, 422, 500, 503
  { row: '413: Request Entity Too Large, in zh-TW', path: '/member/payment/receipt', status: 413, code: '413', serverMessage: 'Request Entity Too Large', expected: { message: '檔案過大，請壓縮後再上傳。' } },
  { row: '422 9100: system parameters wrong, with the details', path: '/member/info', status: 422, code: '9100', serverMessage: '系統參數有誤，請連絡相關人員協助您處理。', details: [{ path: '/type', keyword: 'enum', message: '未知的參考資料類別：x' }], expected: { message: '系統參數有誤，請連絡相關人員協助您處理。（未知的參考資料類別：x）', details: [{ path: '/type', keyword: 'enum', message: '未知的參考資料類別：x' }] } },
  { row: 'other 422: the message', path: '/member/info', status: 422, code: '422', serverMessage: '請輸入電子信箱', details: [{ path: '/email', keyword: 'required', message: '請輸入電子信箱' }], expected: { message: '請輸入電子信箱', details: [{ path: '/email', keyword: 'required', message: '請輸入電子信箱' }] } },
  { row: '500: server busy, try later', path: '/member', status: 500, code: '500', serverMessage: 'Internal Server Error', expected: { message: '伺服器忙碌中，請您稍後再試。' } },
  { row: '503: logged only', path: '/login', status: 503, code: '503', serverMessage: 'LINE 服務暫時無法連線，請稍後再試', expected: { message: 'LINE 服務暫時無法連線，請稍後再試', ...QUIET } },
  { row: 'a status §8 does not list (429): the server message', path: '/login', status: 429, code: '429', serverMessage: '登入失敗次數過多，請 15 分鐘後再試', expected: { message: '登入失敗次數過多，請 15 分鐘後再試' } },
];

function fullOutcome(status: number | null, code: string | null, expected: Expected): ApiErrorOutcome {
  return { status, code, dialog: 'error', redirect: null, clearToken: false, silent: false, ...expected };
}

describe('spec §8 catalogue through the real v2 client and interceptor', () => {
  it.each(ROW_CASES)('$row', async ({ path: onPath, status, code, serverMessage, details, expected }) => {
    const error = await failingCall(onPath, status, { code, message: serverMessage, details });
    const outcome = fullOutcome(status, code, expected);
    expect(error.outcome).toEqual(outcome);
    expect(error.message).toBe(outcome.message);
    expect(error.code).toBe(code);
    expect(error.response?.status).toBe(status);
    if (outcome.silent) {
      expect(effects).not.toHaveBeenCalled();
      expect(console.warn).toHaveBeenCalled();
    } else {
      expect(effects).toHaveBeenCalledTimes(1);
      expect(effects).toHaveBeenCalledWith(outcome);
    }
  });

  it('exercises every catalogue row (no row is left without a case)', () => {
    const hit = new Set<CatalogueRow>(
      ROW_CASES.map(({ status, code, path: onPath }) => findCatalogueRow(status, code, apiAreaOf(onPath))),
    );
    hit.add(findCatalogueRow(null, 'ERR_NETWORK', 'other'));
    hit.add(findCatalogueRow(null, 'ERR_CANCELED', 'other'));
    expect(CATALOGUE.filter((row) => !hit.has(row))).toEqual([]);
  });

  it('forgets the commodity token on 001.401 in the commodity area', async () => {
    setCommodityToken('commodity-token', new Date(Date.now() + 3600_000));
    await failingCall('/member/commodity-loans/step2', 401, {
      code: '001.401',
      message: '憑證已過期，請重新下單',
    });
    expect(commodityToken()).toBeNull();
  });

  it('falls back to the catalogue text when the server sends no message', async () => {
    const error = await failingCall('/member', 400, { code: '2099' });
    expect(error.outcome.message).toBe('資料有誤，請重新確認。');
  });
});

describe('calls that never get a reply', () => {
  it('shows the connection-failed dialog when nothing listens', async () => {
    path = '/member/payment';
    const error: unknown = await v2Client
      .get('/members/payments/list', { baseURL: `${await closedPortUrl()}/api/v2` })
      .catch((rejection: unknown) => rejection);
    expect(error).toBeInstanceOf(ApiCallError);
    const { outcome } = error as ApiCallError;
    // The axios code (ECONNREFUSED, ERR_NETWORK) depends on the platform; the rest does not.
    expect(outcome).toEqual(fullOutcome(null, outcome.code, { message: '網路連線異常，請確認網路後再試。' }));
    expect(effects).toHaveBeenCalledWith(outcome);
  });

  it('leaves a read that failed offline to the offline banner and the page, and still tells a send', async () => {
    path = '/member/order/list';
    const baseURL = `${await closedPortUrl()}/api/v2`;
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      const read: unknown = await v2Client.get('/members/cases', { baseURL }).catch((e: unknown) => e);
      expect((read as ApiCallError).outcome).toMatchObject({
        status: null,
        message: '網路連線異常，請確認網路後再試。',
      });
      expect(effects).not.toHaveBeenCalled();
      const send: unknown = await v2Client.post('/members/cases', {}, { baseURL }).catch((e: unknown) => e);
      expect(effects).toHaveBeenCalledWith((send as ApiCallError).outcome);
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
    // Online again, the same failed read is told (the network failed without the browser knowing).
    await v2Client.get('/members/cases', { baseURL }).catch(() => undefined);
    expect(effects).toHaveBeenCalledTimes(2);
  });

  it('shows the connection-failed dialog on a timeout', async () => {
    server.answer(() => 'hang');
    const error: unknown = await v2Client.get('/members/slow', { timeout: 150 }).catch((e: unknown) => e);
    expect((error as ApiCallError).outcome).toMatchObject({
      status: null,
      message: '網路連線異常，請確認網路後再試。',
      dialog: 'error',
    });
    expect(effects).toHaveBeenCalledTimes(1);
  });

  it('passes a cancellation through untouched and silent', async () => {
    server.answer(() => 'hang');
    const controller = new AbortController();
    const call = v2Client.get('/members/slow', { signal: controller.signal });
    controller.abort();
    const error: unknown = await call.catch((e: unknown) => e);
    expect(axios.isCancel(error)).toBe(true);
    expect(effects).not.toHaveBeenCalled();
  });
});

describe('opting out and uninstalling', () => {
  it('keeps a call with fenqiSkipGlobalError away from the effects, yet rejects with the outcome', async () => {
    path = '/login';
    server.answer(() => ({ status: 401, body: { code: '001.405', message: '帳號或密碼錯誤' } }));
    const error: unknown = await v2Client
      .post('/members/login', {}, { fenqiSkipGlobalError: true })
      .catch((e: unknown) => e);
    expect((error as ApiCallError).outcome.message).toBe('帳號或密碼錯誤');
    expect(axios.isAxiosError(error)).toBe(true);
    expect(effects).not.toHaveBeenCalled();
  });

  it('lets only the excepted codes through to the effects when a call opts out with exceptions', async () => {
    path = '/member/commodity-loans/step3';
    const quiet = skipGlobalErrorExcept('001.401');
    server.answer(() => ({ status: 500, body: { code: '500', message: '系統錯誤' } }));
    await v2Client.patch('/members/commodity-cases/tmp', {}, quiet).catch(() => undefined);
    expect(effects).not.toHaveBeenCalled();
    server.answer(() => ({ status: 401, body: { code: '001.401', message: '憑證已過期' } }));
    await v2Client.patch('/members/commodity-cases/tmp', {}, quiet).catch(() => undefined);
    expect(effects).toHaveBeenCalledTimes(1);
    expect(effects.mock.calls[0][0]).toMatchObject({
      code: '001.401',
      redirect: '/member/commodity-loans/step1',
    });
  });

  it('stops handling once uninstalled', async () => {
    uninstall();
    try {
      server.answer(() => ({ status: 500, body: { code: '500', message: 'x' } }));
      const error: unknown = await v2Client.get('/members/x').catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(ApiCallError);
      expect(axios.isAxiosError(error)).toBe(true);
      expect(effects).not.toHaveBeenCalled();
    } finally {
      uninstall = installApiErrorHandling(effects, () => path);
    }
  });
});
