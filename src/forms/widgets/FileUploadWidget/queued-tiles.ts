import { isUnsent, queuedIdOf, type QueueItem } from '../../../api/offline/queue/queue-item';
import { pageQueue } from '../../../api/offline/queue/page-queue';
import { useQueueItems } from '../../../api/offline/queue/use-queue-items';

/** What a file waiting in the offline queue says on its tile. */
export const QUEUED_TEXT = '等待網路';
/** Said for a stand-in whose queued file is gone (sent elsewhere and dropped, or the device cleared). */
export const QUEUED_LOST_TEXT = '檔案未能送出，請重新上傳';

/** How a stand-in of the field reads: waiting, refused (with the server's message) or lost. */
export interface QueuedTile {
  state: 'waiting' | 'refused' | 'lost';
  name: string;
  message?: string;
  /** A picture of the kept file (an object URL), while it waits. */
  preview?: string;
}

const previews = new WeakMap<Blob, string>();

function previewOf(item: QueueItem): string | undefined {
  const body = item.request.body;
  const part = body.type === 'multipart' ? body.parts.find((p) => 'blob' in p) : undefined;
  if (
    !part ||
    !('blob' in part) ||
    !part.blob.type.startsWith('image/') ||
    typeof URL.createObjectURL !== 'function'
  )
    return undefined;
  let url = previews.get(part.blob);
  if (!url) {
    url = URL.createObjectURL(part.blob);
    previews.set(part.blob, url);
  }
  return url;
}

/**
 * The field's stand-ins (values of files still in the offline queue) as their tiles show them,
 * by value. The queue is only read when the value holds one, so a page without any never starts
 * it (the build's prerender has none).
 */
export function useQueuedTiles(urls: readonly string[]): Record<string, QueuedTile> {
  const queued = urls.filter((url) => queuedIdOf(url) !== null);
  const items = useQueueItems(queued.length > 0);
  const queue = queued.length > 0 ? pageQueue() : null;
  const tiles: Record<string, QueuedTile> = {};
  for (const url of queued) {
    const item = items.find((candidate) => candidate.id === queuedIdOf(url));
    if (item?.refusal) tiles[url] = { state: 'refused', name: item.label, message: item.refusal.message };
    else if (item && (isUnsent(item) || item.sentAt !== undefined))
      tiles[url] = { state: 'waiting', name: item.label, preview: previewOf(item) };
    else if (queue?.hasRead())
      tiles[url] = { state: 'lost', name: QUEUED_LOST_TEXT, message: QUEUED_LOST_TEXT };
    else tiles[url] = { state: 'waiting', name: QUEUED_TEXT };
  }
  return tiles;
}

/** The member removed a stand-in's tile: its file is not sent. */
export function discardQueued(url: string): void {
  const id = queuedIdOf(url);
  if (id !== null) void pageQueue().discard(id);
}
