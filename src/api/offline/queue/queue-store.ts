import { deleteRecord, hasOfflineStorage, readAllRecords, writeRecord } from '../offline-db';
import type { QueueItem } from './queue-item';

/**
 * Where the queue's items are kept. The queue only needs these four calls, so its rules and its
 * runner are tested against the in-memory store and the browser uses IndexedDB.
 */
export interface QueueStore {
  all(): Promise<QueueItem[]>;
  put(item: QueueItem): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A store in memory: tests, and browsers without IndexedDB (the queue then lasts the page). */
export function memoryQueueStore(initial: readonly QueueItem[] = []): QueueStore & {
  snapshot: () => QueueItem[];
} {
  const items = new Map(initial.map((item) => [item.id, item]));
  return {
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
    snapshot: () => [...items.values()],
  };
}

/**
 * The items in the app's IndexedDB database (`fenqi-offline`, store `queue`, by id): they survive
 * a reload, a closed tab and a restarted phone, the service worker reads the same store, and a
 * logout deletes the database with everything else of the member's.
 */
export function indexedDbQueueStore(): QueueStore {
  return {
    all: () => readAllRecords<QueueItem>('queue'),
    put: (item) => writeRecord('queue', item.id, item),
    remove: (id) => deleteRecord('queue', id),
  };
}

/** IndexedDB where the browser has it, else memory. */
export function defaultQueueStore(): QueueStore {
  return hasOfflineStorage() ? indexedDbQueueStore() : memoryQueueStore();
}
