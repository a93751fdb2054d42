import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { RAISED_AMOUNT_MINIMUM } from '../support/analyst-schema-change';
import { phonePage } from './browser';
import {
  PHONE_PLAN,
  STEP,
  WAIT,
  choose,
  fieldError,
  memberIdentity,
  next,
  onPath,
  shoot,
  type,
} from './commodity-wizard';
import type { DevCopy } from './dev-copy';
import { MING } from './live-app';

/*
 * An analyst raises the lowest amount on step 2 with a message of their own, in the copy's
 * schemas/commodityPlan.json only, while the development server runs (a studio save). In Chromium:
 * the plan card shows the range that now applies, 4,000 typed stays 4,000 and shows the message,
 * 下一步 keeps the member on step 2, and 5,000 goes on to step 3. The server refuses the same
 * (tests/api/analyst-amount-bound.test.ts).
 */
const NEW_MESSAGE = RAISED_AMOUNT_MINIMUM.message;

/**
 * On a copy where raiseAmountMinimum was applied: the plan card tells the bound, the typed amount
 * stays with the message, and the step is held until the amount is within it.
 */
export async function walkRaisedAmountMinimum(browser: Browser, copy: DevCopy): Promise<void> {
  const { context, page, errors } = await phonePage(browser, WAIT);
  await page.goto(copy.url(STEP(1)));
  await memberIdentity(page, MING.idNum, MING.password);
  await next(page);
  await onPath(page, STEP(2));

  const card = page.getByRole('radio', { name: new RegExp(`^${PHONE_PLAN.name}`) });
  await card.click();
  // The plan's own range starts lower: the card shows the range the form really accepts.
  await page
    .getByText(/5,000～60,000/)
    .first()
    .waitFor();
  await choose(page, 'root_careerTypeId', PHONE_PLAN.career);
  await type(page, 'root_amount', '4000');
  await page.locator('#root_amount').blur();
  await fieldError(page, 'root_amount').filter({ hasText: NEW_MESSAGE }).waitFor();
  assert.equal(await page.locator('#root_amount').inputValue(), '4000', 'the typed amount is kept');
  await next(page);
  await fieldError(page, 'root_amount').filter({ hasText: NEW_MESSAGE }).waitFor();
  assert.ok(page.url().endsWith(STEP(2)), 'the member stays on step 2');
  await shoot(page, 'analyst-amount-bound-360.png');

  await page.locator('#root_amount').fill('5000');
  await choose(page, 'root_interestRateId', PHONE_PLAN.installment);
  await page.getByText('每月應繳').first().waitFor();
  await next(page);
  await onPath(page, STEP(3));
  assert.deepEqual(errors, []);
  await context.close();
}
