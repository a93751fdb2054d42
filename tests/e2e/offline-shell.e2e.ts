import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startOnBuildCopy, type BuildCopyServer } from './app-server';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, launchChromium } from './browser';

/** Waits until the service worker has installed (every build file precached) and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

describe('installable app and its service worker in Chromium', () => {
  let browser: Browser;
  // A copy of the build: the update test changes its sw.js as a new deploy would.
  let server: BuildCopyServer;

  before(async () => {
    server = await startOnBuildCopy('fenqi-e2e-sw-client-');
    browser = await launchChromium({ serviceWorkers: 'allow' });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const url = (path: string) => server.baseUrl + path;

  async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'zh-TW' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    return { context, page, errors };
  }

  it('Chromium reports the app installable: the manifest, its icons and a service worker', async () => {
    // A profile of its own: Chromium never offers to install from an incognito context.
    const profile = mkdtempSync(join(tmpdir(), 'fenqi-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 360, height: 780 },
      locale: 'zh-TW',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url('/login'));
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.equal(new URL(manifest.url).pathname, '/manifest.webmanifest');
    assert.deepEqual(manifest.errors, []);
    const parsed = JSON.parse(manifest.data ?? '{}') as { name: string; lang: string; start_url: string };
    assert.equal(parsed.name, '分期會員中心');
    assert.equal(parsed.lang, 'zh-TW');
    assert.equal(parsed.start_url, '/member');

    // The worker and the manifest are revalidated on every visit, so a deploy is seen at once.
    const sw = await page.request.get(url('/sw.js'));
    assert.equal(sw.headers()['cache-control'], 'no-cache');
    const manifestFile = await page.request.get(url('/manifest.webmanifest'));
    assert.match(manifestFile.headers()['content-type'], /^application\/manifest\+json/);
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
      const reply = await page.request.get(url(icon));
      assert.equal(reply.headers()['content-type'], 'image/png', icon);
    }
    assert.deepEqual(errors, []);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('after one online visit the app opens offline: the shell, route chunks never fetched, the banner', async () => {
    const { context, page } = await newPage();
    await page.goto(url('/login'));
    await page.getByLabel('身分證字號').waitFor();
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByLabel('身分證字號').waitFor();
    await page.getByText('已離線，請確認網路連線狀態').waitFor();
    // 忘記密碼 was never opened: its chunk comes from the precache, not the network.
    await page.goto(url('/member/forgot-pwd'));
    await page.getByRole('heading', { name: '忘記密碼' }).waitFor();
    await page.getByText('已離線，請確認網路連線狀態').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'offline-forgot-pwd-360.png') });
    await context.close();
  });

  it('a new deploy waits and offers 新版本已就緒 → 重新整理, which reloads into it', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(url('/login'));
    await page.getByLabel('身分證字號').waitFor();
    await controlledByServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // The deploy: a new sw.js (its precache list would differ); the browser finds it on update.
    appendFileSync(join(server.clientDir, 'sw.js'), '\n// the next deploy\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText('新版本已就緒');
    await prompt.waitFor({ timeout: 60_000 });
    // Waiting: the open tab is still served by the worker it started with.
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), firstWorker);
    await page.screenshot({ path: join(ARTIFACTS, 'update-prompt-360.png') });

    await Promise.all([
      page.waitForEvent('load', { timeout: 60_000 }),
      page.getByRole('button', { name: '重新整理' }).click(),
    ]);
    await page.getByLabel('身分證字號').waitFor();
    assert.equal(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
      null,
    );
    await prompt.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
