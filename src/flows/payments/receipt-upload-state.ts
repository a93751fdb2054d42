import { MAX_RECEIPTS } from '../../domain/receipts';
import type { UnknownAction } from 'redux';
import type { ClientFile } from '../../api/v2/types/common';

/**
 * Where one chosen receipt is: waiting its turn, being shrunk, waiting for the network (shrunk,
 * sent as soon as the browser is back online), on its way, stored, or failed.
 */
export type ReceiptUploadStatus = 'waiting' | 'compressing' | 'offline' | 'uploading' | 'done' | 'fail';

/** One receipt the member chose, as the page lists it (the File itself stays in the saga). */
export interface ReceiptUploadItem {
  id: number;
  name: string;
  status: ReceiptUploadStatus;
  /** Why it failed (the server's message), or how many tries a network error took. */
  message: string | null;
}

/** The receipts chosen for one case and a notice when some were left out (the limit of 60). */
export interface ReceiptUploads {
  caseId: number | null;
  items: ReceiptUploadItem[];
  notice: string | null;
}

/** The member chose receipt files for a case (they upload one after another). */
export const receiptsChosen = (caseId: number, files: File[]) =>
  ({ type: 'payments/RECEIPTS_CHOSEN', payload: { caseId, files } }) as const;
/** The member asks to send a failed receipt again. */
export const receiptRetryRequested = (id: number) =>
  ({ type: 'payments/RECEIPT_RETRY', payload: id }) as const;
/** Receipts were queued for upload under these ids (and `skipped` left out past the limit). */
export const receiptsQueued = (caseId: number, items: { id: number; name: string }[], skipped: number) =>
  ({ type: 'payments/RECEIPTS_QUEUED', payload: { caseId, items, skipped } }) as const;
/** One queued receipt moved on (compressing, uploading, failed with a message). */
export const receiptProgressed = (id: number, status: ReceiptUploadStatus, message: string | null = null) =>
  ({ type: 'payments/RECEIPT_PROGRESSED', payload: { id, status, message } }) as const;
/** One receipt is stored; `file` joins the case's receipt list. */
export const receiptUploaded = (id: number, caseId: number, file: ClientFile) =>
  ({ type: 'payments/RECEIPT_UPLOADED', payload: { id, caseId, file } }) as const;

/** Every action of the receipt uploads. */
export type ReceiptUploadAction = ReturnType<
  | typeof receiptsChosen
  | typeof receiptRetryRequested
  | typeof receiptsQueued
  | typeof receiptProgressed
  | typeof receiptUploaded
>;

const initial: ReceiptUploads = { caseId: null, items: [], notice: null };

const patch = (state: ReceiptUploads, id: number, change: Partial<ReceiptUploadItem>): ReceiptUploads => ({
  ...state,
  items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
});

/** The upload list: returns the same object for actions that are not its own. */
export function receiptUploadReducer(
  state: ReceiptUploads = initial,
  incoming: UnknownAction,
): ReceiptUploads {
  const action = incoming as ReceiptUploadAction;
  switch (action.type) {
    case 'payments/RECEIPTS_QUEUED': {
      const { caseId, items, skipped } = action.payload;
      // Another case's uploads do not belong on this case's page.
      const kept = state.caseId === caseId ? state.items : [];
      const queued = items.map((item) => ({ ...item, status: 'waiting' as const, message: null }));
      const notice =
        skipped > 0 ? `每件案件最多上傳 ${MAX_RECEIPTS} 張繳款證明，已略過 ${skipped} 張。` : null;
      return { caseId, items: [...kept, ...queued], notice };
    }
    case 'payments/RECEIPT_PROGRESSED':
      return patch(state, action.payload.id, {
        status: action.payload.status,
        message: action.payload.message,
      });
    case 'payments/RECEIPT_UPLOADED':
      return patch(state, action.payload.id, { status: 'done', message: null });
    default:
      return state;
  }
}
