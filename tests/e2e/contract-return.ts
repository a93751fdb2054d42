import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { STEP, onPath } from './commodity-wizard';

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

/**
 * The check after each contract of step 5 is signed (signAllContracts' `afterSign`): the next
 * contract's 閱讀並同意 is focused and in view, and after the last one 送出申請 is, with the
 * contract just agreed shown above it.
 */
export async function expectNextInView(page: Page, signed: string): Promise<void> {
  await onPath(page, STEP(5));
  if (signed === '分期付款契約') {
    const platform = page.getByRole('button', { name: '閱讀並同意平台服務契約' });
    assert.ok(await focusedInView(page, platform), 'the next contract is not in view');
    assert.ok(await page.evaluate(() => window.scrollY > 0), 'the page went back to its top');
  } else if (signed === '平台服務契約') {
    const sale = page.getByRole('button', { name: '閱讀並同意買賣契約' });
    assert.ok(await focusedInView(page, sale), 'the last contract is not in view');
  } else {
    const send = page.locator('.fenqi-step-nav-next', { hasText: '送出申請' });
    assert.ok(await focusedInView(page, send), '送出申請 is not in view');
    // The last contract, now agreed, shows above the button, not under it.
    assert.ok(
      await inView(page.locator('.fenqi-contract-item', { hasText: signed })),
      'the button covers the contracts',
    );
    assert.ok(await send.isEnabled());
  }
}
