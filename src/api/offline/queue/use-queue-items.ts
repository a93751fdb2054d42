import { useSyncExternalStore } from 'react';
import { getDeviceKey } from '../../session-cookies';
import type { QueueItem } from './queue-item';
import { itemsOfThisPage } from './queue-rules';
import { pageQueue } from './page-queue';

const NONE: readonly QueueItem[] = [];
const quiet = () => () => undefined;
const none = () => NONE;

/**
 * The offline queue's items as last read, drawn again on each change. None while `read` is false
 * (a page with nothing queued never starts the queue) and in the build's prerender.
 */
export function useQueueItems(read = true): readonly QueueItem[] {
  const queue = read && typeof window !== 'undefined' ? pageQueue() : null;
  // An empty queue is the same NONE the server drew with: a page taken over does not draw its
  // queue status again, synchronously, inside the take-over's commit for an equal empty list.
  const items = queue ? () => emptyAsNone(queue.items()) : none;
  return useSyncExternalStore(queue?.subscribe ?? quiet, items, none);
}

function emptyAsNone(items: readonly QueueItem[]): readonly QueueItem[] {
  return items.length === 0 ? NONE : items;
}

/**
 * The queue's items of whoever uses the page (queue-rules.ts `itemsOfThisPage`): the logged-in
 * member's and those queued with no one logged in (guest links), not another member's left on a
 * shared phone.
 */
export function useOwnQueueItems(read = true): readonly QueueItem[] {
  return itemsOfThisPage(useQueueItems(read), read ? getDeviceKey() : null);
}
