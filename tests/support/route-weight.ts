import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** One JS or CSS file a page fetched, with its size as served (the server gzips at level 9). */
export interface FetchedAsset {
  file: string;
  raw: number;
  gzip: number;
}

/** What a first visit to a route downloads before the page is idle. */
export interface RouteWeight {
  path: string;
  assets: FetchedAsset[];
  raw: number;
  gzip: number;
}

const gzipCache = new Map<string, FetchedAsset>();

/**
 * Chunks a page fetches only once it is idle, by design: the service worker's registration
 * (workbox-window, src/sw/service-worker-client.ts, after `load` and an idle callback). Whether
 * one lands before the network has been quiet for 500 ms depends on the machine's load, so
 * counting it made a route weigh 2.3 KiB more on a busy CI run than here, for the same build.
 */
const AFTER_IDLE_CHUNK = /^assets\/sw-client\./;

function assetSize(clientDir: string, file: string): FetchedAsset {
  const key = join(clientDir, file);
  let size = gzipCache.get(key);
  if (!size) {
    const code = readFileSync(key);
    size = { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
    gzipCache.set(key, size);
  }
  return size;
}

/**
 * Opens `url` in `page` (a fresh context, so nothing is cached) and sums the JS and CSS it
 * fetched from the build until the network has been idle: the entry, the route's page chunk and
 * whatever that page loads at once (its form, lazy widgets it renders). Sizes are read from
 * `clientDir` and gzipped as the server sends them, so the figure does not depend on what
 * encoding this Chromium asks for, nor on what the browser cached before.
 */
export async function measureRouteWeight(
  page: Page,
  url: string,
  clientDir: string,
  ready?: (page: Page) => Promise<void>,
): Promise<RouteWeight> {
  const files = new Set<string>();
  // Requests, not responses: a file the context's cache serves still counts (a first visit
  // downloads it), and Chromium reports no response event for some of those.
  const onRequest = (request: { url: () => string; resourceType: () => string }) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { pathname } = new URL(request.url());
    const file = pathname.slice(1);
    if (pathname.startsWith('/assets/') && !AFTER_IDLE_CHUNK.test(file)) files.add(file);
  };
  page.on('request', onRequest);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (ready) await ready(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  const assets = [...files].sort().map((file) => assetSize(clientDir, file));
  return {
    path: new URL(url).pathname,
    assets,
    raw: assets.reduce((sum, a) => sum + a.raw, 0),
    gzip: assets.reduce((sum, a) => sum + a.gzip, 0),
  };
}
