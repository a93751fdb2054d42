import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import {
  STEP,
  STUDENT_PLAN,
  WAIT,
  choose,
  fieldError,
  memberIdentity,
  throughPlan,
} from './commodity-wizard';
import { waitForOption } from './choose-option';
import { MING, startLiveApp, type LiveApp } from './live-app';

/*
 * When a field of the applicant step (commodity step 3) shows its error, on a touch phone at 360 px:
 * a message leaves as soon as the field is put right, and a field made of two parts waits until the
 * member has left both before it says one is missing.
 */

/**
 * The errors the page shows now, as text: the alerts that say something. A field's message is an
 * alert inside its message line, itself an alert: the innermost one is read, once.
 */
async function shownErrors(page: Page): Promise<string[]> {
  return page
    .getByRole('alert')
    .filter({ hasNot: page.getByRole('alert') })
    .filter({ hasText: /\S/ })
    .allTextContents();
}

/** Takes focus away from the page's fields, as a tap on the page's text does. */
async function tapAway(page: Page): Promise<void> {
  await page.locator('.fenqi-wizard-lead').first().tap();
}

describe('step 3 shows a field error when it helps, not before (360 px, touch)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('step3-field-errors');
  });
  after(() => app?.stop());

  /** A phone's context on step 3 of a member's application (the plan of the demo). */
  async function onStep3(width = 360): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({
      viewport: { width, height: 740 },
      hasTouch: width < 600,
      locale: 'zh-TW',
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    await page.goto(app.url(STEP(1)));
    await memberIdentity(page, MING.idNum, MING.password);
    await throughPlan(page, STUDENT_PLAN);
    await page.locator('#root_passbookNo').waitFor();
    return { context, page };
  }

  it('clears 請輸入存摺帳號 while the account is typed, before the field is left, flagging no other field', async () => {
    const { context, page } = await onStep3();
    const passbook = page.locator('#root_passbookNo');
    await passbook.tap();
    await passbook.fill('');
    await tapAway(page);
    const error = fieldError(page, 'root_passbookNo');
    await error.getByText('請輸入存摺帳號').waitFor();
    assert.deepEqual(await shownErrors(page), ['請輸入存摺帳號']);

    await passbook.tap();
    await passbook.pressSequentially('123456789012');
    await page.waitForFunction(() => !document.getElementById('root_passbookNo__error')?.textContent);
    assert.equal(await passbook.evaluate((input) => input === document.activeElement), true);
    // Only the field the member left was ever judged: the rest of the form shows nothing.
    assert.deepEqual(await shownErrors(page), []);
    await context.close();
  });

  it('says 請選擇或填寫可聯絡的時段 only once the member leaves the contact time without a slot', async () => {
    const { context, page } = await onStep3();
    const missing = page.getByText('請選擇或填寫可聯絡的時段');
    const slot = page.getByRole('combobox', { name: '可聯絡時間 時段' });
    // The first half, then on to the second: the group is not left, so nothing is missing yet.
    await page.getByRole('radiogroup', { name: '可聯絡時間' }).getByText('下午', { exact: true }).tap();
    await slot.tap();
    await waitForOption(slot, '15:00–17:00');
    assert.equal(await missing.count(), 0, 'the slot is flagged before it could be chosen');
    await page.keyboard.press('Escape');
    // Leaving the group with no slot chosen: now the slot is asked for.
    await tapAway(page);
    await missing.waitFor();
    await choose(page, 'root_contactTime_slot', '15:00–17:00');
    await missing.waitFor({ state: 'detached' });
    assert.deepEqual(await shownErrors(page), []);
    await context.close();
  });
});
