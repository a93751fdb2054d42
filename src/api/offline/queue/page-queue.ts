import { browserOffline } from '../../network-failure';
import { getDeviceKey } from '../../session-cookies';
import { queueChannel, SYNC_TAG, withQueueLock } from './background-sync';
import { OfflineQueue } from './offline-queue';
import { defaultQueueStore } from './queue-store';
import { sendQueuedRequest } from './send-queued-request';

/** Whether the browser says it has a network (always, where there is no navigator). */
export function browserOnline(): boolean {
  return !browserOffline();
}

/** Asks the service worker, if one controls the app, to be woken when the network is back. */
async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

let queue: OfflineQueue | null = null;

/**
 * The page's offline queue (one per page): IndexedDB where the browser has it, sent with fetch
 * under the queue's Web Lock, the `online` event draining it at once, Background Sync asked for
 * whenever an item waits (the service worker then drains it, even with no page open), and other
 * tabs' and the worker's changes read again when announced.
 */
export function pageQueue(): OfflineQueue {
  if (queue) return queue;
  // Only a browser page talks to the other tabs (a Node channel would keep a build's prerender alive).
  const channel = typeof window === 'undefined' ? null : queueChannel();
  const made = new OfflineQueue({
    store: defaultQueueStore(),
    send: (item) => sendQueuedRequest(item),
    online: browserOnline,
    exclusive: withQueueLock,
    requestSync: () => void requestBackgroundSync(),
    announce: () => channel?.postMessage('changed'),
    // Whose it is on this device: 待送出 shows a member only their own (queue-rules.ts itemsOfThisPage).
    queuedBy: getDeviceKey,
  });
  queue = made;
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void made.drain({ now: true }).catch(() => undefined));
    channel?.addEventListener('message', () => void made.refresh().catch(() => undefined));
  }
  return made;
}

/**
 * Starts the page's queue at app start: reads what an earlier visit left and sends what is due
 * (a photo picked offline yesterday goes as soon as the app opens with a network).
 */
export function startPageQueue(): void {
  const started = pageQueue();
  void started
    .refresh()
    .then(() => started.drain())
    .catch((error: unknown) => console.warn('offline queue not started', error));
}
