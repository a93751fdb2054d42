/**
 * The app's IndexedDB database of member data kept for offline use: one object store
 * per kind, every record under a key that starts with its owner (a member or a guest link), so a
 * logout can remove all of it. Plain IndexedDB behind a few promises: no library for so little.
 * The service worker opens it too (the offline queue's Background Sync), so nothing here needs a
 * window.
 */

/** The database's name (tests and the logout read it). */
export const OFFLINE_DB = 'fenqi-offline';
/** The object stores: the last replies of member pages, the offline queue's items, the flows' drafts. */
export type OfflineStore = 'replies' | 'queue' | 'drafts';
const STORES: readonly OfflineStore[] = ['replies', 'queue', 'drafts'];
/** Version 2 added the offline queue's store, version 3 the drafts' (an upgrade keeps the others). */
const VERSION = 3;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(OFFLINE_DB, VERSION);
    req.onupgradeneeded = () => {
      for (const store of STORES)
        if (!req.result.objectStoreNames.contains(store)) req.result.createObjectStore(store);
    };
    req.onsuccess = () => {
      // Another tab deleting the database (a logout there) must not be blocked by this one.
      req.result.onversionchange = () => {
        req.result.close();
        opened = null;
      };
      resolve(req.result);
    };
    req.onerror = () => {
      opened = null;
      reject(req.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opened;
}

/** Whether this browser keeps anything offline (IndexedDB exists; private modes may lack it). */
export function hasOfflineStorage(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** The record under `key`, or undefined. */
export async function readRecord<T>(store: OfflineStore, key: string): Promise<T | undefined> {
  const db = await openDb();
  return request<T | undefined>(db.transaction(store).objectStore(store).get(key));
}

/** Stores `value` under `key`, replacing what was there. */
export async function writeRecord(store: OfflineStore, key: string, value: unknown): Promise<void> {
  const db = await openDb();
  const transaction = db.transaction(store, 'readwrite');
  const written = request(transaction.objectStore(store).put(value, key));
  // Committed now rather than when the task ends: a write made as the page is left still lands.
  transaction.commit?.();
  await written;
}

/** Every record of a store (its keys' order). */
export async function readAllRecords<T>(store: OfflineStore): Promise<T[]> {
  const db = await openDb();
  return request<T[]>(db.transaction(store).objectStore(store).getAll());
}

/** Removes the record under `key` (none there: nothing happens). */
export async function deleteRecord(store: OfflineStore, key: string): Promise<void> {
  const db = await openDb();
  await request(db.transaction(store, 'readwrite').objectStore(store).delete(key));
}

/** Removes the whole database: every member's and guest link's records (logout, a new login). */
export async function deleteOfflineDatabase(): Promise<void> {
  if (!hasOfflineStorage()) return;
  const db = await opened?.catch(() => null);
  db?.close();
  opened = null;
  await new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(OFFLINE_DB);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be deleted'));
    // Blocked by another tab's open connection: that tab closes it on versionchange.
    req.onblocked = () => undefined;
  });
}
