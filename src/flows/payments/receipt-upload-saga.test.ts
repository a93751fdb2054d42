import { waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import * as subFlows from '../../api/v2/case-sub-flows';
import type { ClientFile } from '../../api/v2/types/common';
import { makePaymentsStore } from './payments-test-kit';
import { MAX_RECEIPTS } from '../../domain/receipts';
import { receiptRetryRequested, receiptsChosen } from './receipt-upload-state';
import { receiptListActions } from './slice';

jest.mock('../../api/v2/case-sub-flows');
const api = jest.mocked(subFlows);

const CASE_ID = 7;
const stored = (id: number, name = `r${id}.jpg`): ClientFile => ({
  id,
  fileCategoryId: '21',
  name,
  contentType: 'image/jpeg',
  size: 10,
  fileUrl: `/f/${id}`,
  thumbnailUrl: `/t/${id}`,
});
const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const offline = () => new AxiosError('Network Error', 'ERR_NETWORK');
function refused(status: number, body: Record<string, string>): AxiosError {
  const response = {
    status,
    data: body,
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError(body.message, 'ERR_BAD_REQUEST', response.config, {}, response);
}

/** A store whose case already holds `held` receipts. */
async function storeHolding(held: number) {
  const kit = makePaymentsStore();
  api.fetchPaymentReceiptFiles.mockResolvedValue(Array.from({ length: held }, (_, i) => stored(i + 1)));
  kit.store.dispatch(receiptListActions.request(CASE_ID));
  await waitFor(() => expect(kit.store.getState().payments.receipts.status).toBe('success'));
  return kit;
}

const items = (kit: ReturnType<typeof makePaymentsStore>) => kit.store.getState().payments.uploads.items;

beforeEach(() => jest.resetAllMocks());

describe('receipt uploads', () => {
  it('sends the chosen files one after another and adds each to the case’s receipts', async () => {
    const kit = await storeHolding(0);
    let running = 0;
    api.uploadPaymentReceiptFile.mockImplementation(async (_id, file) => {
      running += 1;
      expect(running).toBe(1); // never two at once
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return stored(100 + items(kit).findIndex((i) => i.name === (file as File).name), (file as File).name);
    });
    kit.store.dispatch(receiptsChosen(CASE_ID, [photo('a.jpg'), photo('b.jpg')]));
    await waitFor(() => expect(items(kit).map((i) => i.status)).toEqual(['done', 'done']));
    expect(kit.store.getState().payments.receipts.files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(api.uploadPaymentReceiptFile).toHaveBeenCalledWith(
      CASE_ID,
      expect.any(File),
      expect.any(Function),
      // Every upload carries an Idempotency-Key: a retry never stores a second receipt.
      { fenqiSkipGlobalError: true, headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) } },
    );
  });

  it(`accepts at most ${MAX_RECEIPTS} receipts per case and says how many were left out`, async () => {
    const kit = await storeHolding(MAX_RECEIPTS - 1);
    api.uploadPaymentReceiptFile.mockResolvedValue(stored(99));
    kit.store.dispatch(receiptsChosen(CASE_ID, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]));
    await waitFor(() => expect(items(kit).map((i) => i.status)).toEqual(['done']));
    expect(api.uploadPaymentReceiptFile).toHaveBeenCalledTimes(1);
    expect(kit.store.getState().payments.uploads.notice).toBe(
      '每件案件最多上傳 60 張繳款證明，已略過 2 張。',
    );
    expect(kit.store.getState().payments.receipts.files).toHaveLength(MAX_RECEIPTS);
  });

  it('retries on a network error by itself', async () => {
    const kit = await storeHolding(0);
    api.uploadPaymentReceiptFile.mockRejectedValueOnce(offline()).mockResolvedValueOnce(stored(5));
    kit.store.dispatch(receiptsChosen(CASE_ID, [photo('a.jpg')]));
    await waitFor(() => expect(items(kit)[0]?.status).toBe('done'));
    expect(api.uploadPaymentReceiptFile).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal: shows the server message, and retries when asked', async () => {
    const kit = await storeHolding(0);
    api.uploadPaymentReceiptFile
      .mockRejectedValueOnce(refused(413, { code: '413', message: '檔案過大，請壓縮後再上傳。' }))
      .mockResolvedValueOnce(stored(6));
    kit.store.dispatch(receiptsChosen(CASE_ID, [photo('big.jpg')]));
    await waitFor(() => expect(items(kit)[0]?.status).toBe('fail'));
    expect(items(kit)[0]?.message).toBe('檔案過大，請壓縮後再上傳。');
    expect(api.uploadPaymentReceiptFile).toHaveBeenCalledTimes(1);

    kit.store.dispatch(receiptRetryRequested(items(kit)[0].id));
    await waitFor(() => expect(items(kit)[0]?.status).toBe('done'));
    expect(kit.store.getState().payments.receipts.files.map((f) => f.id)).toEqual([6]);
  });

  it('gives up after three network failures and keeps the file for a retry', async () => {
    const kit = await storeHolding(0);
    api.uploadPaymentReceiptFile.mockRejectedValue(offline());
    kit.store.dispatch(receiptsChosen(CASE_ID, [photo('a.jpg')]));
    await waitFor(() => expect(items(kit)[0]?.status).toBe('fail'), { timeout: 8000 });
    expect(api.uploadPaymentReceiptFile).toHaveBeenCalledTimes(3);
    expect(items(kit)[0]?.message).toBe('無法連線至伺服器，請確認網路連線後再試一次');
    expect(kit.types()).toContain('ui/UPLOAD_FINISHED');
  });

  it('offline, holds the shrunk receipt as 等待網路 (the rest keep their turn) and sends them in order once back online', async () => {
    const kit = await storeHolding(0);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent: string[] = [];
    api.uploadPaymentReceiptFile.mockRejectedValueOnce(offline()).mockImplementation(async (_id, file) => {
      sent.push((file as File).name);
      return stored(200 + sent.length, (file as File).name);
    });
    kit.store.dispatch(receiptsChosen(CASE_ID, [photo('a.jpg'), photo('b.jpg')]));
    await waitFor(() => expect(items(kit).map((i) => i.status)).toEqual(['offline', 'waiting']));
    // Nothing is retried while offline: one attempt found no network, then the upload waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.uploadPaymentReceiptFile).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(items(kit).map((i) => i.status)).toEqual(['done', 'done']));
    expect(sent).toEqual(['a.jpg', 'b.jpg']);
    expect(kit.store.getState().payments.receipts.files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    onLine.mockRestore();
  });
});
