import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startOnBuildCopy, type BuildCopyServer } from './app-server';
import { launchChromium } from './browser';
import { logIn } from './live-app';

/** What the worker's page cache holds for a path (null when nothing). */
async function cachedPage(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (p) => {
    const reply = await (await caches.open('fenqi-pages')).match(p);
    return reply ? reply.text() : null;
  }, path);
}

/** A marker a "deploy" writes into a page on the server, to tell the cached copy from the new one. */
const MARKER = '<meta name="fenqi-e2e-deploy" content="2">';

describe('a second visit paints from the service worker, without a round trip for the page', () => {
  let browser: Browser;
  // A copy of the build: the test changes a page on the server as a deploy would.
  let server: BuildCopyServer;

  before(async () => {
    server = await startOnBuildCopy('fenqi-e2e-repeat-');
    browser = await launchChromium({ serviceWorkers: 'allow' });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the page comes from the cache at once, and the network refreshes it for the next visit', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'zh-TW' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const url = (path: string) => server.baseUrl + path;

    // First visit: the worker installs and keeps the open page as it takes over.
    await page.goto(url('/login'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.waitForFunction(
      async () => (await (await caches.open('fenqi-pages')).match('/login')) !== undefined,
    );

    // The server's page changes; the next visit still paints the kept copy, answered by the worker.
    const file = join(server.clientDir, 'pages', 'login.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', `${MARKER}</head>`));
    const second = await page.goto(url('/login'));
    assert.ok(second?.fromServiceWorker(), 'the second visit was answered by the worker');
    const secondHtml = (await second?.text()) ?? '';
    assert.ok(!secondHtml.includes(MARKER), 'the second visit waited for the network');
    assert.match(secondHtml, /id="fenqi-prerender"/, 'the kept copy is the prerendered page');
    await page.getByLabel('身分證字號').waitFor();

    // Behind it the network refreshed the copy: the visit after sees the new page.
    await page.waitForFunction(async (marker) => {
      const reply = await (await caches.open('fenqi-pages')).match('/login');
      return reply ? (await reply.text()).includes(marker) : false;
    }, MARKER);
    const third = await page.goto(url('/login'));
    assert.ok(((await third?.text()) ?? '').includes(MARKER), 'the refreshed copy is served');

    // Offline, the page opened before is that page, not the bare shell.
    await context.setOffline(true);
    const offline = await page.goto(url('/login'));
    assert.match((await offline?.text()) ?? '', /id="fenqi-prerender"/);
    await page.getByLabel('身分證字號').waitFor();
    await context.setOffline(false);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a guest link is kept under its path alone: its signPath is never written to the cache', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'zh-TW' });
    const page = await context.newPage();
    const link = server.baseUrl + '/member/vehicleLoans?signPath=demo-vehicle-loan-sign-path';
    await page.goto(link);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.goto(link);
    await page.waitForFunction(
      async () => (await (await caches.open('fenqi-pages')).match('/member/vehicleLoans')) !== undefined,
    );
    const kept = await page.evaluate(async () =>
      (await (await caches.open('fenqi-pages')).keys()).map((request) => request.url),
    );
    assert.ok(kept.length > 0);
    for (const keptUrl of kept) assert.ok(!keptUrl.includes('signPath'), `${keptUrl} keeps the link's query`);
    assert.ok((await cachedPage(page, '/member/vehicleLoans'))?.includes('<div id="root">'));
    await context.close();
  });

  it("a member's page the server drew with the member's data is never kept, not even as the worker takes over", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'zh-TW' });
    const page = await context.newPage();
    await logIn(page, (path) => server.baseUrl + path);
    // Opened with the data in its HTML, while the worker installs and keeps the open pages.
    await page.goto(server.baseUrl + '/member/order/list');
    await page.getByText('MacBook Air').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.goto(server.baseUrl + '/member/order/list');
    await page.getByText('MacBook Air').first().waitFor();
    for (const path of ['/member/order/list', '/member']) {
      const kept = await cachedPage(page, path);
      assert.ok(
        kept === null || !kept.includes('"slices"'),
        `${path}: a copy with the member's data was kept`,
      );
      assert.ok(kept === null || !kept.includes('MacBook Air'), `${path}: the member's cases were kept`);
    }
    await context.close();
  });
});
