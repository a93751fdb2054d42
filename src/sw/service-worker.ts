import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { setCatchHandler } from 'workbox-routing';
import { keepOpenPages, registerPageRoute } from './page-cache';
import { registerQueueSync } from './queue-sync';

/**
 * The parts of the service worker global this file uses. The project's TypeScript lib is the
 * DOM's (the app's), not the webworker one, so the worker's own global is described here.
 */
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting: () => Promise<void>;
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly { url: string }[]>;
  };
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil: (work: Promise<unknown>) => void }) => void,
  ): void;
}
declare const self: WorkerScope;

/** The shell every app route is served from when the network cannot answer. */
const SHELL = '/index.html';

// Every file of the build (shell, entry, each route chunk, styles, manifest, icons), fetched once
// when this worker installs; hashed chunks are never fetched again. Old builds' caches go away
// when a new worker takes over, which is only when the member says so (below) or every tab of
// the old build has closed: an open tab keeps its own chunks.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes the open page at once, so its later route chunks come from the cache.
clientsClaim();

// Pages: from this worker's cache at once on a second visit, refreshed from the network behind it
// (./page-cache.ts); the precached shell when neither has the page.
enableNavigationPreload();
registerPageRoute();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) =>
      keepOpenPages(
        caches,
        open.map((client) => client.url),
      ),
    ),
  );
});
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(SHELL)) ?? Response.error();
});

// The API (member data) is never touched: no route matches /api, so the browser fetches it as if
// there were no worker, and nothing of a member's is kept in a cache here.

// The offline queue's Background Sync: uploads and sends made offline go when the network is
// back, also with no page open (./queue-sync.ts).
registerQueueSync();

// A new build's worker waits until the member accepts 新版本已就緒 → 重新整理: the page then sends
// workbox-window's messageSkipWaiting() (src/sw/register-service-worker.ts).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
