import type { Page } from 'playwright-core';

/**
 * What the page put on the clipboard. The page is brought to the front first (a page without the
 * focus may never be answered), and a read that still does not answer fails the test after 10 s
 * instead of holding the whole run: one such read sat idle for 18 minutes in a CI run.
 */
export async function clipboardText(page: Page): Promise<string> {
  await page.bringToFront();
  return page.evaluate(() =>
    Promise.race([
      navigator.clipboard.readText(),
      new Promise<string>((_, reject) =>
        setTimeout(() => reject(new Error('the clipboard did not answer in 10 s')), 10_000),
      ),
    ]),
  );
}
