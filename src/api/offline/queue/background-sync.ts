/**
 * What the page and the service worker share about the queue's Background Sync: the name of the
 * worker's Workbox queue (workbox-background-sync registers its sync under
 * `workbox-background-sync:<name>`), the channel a drain is announced on, and the lock one drain
 * holds across tabs and the worker. No DOM here: the worker imports it.
 */

/** The Workbox Background Sync queue of src/sw/service-worker.ts. */
export const SYNC_QUEUE_NAME = 'fenqi-offline-queue';
/** The sync tag Workbox's Queue listens for. */
export const SYNC_TAG = `workbox-background-sync:${SYNC_QUEUE_NAME}`;
/** The BroadcastChannel on which a change of the queue is announced to the other tabs. */
export const QUEUE_CHANNEL = 'fenqi-offline-queue';
const LOCK_NAME = 'fenqi-offline-queue';

/** Runs `work` holding the queue's Web Lock where the browser has Web Locks, else at once. */
export function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  // The lock is held until the promise `work` gives ends; the request resolves with its value.
  return locks ? (locks.request(LOCK_NAME, work) as unknown as Promise<T>) : work();
}

/** The queue's channel (a change is posted there), or null where there is no BroadcastChannel. */
export function queueChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(QUEUE_CHANNEL);
}
