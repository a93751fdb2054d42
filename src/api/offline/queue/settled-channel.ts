import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { hasOfflineStorage } from '../offline-db';
import type { SettledKind } from './offline-queue';
import { pageQueue } from './page-queue';
import type { QueueItem } from './queue-item';

/** An item of the offline queue that the server stored or refused, or that grew too old. */
export interface SettledItem {
  item: QueueItem;
  kind: SettledKind;
}

/**
 * The page queue's settled items that `accept` takes, as a saga channel: each flow
 * listens for its own (its uploads, its receipts, its send), including those settled while no
 * page of it was open. Null where nothing is queued (no IndexedDB). Expanding: a drain settles
 * several items while the saga is busy with one.
 */
export function settledItems(
  accept: (item: QueueItem, kind: SettledKind) => boolean,
): EventChannel<SettledItem> | null {
  if (!hasOfflineStorage()) return null;
  return eventChannel<SettledItem>(
    (emit) =>
      pageQueue().onSettled((item, kind) => {
        if (accept(item, kind)) emit({ item, kind });
      }),
    buffers.expanding(),
  );
}
