import { removeAllDrafts } from './kept-drafts';
import { deleteOfflineDatabase } from './offline-db';

/** The service worker's caches of the build itself (Workbox's precache): no member data in them. */
const BUILD_CACHE = /^workbox-precache/;

/**
 * Member data kept in localStorage outside the drafts: the guardians' phones of a minor's case
 * (spec §4, src/flows/minor/guardian-phones-store.ts).
 */
export const MEMBER_STORAGE_PREFIXES = ['fenqi.minorGuardians.'] as const;

/** Removes the localStorage entries under those prefixes. */
export function removeMemberStorage(store: Pick<Storage, 'length' | 'key' | 'removeItem'> | null): void {
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key && MEMBER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: nothing was kept there
  }
}

/**
 * Removes everything kept on this device for a member or a guest link (logout: on a
 * shared phone the next person must find nothing): every flow's kept draft, the guardians' phones,
 * the IndexedDB database of kept replies, and every Cache Storage cache but the app's own build files.
 */
export async function clearOfflineData(): Promise<void> {
  removeAllDrafts();
  removeMemberStorage(localStore());
  const removals: Promise<unknown>[] = [deleteOfflineDatabase()];
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    removals.push(...names.filter((name) => !BUILD_CACHE.test(name)).map((name) => caches.delete(name)));
  }
  const results = await Promise.allSettled(removals);
  for (const result of results)
    if (result.status === 'rejected') console.warn('offline data not cleared', result.reason);
}
