import { useSyncExternalStore } from 'react';
import type { QueueItem } from './queue-item';
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
  return useSyncExternalStore(queue?.subscribe ?? quiet, queue?.items ?? none, none);
}
