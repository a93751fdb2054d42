/** @jest-environment node */
import axios from 'axios';
import { loadAppConfig } from '../app-config';
import type { ApiErrorOutcome } from '../errors/api-error-outcome';
import { installApiErrorHandling } from '../errors/install-error-interceptor';
import { startRecordingServer, type RecordingServer } from '../testing/recording-server';
import { fetchV1Info, fetchV1SchoolDepartments, v1ListOf } from './info';

/**
 * Spec §8 "Older (v1) client" through the real v1 client and a real HTTP server: replies come
 * back to the caller whatever their status; 422 9100 shows its dialog then the 500 one; 500
 * shows the busy dialog; anything else, failed connections included, is only logged.
 */

let server: RecordingServer;
let v1Prefix = '/legacy/api/v1';
let uninstall: () => void;
const effects = jest.fn<void, [ApiErrorOutcome]>();
const warn = jest.fn();

async function useV1Prefix(prefix: string): Promise<void> {
  v1Prefix = prefix;
  // The app's loader asks the recording server (GET /api/v2/app-config); jsdom has no fetch.
  await loadAppConfig(async (url, signal) => (await axios.get(server.url + url, { signal })).data);
}

beforeAll(async () => {
  server = await startRecordingServer();
  uninstall = installApiErrorHandling(effects, () => '/member/info');
});

afterAll(async () => {
  uninstall();
  await server.close();
});

beforeEach(async () => {
  effects.mockClear();
  warn.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(warn);
  server.answer((request) =>
    request.path === '/api/v2/app-config'
      ? {
          status: 200,
          body: { faqUrl: 'https://fenqi.tw/faq', liffId: null, v1BaseUrl: `${server.url}${v1Prefix}` },
        }
      : { status: 200, body: { status: 'ok', data: [{ bankCode: '004', bankName: '臺灣銀行' }] } },
  );
  await useV1Prefix('/legacy/api/v1');
});

afterEach(() => jest.restoreAllMocks());

it('passes a successful reply back and shows nothing', async () => {
  const reply = await fetchV1Info('bank');
  expect(reply).toEqual({
    status: 200,
    data: { status: 'ok', data: [{ bankCode: '004', bankName: '臺灣銀行' }] },
  });
  expect(v1ListOf(reply)).toEqual([{ bankCode: '004', bankName: '臺灣銀行' }]);
  expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/legacy/api/v1/info/index/bank' });
  expect(effects).not.toHaveBeenCalled();
});

it('reads the base address at call time', async () => {
  await useV1Prefix('/other/v1');
  server.answer(() => ({ status: 200, body: { status: 'ok', data: [] } }));
  await fetchV1SchoolDepartments(12);
  expect(server.requests.at(-1)).toMatchObject({
    path: '/other/v1/info/index/school_department',
    query: { schoolSerNo: '12' },
  });
});

it('422 9100: shows the parameter dialog, then behaves as 500, and still passes the reply back', async () => {
  const body = { code: '9100', message: '系統參數有誤，請連絡相關人員協助您處理。', details: [] };
  server.answer(() => ({ status: 422, body }));
  const reply = await fetchV1Info('nope' as 'bank');
  expect(reply).toEqual({ status: 422, data: body });
  expect(effects.mock.calls.map(([outcome]) => outcome.message)).toEqual([
    '系統參數有誤，請連絡相關人員協助您處理。',
    '伺服器忙碌中，請您稍後再試。',
  ]);
  expect(effects.mock.calls[0][0]).toMatchObject({
    status: 422,
    code: '9100',
    dialog: 'error',
    redirect: null,
  });
  expect(effects.mock.calls[1][0]).toMatchObject({ status: 500, dialog: 'error' });
});

it('500: shows the busy dialog and passes the reply back', async () => {
  server.answer(() => ({ status: 500, body: { code: '500', message: 'x' } }));
  const reply = await fetchV1Info('career');
  expect(reply.status).toBe(500);
  expect(effects).toHaveBeenCalledTimes(1);
  expect(effects).toHaveBeenCalledWith(
    expect.objectContaining({ status: 500, message: '伺服器忙碌中，請您稍後再試。', dialog: 'error' }),
  );
});

it('other statuses (422 without 9100, 404) are only logged', async () => {
  server.answer(() => ({ status: 422, body: { code: '422', message: '資料格式不符' } }));
  expect((await fetchV1Info('district', { city: '臺北市' })).status).toBe(422);
  server.answer(() => ({ status: 404, body: { code: '404', message: '找不到' } }));
  expect((await fetchV1Info('city')).status).toBe(404);
  expect(effects).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledTimes(2);
});

it('a failed connection is only logged and comes back as status 0', async () => {
  server.answer(() => 'hang');
  const reply = await fetchV1Info('school', undefined, { timeout: 150 });
  expect(reply).toEqual({ status: 0, data: null });
  expect(effects).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no connection'));
});
