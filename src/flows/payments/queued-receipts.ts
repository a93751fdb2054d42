import type { EventChannel } from 'redux-saga';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { hasOfflineStorage } from '../../api/offline/offline-db';
import { captureRequest } from '../../api/offline/queue/capture-request';
import { pageQueue } from '../../api/offline/queue/page-queue';
import { isUnsent, type QueueItem } from '../../api/offline/queue/queue-item';
import { ownerOfRequest } from '../../api/offline/queue/queue-owner';
import { settledItems, type SettledItem } from '../../api/offline/queue/settled-channel';
import { uploadPaymentReceiptFile } from '../../api/v2/case-sub-flows';
import type { ClientFile } from '../../api/v2/types/common';
import { receiptProgressed, receiptsQueued, receiptUploaded } from './receipt-upload-state';
import { receiptListActions, selectPayments, type PaymentsState, type WithPayments } from './slice';

/** The receipts of a case wait in the offline queue under their address. */
const RECEIPT_GROUP = /^\/api\/v2\/members\/cases\/(\d+)\/payment-receipt-file$/;

/** Which list item each queued receipt is (queue key → the page's receipt id). */
export type QueuedReceiptIds = Map<string, number>;

function caseOf(item: QueueItem): number | null {
  const match = RECEIPT_GROUP.exec(item.group);
  return match ? Number(match[1]) : null;
}

/** Whether receipts of the case still wait in the queue (a new one goes behind them). */
export function receiptsWaiting(caseId: number): boolean {
  return (
    hasOfflineStorage() &&
    pageQueue()
      .items()
      .some((item) => isUnsent(item) && caseOf(item) === caseId)
  );
}

/** The upload call of a receipt, with its Idempotency-Key (the same for its retries and the queue). */
export const receiptUpload =
  (caseId: number, file: Blob, key: string) =>
  (config: Parameters<typeof uploadPaymentReceiptFile>[3] = {}, onProgress?: (percent: number) => void) =>
    uploadPaymentReceiptFile(caseId, file, onProgress, {
      ...SKIP_GLOBAL_ERROR,
      ...config,
      headers: { 'Idempotency-Key': key },
    });

/** Keeps a shrunk receipt in the offline queue: it goes, in its turn, once online. */
export async function queueReceipt(caseId: number, file: File, key: string): Promise<void> {
  const request = await captureRequest(receiptUpload(caseId, file, key));
  await pageQueue().enqueue({
    id: key,
    kind: 'upload',
    owner: await ownerOfRequest(request),
    group: new URL(request.url).pathname,
    label: file.name,
    request,
  });
}

let restoredId = 1_000_000;

/** Lists the case's receipts still in the queue (from an earlier page) as 等待網路. */
function* restore(ids: QueuedReceiptIds, { payload: caseId }: ReturnType<typeof receiptListActions.request>) {
  // The page may ask before the queue was read at start.
  if (!pageQueue().hasRead()) yield call([pageQueue(), pageQueue().refresh]);
  const waiting = pageQueue()
    .items()
    .filter((item) => isUnsent(item) && caseOf(item) === caseId && !ids.has(item.id));
  if (waiting.length === 0) return;
  const listed = waiting.map((item) => ({ id: restoredId++, name: item.label, key: item.id }));
  for (const { id, key } of listed) ids.set(key, id);
  yield put(receiptsQueued(caseId, listed, 0));
  for (const { id, key } of listed) {
    const refusal = waiting.find((item) => item.id === key)?.refusal;
    yield put(refusal ? receiptProgressed(id, 'fail', refusal.message) : receiptProgressed(id, 'offline'));
  }
}

/**
 * The payments page's side of the offline queue: a receipt stored from the queue joins the case's
 * list; a refused one shows the server's message (and leaves the queue: 重新上傳 picks it again);
 * receipts an earlier page left in the queue are listed again when the case's receipts load.
 */
export function* queuedReceiptsSaga(ids: QueuedReceiptIds) {
  const channel: EventChannel<SettledItem> | null = settledItems((item) => caseOf(item) !== null);
  if (!channel) return;
  yield takeEvery(receiptListActions.REQUEST, restore, ids);
  while (true) {
    const { item, kind }: SettledItem = yield take(channel);
    const caseId = caseOf(item);
    if (caseId === null) continue;
    const { receipts }: PaymentsState = yield select((state: WithPayments) => selectPayments(state));
    const id = ids.get(item.id) ?? restoredId++;
    if (kind === 'sent') {
      if (receipts.caseId === caseId) yield put(receiptUploaded(id, caseId, item.reply as ClientFile));
      ids.delete(item.id);
      yield call([pageQueue(), pageQueue().acknowledge], item.id);
    } else if (kind === 'refused') {
      yield put(receiptProgressed(id, 'fail', item.refusal?.message ?? null));
      ids.delete(item.id);
      yield call([pageQueue(), pageQueue().discard], item.id);
    }
  }
}
