import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach } from 'node:test';
import type { Browser } from 'playwright-core';

/** Where the pages open at a failed test are photographed. */
const FAILURES = join(__dirname, '..', '..', 'test-results', 'failures');
/** How much of a page's text the log gets: enough to read a dialog, an error or a spinner. */
const TEXT_KEPT = 1200;

const watched = new Set<Browser>();

/**
 * Keeps `browser`'s pages as evidence when a test fails: CI's log shows only the assertion, and a
 * failure seen once there (a wait that ran out on a loaded machine) cannot be read back later.
 */
export function watchForFailures(browser: Browser): void {
  watched.add(browser);
  browser.on('disconnected', () => watched.delete(browser));
}

const slug = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Prints each open page's address and text, and photographs it, for the test named `testName`. */
async function reportOpenPages(testName: string): Promise<void> {
  mkdirSync(FAILURES, { recursive: true });
  const file = slug(basename(process.argv[1] ?? 'e2e', '.ts'));
  let n = 0;
  for (const browser of watched) {
    for (const page of browser.contexts().flatMap((context) => context.pages())) {
      n += 1;
      const shot = join(FAILURES, `${file}-${slug(testName)}-${n}.png`);
      const text = await page
        .evaluate(() => document.body?.innerText ?? '')
        .catch((error: unknown) => `(text unreadable: ${String(error)})`);
      await page.screenshot({ path: shot, timeout: 5_000 }).catch(() => undefined);
      console.error(
        `── failure evidence: "${testName}", page ${n} at ${page.url()} (screenshot ${shot})\n` +
          `${text.replace(/\n{2,}/g, '\n').slice(0, TEXT_KEPT)}\n──`,
      );
    }
  }
}

// Only in node's test runner (NODE_TEST_CONTEXT is set in the files it runs): the typing bench
// imports the browser helpers too.
if (process.env.NODE_TEST_CONTEXT) {
  afterEach(async (t) => {
    // `passed` is on node 20.12+'s test context; the @types/node pinned here predates it.
    if ((t as { passed?: boolean }).passed === false) await reportOpenPages(t.name);
  });
}
