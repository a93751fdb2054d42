import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { STEP, WAIT, freshTwId, newMemberThroughStep4, onPath, signContract } from './commodity-wizard';
import { startLiveApp, type LiveApp } from './live-app';

/*
 * Back on step 5 after signing a contract, on a phone at 360 px: the page shows where the member
 * goes on (the next contract's 閱讀並同意, then 送出申請), focused, not its top.
 */

/** Whether `element` stands wholly on the screen, under the header and clear of the pinned step buttons. */
async function inView(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const nav = document.querySelector('.fenqi-step-nav')?.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    const covered = node.closest('.fenqi-step-nav') === null && nav !== undefined && box.bottom > nav.top;
    return box.top >= (header?.bottom ?? 0) && box.bottom <= window.innerHeight && !covered;
  });
}

/** Waits until `button` has the focus (the step put it there), then says whether it is in view. */
async function focusedInView(page: Page, button: Locator): Promise<boolean> {
  await page.waitForFunction((element) => document.activeElement === element, await button.elementHandle());
  return inView(button);
}

describe('step 5 goes on to the next contract after a signature (360 px)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('contract-return');
  });
  after(() => app?.stop());

  it('brings the next 閱讀並同意 into view and focus after each contract, then 送出申請', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await newMemberThroughStep4(page, app.url, {
      idNum: freshTwId(Date.now() + 54),
      password: 'next2024x',
      name: '陳下一',
      email: 'next@example.com',
    });

    await signContract(page, '分期付款契約');
    await onPath(page, STEP(5));
    const platform = page.getByRole('button', { name: '閱讀並同意平台服務契約' });
    assert.ok(await focusedInView(page, platform), 'the next contract is not in view');
    assert.ok(await page.evaluate(() => window.scrollY > 0), 'the page went back to its top');

    await signContract(page, '平台服務契約');
    await onPath(page, STEP(5));
    const sale = page.getByRole('button', { name: '閱讀並同意買賣契約' });
    assert.ok(await focusedInView(page, sale), 'the last contract is not in view');

    await signContract(page, '買賣契約');
    await onPath(page, STEP(5));
    const send = page.locator('.fenqi-step-nav-next', { hasText: '送出申請' });
    assert.ok(await focusedInView(page, send), '送出申請 is not in view');
    // The last contract, now agreed, shows above the button, not under it.
    assert.ok(
      await inView(page.locator('.fenqi-contract-item', { hasText: '買賣契約' })),
      'the button covers the contracts',
    );
    assert.ok(await send.isEnabled());
    assert.deepEqual(errors, []);
    await context.close();
  });
});
