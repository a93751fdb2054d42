import { Queue } from 'workbox-background-sync';
import { queueChannel, SYNC_QUEUE_NAME, withQueueLock } from '../api/offline/queue/background-sync';
import { OfflineQueue } from '../api/offline/queue/offline-queue';
import { QUEUE_MAX_AGE_MS } from '../api/offline/queue/queue-rules';
import { indexedDbQueueStore } from '../api/offline/queue/queue-store';
import { sendQueuedRequest } from '../api/offline/queue/send-queued-request';

/**
 * The service worker's side of the offline queue: Workbox Background Sync wakes
 * the worker when the browser has a network again, even with no page of the app open, and the
 * worker sends the queue the pages keep in IndexedDB, with the same rules, the same sender and
 * the same lock as a page. Workbox's own request store stays empty: the queue's items are the
 * page's (shown as 待送出 n 項 and 等待網路, cleared at logout), not requests the worker caught.
 * A drain that still finds no network fails the sync, so the browser tries it again later; where
 * a browser has no Background Sync, Workbox calls the same drain when the worker starts.
 */
export function registerQueueSync(): void {
  const channel = queueChannel();
  const queue = new OfflineQueue({
    store: indexedDbQueueStore(),
    send: (item) => sendQueuedRequest(item),
    online: () => (globalThis.navigator as Navigator | undefined)?.onLine !== false,
    exclusive: withQueueLock,
    // The worker is the one woken: asking itself again would only repeat the browser's retry.
    requestSync: () => undefined,
    // The open pages read the queue again (their tiles turn from 等待網路 into the stored file).
    announce: () => channel?.postMessage('changed'),
  });
  new Queue(SYNC_QUEUE_NAME, {
    maxRetentionTime: QUEUE_MAX_AGE_MS / 60_000,
    onSync: async () => {
      const report = await queue.drain({ now: true });
      if (report.stoppedOffline) throw new Error('offline queue: still no network');
    },
  });
}
