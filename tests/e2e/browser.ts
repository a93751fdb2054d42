import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { createStaticSite } from '../../src/server/static-site';
import { CLIENT_DIR } from './client-dir';
import { watchForFailures } from './failure-evidence';

/** Debian's Chromium; playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where screenshots are kept as test artifacts. */
export const ARTIFACTS = join(__dirname, '..', '..', 'test-results', 'screenshots');

/**
 * A picture of the whole page, every field drawn: the forms draw a field below the first screen
 * only as it comes near the screen (content-visibility, src/forms/forms.css), which a full-page
 * picture does not scroll to. The page is left as it was.
 */
export async function fullPageShot(page: Page, path: string): Promise<void> {
  const drawAll = await page.addStyleTag({
    content: '.fenqi-object-cell { content-visibility: visible !important; }',
  });
  await page.screenshot({ path, fullPage: true });
  await drawAll.evaluate((node) => node.parentNode?.removeChild(node));
}

/** The flags this closed network needs (no update checks, no sync, no QUIC). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Whether a browser's contexts run the app's service worker. */
export type ServiceWorkers = 'allow' | 'block';

/**
 * Launches headless Chromium (a fresh temporary profile) with the flags this closed network needs.
 * Its contexts run the app's service worker only when the browser, or the context itself, says
 * `serviceWorkers: 'allow'`: the worker's install precaches every route's code (151 files, 4.3 MB)
 * and Chromium compiles it as it stores it, about 1.7 s of CPU per context (measured with a
 * context per page opened). A test about offline use, repeat visits or updates allows it; for the
 * others each page is a first visit, before any worker is installed.
 */
export async function launchChromium({
  serviceWorkers = 'block',
}: { serviceWorkers?: ServiceWorkers } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  mkdirSync(ARTIFACTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  // Every context this browser opens (browser.newPage too) takes the browser's choice by default.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) =>
    newContext({ ...options, serviceWorkers: options.serviceWorkers ?? serviceWorkers });
  watchForFailures(browser);
  return browser;
}

/** Serves the production build on an ephemeral port; returns its base URL and a stop function. */
export async function serveBuild(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server = createStaticSite(CLIENT_DIR);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits until an antd dialog has finished opening. Its zoom-in moves the buttons while it runs, so
 * a press made then (Playwright may find the box still for two frames before the motion starts)
 * can land beside the button and the dialog stays open.
 */
export async function dialogOpened(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  // One anonymous function: tsx would wrap named inner functions in a helper the page lacks.
  await dialog
    .page()
    .waitForFunction(
      (element) => !/-(appear|enter)\b/.test(element.className) && element.getAnimations().length === 0,
      await dialog.elementHandle(),
    );
}

/** Waits until antd's help and error texts have finished animating in, so screenshots show them. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[class*="show-help-appear"], [class*="show-help-item-appear"], [class*="show-help-leave"]',
      ),
  );
}

/** A phone-sized page (360 × 780, zh-TW) in a context of its own, and the script errors it meets. */
export async function phonePage(
  browser: Browser,
  timeout = 30_000,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'zh-TW' });
  context.setDefaultTimeout(timeout);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { context, page, errors };
}
