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

/** Whether a reply was made for one request (a page with its data, `no-store`): such a page is never kept. */
const madeForOne = (response: Response) => /\bno-store\b/.test(response.headers.get('cache-control') ?? '');

const notMadeForOne: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (madeForOne(response) ? null : response),
};

/**
 * Pages on a second visit come from this worker's cache at once (no round trip before the first
 * paint) while the network refreshes the copy for the next visit. The HTML kept holds no
 * member's data (prerendered pages are drawn without one; data comes from /api, never cached
 * here), so one copy serves everyone on the phone: a page the server rendered with its data (a
 * guest link, a member's page) is `no-store` and never kept (the frame is, when it was fetched).
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
  // A page that cannot be fetched now is simply fetched on its next visit; a page the server drew
  // with the member's data is not kept either (its next visit asks the network).
  await Promise.allSettled(
    pages.map(async (url) => {
      const response = await fetch(url);
      if (response.ok && !madeForOne(response)) await cache.put(url, response);
    }),
  );
}
