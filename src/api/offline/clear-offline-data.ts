import { removeAllDrafts } from './kept-drafts';
import { deleteOfflineDatabase } from './offline-db';

/** The service worker's caches of the build itself (Workbox's precache): no member data in them. */
const BUILD_CACHE = /^workbox-precache/;

/**
 * Removes everything kept on this device for a member or a guest link (logout; issue 29: on a
 * shared phone the next person must find nothing): every flow's kept draft, the IndexedDB database
 * of kept replies, and every Cache Storage cache but the app's own build files.
 */
export async function clearOfflineData(): Promise<void> {
  removeAllDrafts();
  const removals: Promise<unknown>[] = [deleteOfflineDatabase()];
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    removals.push(...names.filter((name) => !BUILD_CACHE.test(name)).map((name) => caches.delete(name)));
  }
  const results = await Promise.allSettled(removals);
  for (const result of results)
    if (result.status === 'rejected') console.warn('offline data not cleared', result.reason);
}
