import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { hasOfflineStorage } from '../../api/offline/offline-db';
import { pageQueue } from '../../api/offline/queue/page-queue';
import { placeholderUrl, type QueueItem } from '../../api/offline/queue/queue-item';
import type { SettledKind } from '../../api/offline/queue/offline-queue';

/** An upload of the offline queue that the server stored, with its reply (the stored file). */
export interface StoredUpload {
  item: QueueItem;
  /** The form value standing for it until now (placeholderUrl). */
  placeholder: string;
  reply: { fileUrl: string } & Record<string, unknown>;
}

/**
 * The offline queue's uploads as the server stores them, for a saga to put each
 * stored file where its stand-in is; null where nothing is queued (no IndexedDB).
 */
export function storedUploads(): EventChannel<StoredUpload> | null {
  if (!hasOfflineStorage()) return null;
  // Expanding: a drain stores several files while the saga is busy placing one.
  return eventChannel<StoredUpload>(
    (emit) =>
      pageQueue().onSettled((item: QueueItem, kind: SettledKind) => {
        const reply = item.reply as StoredUpload['reply'] | undefined;
        if (kind === 'sent' && item.kind === 'upload' && typeof reply?.fileUrl === 'string')
          emit({ item, placeholder: placeholderUrl(item.id), reply });
      }),
    buffers.expanding(),
  );
}

/**
 * `data` with every `placeholder` (as a value or in a list, at any depth) replaced by `url`, and
 * whether there was one. The same object when there was none.
 */
export function withPlaceholderReplaced<T>(
  data: T,
  placeholder: string,
  url: string,
): { data: T; found: boolean } {
  let found = false;
  const walk = (value: unknown): unknown => {
    if (value === placeholder) {
      found = true;
      return url;
    }
    if (Array.isArray(value)) {
      const next = value.map(walk);
      return next.some((entry, i) => entry !== value[i]) ? next : value;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, inner]) => [key, walk(inner)] as const);
      const changed = entries.some(([key, inner]) => inner !== (value as Record<string, unknown>)[key]);
      return changed ? Object.fromEntries(entries) : value;
    }
    return value;
  };
  const next = walk(data) as T;
  return { data: found ? next : data, found };
}

/** The queue forgets a stored upload once its file link is in the form. */
export function acknowledgeStored(item: QueueItem): Promise<void> {
  return pageQueue().acknowledge(item.id);
}
