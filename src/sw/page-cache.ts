import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { NOT_PAGES, pageCacheKey } from './page-cache-key';

/** The Cache Storage name of the app's pages (their HTML only; never an API reply). */
export const PAGE_CACHE = 'fenqi-pages';

const keyByPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
};

/** A page made for one request (a guest link with its data, `no-store`) is never kept. */
const notMadeForOne: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /\bno-store\b/.test(response.headers.get('cache-control') ?? '') ? null : response,
};

/**
 * Pages on a second visit come from this worker's cache at once (no round trip before the first
 * paint, issue 27) while the network refreshes the copy for the next visit. The HTML kept holds no
 * member's data (prerendered pages are drawn without one; data comes from /api, never cached
 * here), so one copy serves everyone on the phone: a guest link's page rendered with its data is
 * `no-store` and never kept (the frame is).
 */
export function registerPageRoute(): void {
  registerRoute(
    new NavigationRoute(
      new StaleWhileRevalidate({
        cacheName: PAGE_CACHE,
        plugins: [keyByPath, new CacheableResponsePlugin({ statuses: [200] }), notMadeForOne],
      }),
      { denylist: NOT_PAGES },
    ),
  );
}

/**
 * When this worker takes over: the pages of an older build go (they name that build's chunks,
 * which left the precache with it), and the pages open now are kept from this build, so the very
 * next visit to them paints from the cache.
 */
export async function keepOpenPages(cacheStorage: CacheStorage, openUrls: readonly string[]): Promise<void> {
  await cacheStorage.delete(PAGE_CACHE);
  const cache = await cacheStorage.open(PAGE_CACHE);
  const pages = [...new Set(openUrls.map(pageCacheKey))].filter(
    (url) => !NOT_PAGES.some((path) => path.test(new URL(url).pathname)),
  );
  // A page that cannot be fetched now is simply fetched on its next visit.
  await Promise.allSettled(pages.map((url) => cache.add(url)));
}
