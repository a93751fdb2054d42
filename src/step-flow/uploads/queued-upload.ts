import type { AxiosRequestConfig } from 'axios';
import { captureRequest } from '../../api/offline/queue/capture-request';
import { isUnsent, placeholderUrl, type QueueItem } from '../../api/offline/queue/queue-item';
import { ownerOfRequest } from '../../api/offline/queue/queue-owner';
import { browserOnline, pageQueue } from '../../api/offline/queue/page-queue';
import type { FileCategory, UploadedFile } from '../../forms/form-context';

/** The upload call as the uploader makes it (file-uploader.ts). */
type Upload = (config: AxiosRequestConfig) => Promise<unknown>;

/** The order group of an upload: its address (one flow's case or link), without the query. */
function groupOf(url: string): string {
  return new URL(url, 'http://fenqi.invalid').pathname;
}

/**
 * Whether an upload must join the offline queue instead of going now: the device is offline, or
 * earlier uploads of the same address still wait (they go first: the order the member picked).
 */
export async function mustQueue(upload: Upload): Promise<boolean> {
  if (!browserOnline()) return true;
  const items = pageQueue().items();
  if (!items.some(isUnsent)) return false;
  const group = groupOf((await captureRequest(upload)).url);
  return items.some((item: QueueItem) => item.group === group && isUnsent(item));
}

/**
 * Queues an upload: the request as the endpoint builds it (the compressed file,
 * its category, the credential, `key` as its Idempotency-Key) joins the offline queue, and the
 * form gets a stand-in (placeholderUrl) that its tile shows as 等待網路 until the queue's reply
 * replaces it (queued-files-saga.ts).
 */
export async function queueUpload(
  upload: Upload,
  key: string,
  file: File,
  body: Blob,
  category: FileCategory,
): Promise<UploadedFile> {
  const request = await captureRequest(upload);
  await pageQueue().enqueue({
    id: key,
    kind: 'upload',
    owner: await ownerOfRequest(request),
    group: groupOf(request.url),
    field: String(category.id),
    label: file.name,
    request,
  });
  const url = placeholderUrl(key);
  return {
    id: url,
    fileUrl: url,
    name: file.name,
    contentType: body.type,
    size: body.size,
    fileCategoryId: category.id,
  };
}
