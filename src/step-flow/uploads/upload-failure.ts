import { isApiCallError } from '../../api/errors/api-call-error';
import { apiErrorMessage } from '../../api/errors/api-call-error';
import type { DialogRequest } from '../../store/global-ui/actions';
import { isNetworkError } from './network-retry';

/** Said when every attempt of an upload failed for want of a connection. */
export const UPLOAD_NETWORK_FAILED =
  '網路連線不穩定，已重試 3 次仍無法上傳。請確認網路連線後重新上傳此檔案，其他已填寫的資料與檔案都已保留。';
/** Said when the server refused an upload without a message of its own. */
export const UPLOAD_FAILED_FALLBACK = '檔案上傳失敗，請稍後再試。';

/** An upload that failed for good; `message` is the zh-TW text shown to the member. */
export class UploadFailedError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'UploadFailedError';
  }
}

/**
 * The dialog for an upload that failed for good. Uploads opt out of the global §8 dialogs (a
 * retried network error must not flash a dialog per attempt), so the catalogue's verdict on the
 * final failure is carried out here: its dialog kind, text and redirect (e.g. a lapsed token).
 */
export function uploadFailureDialog(error: unknown, fileName: string): DialogRequest {
  const title = `「${fileName}」上傳失敗`;
  if (isNetworkError(error)) return { kind: 'error', title, message: UPLOAD_NETWORK_FAILED };
  const outcome = isApiCallError(error) ? error.outcome : null;
  return {
    kind: outcome?.dialog ?? 'error',
    title,
    message: apiErrorMessage(error, UPLOAD_FAILED_FALLBACK),
    redirect: outcome?.redirect ?? null,
  };
}
