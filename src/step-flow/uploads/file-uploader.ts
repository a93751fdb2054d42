import type { AxiosRequestConfig } from 'axios';
import type { Dispatch } from 'redux';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import type { UploadProgressCallback } from '../../api/upload-progress';
import type { ClientFile } from '../../api/v2/types/common';
import type { FileUploader, UploadedFile } from '../../forms/form-context';
import { dialogShown, uploadFinished, uploadProgressed } from '../../store/global-ui/actions';
import { hasOfflineStorage } from '../../api/offline/offline-db';
import { newQueueKey } from '../../api/offline/queue/queue-item';
import { compressForUpload } from './compress-image';
import { isNetworkError, RETRY_DELAYS_MS, sleep, withNetworkRetry } from './network-retry';
import { mustQueue, queueUpload } from './queued-upload';
import { UploadFailedError, uploadFailureDialog } from './upload-failure';

/** The upload call: a category and a file, with progress, answering the stored file. */
export type UploadCall = (
  categoryId: number | string,
  file: Blob,
  onProgress: UploadProgressCallback,
  config: AxiosRequestConfig,
) => Promise<ClientFile>;

/** What the uploader needs; compression and retry have the production defaults. */
export interface FileUploaderOptions {
  dispatch: Dispatch;
  upload: UploadCall;
  /** Told of every stored file (e.g. the commodity application remembers it for caseFileIds). */
  onStored?: (reply: ClientFile) => void;
  compress?: (file: File) => Promise<File>;
  retryDelaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
  /** Keep an upload made without a network in the offline queue: where IndexedDB is. */
  offlineQueue?: boolean;
}

/** The reply as the upload widget knows files. */
export function toUploadedFile(reply: ClientFile): UploadedFile {
  return {
    id: reply.id,
    fileUrl: reply.fileUrl,
    thumbnailUrl: reply.thumbnailUrl,
    name: reply.name,
    contentType: reply.contentType,
    size: reply.size,
    // Newer categories are numbers; an older flow's document code ('1_1') stays as it is.
    fileCategoryId: /^\d+$/.test(reply.fileCategoryId) ? Number(reply.fileCategoryId) : reply.fileCategoryId,
  };
}

/**
 * The FileUploader every flow's forms use (formContext.uploadFile) and the contract signatures:
 * compresses a large photo, uploads it with the global 檔案上傳中，請稍候！ progress, retries up to
 * 3 times when the connection fails, and reports the stored file (onStored). Every upload carries
 * an Idempotency-Key. Without a network (offline, or still none after the retries) the compressed
 * file joins the offline queue and the form gets its stand-in, shown as 等待網路 (queued-upload.ts).
 * A refusal shows its zh-TW dialog and rejects; nothing else of the form is touched.
 */
export function createUploader({
  dispatch,
  upload,
  onStored,
  compress = compressForUpload,
  retryDelaysMs = RETRY_DELAYS_MS,
  wait = sleep,
  offlineQueue = hasOfflineStorage(),
}: FileUploaderOptions): FileUploader {
  // Several pictures may upload at once; the indicator goes when the last one ends.
  let running = 0;
  return async (file, category, onProgress) => {
    running += 1;
    const report = (percent: number) => {
      onProgress(percent);
      dispatch(uploadProgressed(percent));
    };
    try {
      report(0);
      const body = await compress(file);
      // The same key for every attempt and for the queue: the server stores the file once.
      const key = newQueueKey();
      const send = (config: AxiosRequestConfig, onProgress: UploadProgressCallback = () => undefined) =>
        upload(category.id, body, onProgress, {
          ...SKIP_GLOBAL_ERROR,
          ...config,
          headers: { 'Idempotency-Key': key },
        });
      if (offlineQueue && (await mustQueue(send))) return await queueUpload(send, key, file, body, category);
      let reply: ClientFile;
      try {
        reply = await withNetworkRetry(() => send({}, report), retryDelaysMs, wait);
      } catch (error) {
        if (!offlineQueue || !isNetworkError(error)) throw error;
        return await queueUpload(send, key, file, body, category);
      }
      onStored?.(reply);
      return toUploadedFile(reply);
    } catch (error) {
      const dialog = uploadFailureDialog(error, file.name);
      dispatch(dialogShown(dialog));
      throw new UploadFailedError(dialog.message, error);
    } finally {
      running -= 1;
      if (running === 0) dispatch(uploadFinished());
    }
  };
}
