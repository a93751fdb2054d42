import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, startLiveApp, type LiveApp } from './live-app';
import { onPath } from './commodity-wizard';

/** What has focus now: its tag, text, label, attributes and whether a focus ring is drawn. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    // The theme's ring (src/ui/theme/a11y.css) is a 2 px outline on every focused control.
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const describedBy = (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').trim(),
      label: el.getAttribute('aria-label') ?? '',
      id: el.id,
      invalid: el.getAttribute('aria-invalid'),
      describedBy,
      // antd's class: the drawer first focuses its own wrapper, outside its role="dialog" panel.
      inDrawer: Boolean(el.closest('.ant-drawer')),
      ring,
    };
  });
}

/** Presses Tab until `matches` holds for the focused element (at most `limit` times). */
async function tabTo(
  page: Page,
  matches: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 40,
): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  assert.fail(
    `Tab never reached the element (${limit} presses); last: ${JSON.stringify(await focused(page))}`,
  );
}

async function waitForFocus(page: Page, matches: (f: Awaited<ReturnType<typeof focused>>) => boolean) {
  for (let i = 0; i < 50; i += 1) {
    if (matches(await focused(page))) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`focus did not arrive; it is on ${JSON.stringify(await focused(page))}`);
}

/**
 * Whether the focused element shows its ring once its style has settled: antd animates a control's
 * outline (`transition: all 0.2s`), so a read right after the Tab can catch it half drawn.
 */
async function ringShown(page: Page): Promise<boolean> {
  for (let i = 0; i < 10; i += 1) {
    if ((await focused(page))?.ring) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/*
 * Focus management and the shell by keyboard alone, in Chromium on the real server.
 * After a route change focus lands on the new page's <h1>; a submit with errors puts focus on the
 * first invalid field, marked aria-invalid and described by its message; the phone drawer opens,
 * is walked and closes (Escape) by keyboard, focus going back to its button; every stop shows a
 * focus ring.
 */
/**
 * Opens the drawer from its focused menu button and chooses `label` with the arrow keys. A menu is
 * one Tab stop; the arrow keys move focus among its items. Each press waits for the focus to move
 * before the next (the menu focuses its item on the next frame; on a loaded machine, presses sent
 * faster than frames read a stale item and skip ahead).
 */
async function chooseInDrawer(page: Page, label: string, checkRing: boolean): Promise<void> {
  await page.keyboard.press('Enter');
  await waitForFocus(page, (f) => Boolean(f?.inDrawer));
  await tabTo(page, (f) => Boolean(f?.inDrawer) && f?.tag === 'ul', 20);
  for (let i = 0; i < 10; i += 1) {
    const before = await focused(page);
    if (before?.text === label) break;
    await page.keyboard.press('ArrowDown');
    await waitForFocus(page, (f) => f?.tag === 'li' && f.text !== (before?.text ?? ''));
  }
  assert.equal((await focused(page))?.text, label, `the arrow keys reach ${label} in the menu`);
  if (checkRing) assert.equal(await ringShown(page), true, 'the menu item shows a focus ring');
  await page.keyboard.press('Enter');
}

describe('focus and the shell by keyboard', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('focus');
  });
  after(() => app?.stop());

  it('moves focus to the page title after a route change and to the first invalid field on submit', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-TW' });
    const page = await context.newPage();
    try {
      await logIn(page, app.url);
      await tabTo(page, (f) => f?.tag === 'a' && f.text === '變更密碼');
      assert.equal(await ringShown(page), true, 'the focused menu link shows a focus ring');
      await page.keyboard.press('Enter');
      await onPath(page, '/member/chpwd');
      await waitForFocus(page, (f) => f?.tag === 'h1' && f.text === '變更密碼');

      await tabTo(page, (f) => f?.tag === 'button' && f.text.replace(/\s/g, '') === '變更密碼');
      await page.keyboard.press('Enter');
      await waitForFocus(page, (f) => f?.tag === 'input' && f.invalid === 'true');
      const field = await focused(page);
      assert.match(
        field?.describedBy ?? '',
        /請輸入|必填|密碼/,
        'the invalid field is described by its error',
      );
    } finally {
      await context.close();
    }
  });

  it('opens, walks and closes the phone drawer by keyboard, focus returning to its button', async () => {
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });
    const page = await context.newPage();
    try {
      await logIn(page, app.url);
      await tabTo(page, (f) => f?.label === '開啟會員選單');
      assert.equal(await ringShown(page), true, 'the menu button shows a focus ring');
      await page.keyboard.press('Enter');
      await waitForFocus(page, (f) => Boolean(f?.inDrawer));
      await page.keyboard.press('Escape');
      await waitForFocus(page, (f) => f?.label === '開啟會員選單');

      await chooseInDrawer(page, '我的訂單', true);
      await onPath(page, '/member/order/list');
      await waitForFocus(page, (f) => f?.tag === 'h1');

      // Again, with the page's code already loaded: its title is there before the drawer has
      // finished closing, and the focus stays on it after the drawer's animation has ended.
      await page.goBack();
      await onPath(page, '/member');
      await tabTo(page, (f) => f?.label === '開啟會員選單');
      await chooseInDrawer(page, '我的訂單', false);
      await onPath(page, '/member/order/list');
      await waitForFocus(page, (f) => f?.tag === 'h1');
      await page.waitForTimeout(1000);
      assert.equal((await focused(page))?.tag, 'h1', 'the closed drawer leaves the focus on the new page');
    } finally {
      await context.close();
    }
  });
});
