import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, fullPageShot, settleAnimations } from './browser';
import { STEP, STUDENT_PLAN, WAIT, memberIdentity, throughPlan } from './commodity-wizard';
import { focused } from './keyboard-wizard';
import { MING, logIn, startLiveApp, type LiveApp } from './live-app';
import { zoomText } from './text-zoom';

/**
 * A full-page screenshot of the page with its text at 200 %; returns why it fails (it scrolls
 * sideways, a button's text spills out of it), so every page is shot before the test fails.
 */
async function zoomShot(page: Page, name: string): Promise<string[]> {
  await settleAnimations(page);
  // Fonts and lazy parts settle; the text zoom has scaled every sheet they brought.
  await page.waitForTimeout(300);
  await fullPageShot(page, join(ARTIFACTS, name));
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
    widest: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)}`),
  }));
  // A button's words stay inside it (antd gives buttons a fixed height that large text spills out of).
  const spilled = await page.evaluate(() =>
    // antd's class is the subject: whatever antd draws as a button (a link too) has its fixed height.
    [...document.querySelectorAll<HTMLElement>('button, .ant-btn')]
      .filter((button) => button.getClientRects().length > 0 && (button.textContent ?? '').trim())
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return [...button.querySelectorAll<HTMLElement>('span')].some((span) => {
          const text = span.getBoundingClientRect();
          return text.height > 0 && (text.top < box.top - 1 || text.bottom > box.bottom + 1);
        });
      })
      .map((button) => (button.textContent ?? '').trim()),
  );
  const problems = spilled.map((text) => `${name}: the text of the button 「${text}」 spills out of it`);
  if (widths.scroll > widths.inner)
    problems.push(
      `${name}: scrolls sideways at 200 % text (${widths.scroll} > ${widths.inner}; ${widths.widest.join(', ')})`,
    );
  return problems;
}

/** The step's pinned buttons (sticky at the bottom of a phone screen): where they begin. */
const navTop = (page: Page) =>
  page.evaluate(() => document.querySelector('.fenqi-step-nav')?.getBoundingClientRect().top ?? innerHeight);

/**
 * Tabs through the step's form and checks that each control the focus lands on is in view, clear
 * of the header and of the pinned buttons (the browser scrolls it into view; the scroll padding
 * must leave room for the buttons, which grow with the text).
 */
async function assertFocusClearOfPinnedButtons(page: Page): Promise<number> {
  let checked = 0;
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Tab');
    // What the member sees once the page has settled (the app nudges a select's box into view).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const now = await focused(page);
    const place = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('form') || el.closest('.fenqi-step-nav')) return null;
      // antd's classes are the subject: the box antd draws around the control is what must show.
      const shown =
        el.closest<HTMLElement>(
          '.ant-select, .ant-input-affix-wrapper, .ant-input-number, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-radio-button-wrapper',
        ) ?? el;
      const box = shown.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const nav = document.querySelector('.fenqi-step-nav')?.getBoundingClientRect().top ?? innerHeight;
      return { top: box.top, bottom: box.bottom, header, nav };
    });
    if (now.tag === 'BUTTON' && now.name === '下一步') break;
    if (!place) continue;
    checked += 1;
    assert.ok(
      place.bottom <= place.nav + 1 && place.top >= place.header - 1,
      `${now.id || now.name}: focused at ${place.top}–${place.bottom}, hidden by the header (${place.header}) or the pinned buttons (${place.nav})`,
    );
  }
  return checked;
}

/**
 * The app at 360 px with its text at 200 % (text-zoom.ts: a phone's text-size setting): the login
 * page, the member home, the order list and commodity step 3 reflow without sideways scrolling, and
 * the pinned step buttons never cover the field being filled. Screenshots in test-results/screenshots.
 */
describe('200 % text at 360 px (real server, production build)', () => {
  let app: LiveApp;

  before(async () => {
    app = await startLiveApp('zoom');
  });
  after(() => app?.stop());

  it('login, member home, order list and commodity step 3 reflow at 200 % text', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await zoomText(context, 2);
    await page.goto(app.url('/login'));
    await page.getByRole('button', { name: '登入', exact: true }).waitFor({ timeout: WAIT });
    // The text zoom is on: antd's base font size reads 28 px.
    const base = await page.evaluate(() => getComputedStyle(document.querySelector('input')!).fontSize);
    assert.ok(parseFloat(base) >= 28, `the text zoom did not apply (input text ${base})`);
    const problems = await zoomShot(page, 'zoom200-login-360.png');

    await logIn(page, app.url, MING);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: WAIT });
    await page.getByTestId('home-case').first().waitFor({ timeout: WAIT });
    problems.push(...(await zoomShot(page, 'zoom200-member-home-360.png')));

    await page.goto(app.url('/member/order/list'));
    await page.getByTestId('case-card').first().waitFor({ timeout: WAIT });
    problems.push(...(await zoomShot(page, 'zoom200-order-list-360.png')));

    await page.goto(app.url(STEP(1)));
    await memberIdentity(page, MING.idNum, MING.password);
    await throughPlan(page, STUDENT_PLAN);
    await page.locator('#root_passbookNo').waitFor({ timeout: WAIT });
    problems.push(...(await zoomShot(page, 'zoom200-commodity-step3-360.png')));

    // At the end of the page the pinned buttons sit under the last field, not over it.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
    await page.waitForTimeout(400);
    const last = await page.locator('#root_passbookNo').boundingBox();
    assert.ok(last, 'the last field of step 3 is not on screen');
    assert.ok(last.y + last.height <= (await navTop(page)) + 1, 'the pinned buttons cover the last field');
    await page.screenshot({ path: join(ARTIFACTS, 'zoom200-commodity-step3-end-360.png') });

    // Every field the keyboard reaches is scrolled clear of the header and the pinned buttons.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('#root_name').focus();
    const fields = await assertFocusClearOfPinnedButtons(page);
    assert.ok(fields > 20, `only ${fields} fields were reached`);
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
