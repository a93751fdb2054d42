import { actionChannel, call, delay, fork, put, select, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { hasOfflineStorage } from '../../api/offline/offline-db';
import { newQueueKey } from '../../api/offline/queue/queue-item';
import type { ClientFile } from '../../api/v2/types/common';
import { withUploadIndicator } from '../../store/global-ui/upload-indicator';
import { toServerFailure } from '../../store/server-failure';
import { compressReceipt } from './receipt-compression';
import { MAX_RECEIPTS } from '../../domain/receipts';
import {
  receiptProgressed,
  receiptsChosen,
  receiptsQueued,
  receiptUploaded,
  receiptRetryRequested,
} from './receipt-upload-state';
import { browserOffline, isNetworkFailure, onlineAgain } from '../../api/network-failure';
import {
  queueReceipt,
  queuedReceiptsSaga,
  receiptsWaiting,
  receiptUpload,
  type QueuedReceiptIds,
} from './queued-receipts';
import { selectPayments, type PaymentsState, type WithPayments } from './slice';

/** Tries per receipt when the network fails (the first plus two retries, 1 s then 2 s apart). */
export const UPLOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

type Chosen = ReturnType<typeof receiptsChosen>;
type Retry = ReturnType<typeof receiptRetryRequested>;
/** A receipt waiting in the queue: the File stays here, out of the store. */
interface Pending {
  caseId: number;
  file: File;
}

/**
 * Sends one receipt: compressed first, retried on network errors, held while the browser is
 * offline; failures stay listed with a retry.
 */
function* uploadOne(id: number, pending: Map<number, Pending>, ids: QueuedReceiptIds) {
  const job = pending.get(id);
  if (!job) return;
  yield put(receiptProgressed(id, 'compressing'));
  const file: File = yield call(compressReceipt, job.file);
  // One Idempotency-Key for every attempt and for the offline queue: the server stores it once.
  const key = newQueueKey();
  const upload = receiptUpload(job.caseId, file, key);
  // Offline (the MRT): the shrunk receipt waits in the offline queue (IndexedDB: a
  // reload or a closed tab keeps it), shown as 等待網路, and goes in its turn once online.
  function* toQueue() {
    ids.set(key, id);
    yield call(queueReceipt, job!.caseId, file, key);
    pending.delete(id);
    yield put(receiptProgressed(id, 'offline'));
  }
  const queueing = hasOfflineStorage();
  if (queueing && (browserOffline() || receiptsWaiting(job.caseId))) {
    yield call(toQueue);
    return;
  }
  yield put(receiptProgressed(id, 'uploading'));
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Inline errors: the page lists each file's outcome, and retries must not pop a dialog each.
      const stored: ClientFile = yield call(withUploadIndicator, (onProgress) => upload({}, onProgress));
      pending.delete(id);
      yield put(receiptUploaded(id, job.caseId, stored));
      return;
    } catch (error) {
      if (queueing && isNetworkFailure(error) && browserOffline()) {
        yield call(toQueue);
        return;
      }
      // Without IndexedDB the receipt waits in this page and goes once the browser is back online;
      // the receipts after it keep their turn behind it.
      if (isNetworkFailure(error) && browserOffline()) {
        yield put(receiptProgressed(id, 'offline'));
        yield call(onlineAgain);
        yield put(receiptProgressed(id, 'uploading'));
        attempt = 0;
        continue;
      }
      if (isNetworkFailure(error) && attempt < UPLOAD_ATTEMPTS) {
        yield delay(RETRY_DELAY_MS * attempt);
        continue;
      }
      yield put(receiptProgressed(id, 'fail', toServerFailure(error, '上傳失敗，請稍後再試').message));
      return;
    }
  }
}

let nextId = 1;

/** Queues the chosen files up to the limit of 60 per case, then sends them one by one. */
function* uploadChosen({ payload }: Chosen, pending: Map<number, Pending>, ids: QueuedReceiptIds) {
  const { receipts, uploads }: PaymentsState = yield select((state: WithPayments) => selectPayments(state));
  const held = receipts.caseId === payload.caseId ? receipts.files.length : 0;
  // Failed receipts can still be retried, so they keep their place against the limit.
  const retryable =
    uploads.caseId === payload.caseId ? uploads.items.filter((item) => item.status === 'fail').length : 0;
  const room = Math.max(0, MAX_RECEIPTS - held - retryable);
  const accepted = payload.files.slice(0, room).map((file) => ({ id: nextId++, file }));
  for (const { id, file } of accepted) pending.set(id, { caseId: payload.caseId, file });
  const items = accepted.map(({ id, file }) => ({ id, name: file.name }));
  yield put(receiptsQueued(payload.caseId, items, payload.files.length - accepted.length));
  for (const { id } of accepted) yield call(uploadOne, id, pending, ids);
}

/**
 * The receipt-upload queue: chosen files and retries are taken one at a time through an action
 * channel, so uploads never race each other, the progress overlay shows one file, and the count
 * against the limit of 60 stays right.
 */
export function* receiptUploadSaga() {
  const pending = new Map<number, Pending>();
  const ids: QueuedReceiptIds = new Map();
  yield fork(queuedReceiptsSaga, ids);
  const queue: Channel<Chosen | Retry> = yield actionChannel([
    'payments/RECEIPTS_CHOSEN',
    'payments/RECEIPT_RETRY',
  ]);
  while (true) {
    const action: Chosen | Retry = yield take(queue);
    if (action.type === 'payments/RECEIPTS_CHOSEN') yield call(uploadChosen, action, pending, ids);
    else yield call(uploadOne, action.payload, pending, ids);
  }
}
