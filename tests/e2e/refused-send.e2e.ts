import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { insertTestCase } from '../api/guest-fixtures';
import { WAIT, onPath, shoot } from './commodity-wizard';
import { MING, logIn, startLiveApp, type LiveApp } from './live-app';

/** Where the focus is after a refused send, and whether it is on screen clear of the pinned buttons. */
function focusAfterRefusal(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const first = document.querySelector<HTMLElement>(
      '[class*="-form-item-has-error"], [aria-invalid="true"]',
    );
    // antd's classes are the subject: the box antd draws around the control is what must be on screen.
    const box = (
      active?.closest<HTMLElement>('.ant-select, .ant-picker, .ant-input-affix-wrapper') ?? active
    )?.getBoundingClientRect();
    const nav = document.querySelector('.fenqi-step-nav')?.getBoundingClientRect();
    return {
      tag: active?.tagName.toLowerCase() ?? null,
      id: active?.id ?? '',
      text: (active?.textContent ?? '').trim().slice(0, 30),
      inFirstInvalid: Boolean(active && first?.contains(active)),
      onButtons: Boolean(active?.closest('.fenqi-step-nav')),
      visible: Boolean(box && nav && box.top >= 0 && box.bottom <= nav.top),
      // The messages shown: alerts that say something (a field's is an alert in an alert: the inner one).
      errors: [...document.querySelectorAll('[role="alert"]')].filter(
        (alert) => !alert.querySelector('[role="alert"]') && alert.textContent?.trim(),
      ).length,
    };
  });
}

/**
 * Presses the step's send with nothing filled and checks the member is shown why: the focus moves
 * off the button to the first field showing an error (in display order), scrolled on screen and
 * clear of the pinned buttons (polled: the browser scrolls the focused field in over a few frames).
 */
async function refuseAndLook(page: Page, button: RegExp, shot: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  let seen = await focusAfterRefusal(page);
  for (let i = 0; i < 20 && !(seen.inFirstInvalid && seen.visible); i += 1) {
    await page.waitForTimeout(100);
    seen = await focusAfterRefusal(page);
  }
  await shoot(page, shot);
  assert.ok(seen.errors > 0, `the form shows its errors: ${JSON.stringify(seen)}`);
  assert.equal(seen.onButtons, false, `the focus left the buttons: ${JSON.stringify(seen)}`);
  assert.ok(seen.inFirstInvalid, `the focus is on the first invalid field: ${JSON.stringify(seen)}`);
  assert.ok(seen.visible, `the focused field is clear of the pinned buttons: ${JSON.stringify(seen)}`);
}

/*
 * A refused send shows why on every step flow of the engine, at 360 px: the
 * guarantor, the vehicle-loan signer, the minor guardian, 對保 and the older order flow.
 */
describe('a refused send shows why on every engine flow (360 px, real server)', () => {
  let app: LiveApp;
  let url: LiveApp['url'];

  before(async () => {
    app = await startLiveApp('refused');
    ({ url } = app);
  });
  after(() => app?.stop());

  it('the guarantor: 確認送出 with nothing filled focuses 居住地址 below the read-only table', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await page.goto(url('/member/guarantor?signPath=demo-guarantor-sign-path'));
    await page.getByRole('heading', { level: 1, name: '核對資料並簽名' }).waitFor();
    await refuseAndLook(page, /確認送出/, 'refused-guarantor-360.png');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'root_livingAddress_city');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the vehicle-loan signer: 確認簽署 without a signature focuses the signature', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await page.goto(url('/member/vehicleLoans?signPath=demo-vehicle-loan-sign-path'));
    await page.getByRole('heading', { level: 1, name: '核對並簽名' }).waitFor();
    await refuseAndLook(page, /確認簽署/, 'refused-vehicle-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  // Before the minor's case below is added (it waits for 對保 too).
  it('對保: 下一步 on the photos step without a selfie focuses the selfie tile', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, url);
    const task = page.getByTestId('home-task').filter({ has: page.getByRole('link', { name: '前往對保' }) });
    await task.getByRole('link', { name: '前往對保' }).click();
    await onPath(page, '/member/idVerify/step1');
    await page.getByRole('button', { name: /下一步/ }).click();
    await onPath(page, '/member/idVerify/step2');
    await refuseAndLook(page, /下一步/, 'refused-idverify-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the minor guardian: 下一步 with nothing filled focuses the first field', async () => {
    const member = await app.server.db
      .selectFrom('members')
      .select('id')
      .where('id_num', '=', MING.idNum)
      .executeTakeFirstOrThrow();
    const { caseNo } = await insertTestCase(app.server.ctx, member.id, {
      applicant: { name: '王小弟', birthDate: '2010-03-01' },
    });
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, url);
    await page.goto(url(`/member/minor-agreement?appCaseNo=${caseNo}`));
    await page.getByText(/未成年申請人 王小弟/).waitFor();
    await refuseAndLook(page, /下一步/, 'refused-minor-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the older order flow: 下一步 without a period focuses 分期期數', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, url);
    await page.goto(url('/member/order/testProd'));
    await page.getByRole('button', { name: 'iPhone 16 128GB 我要分期' }).click();
    await onPath(page, '/member/order/step1');
    await page.getByRole('heading', { level: 1, name: '確認商品' }).waitFor();
    await refuseAndLook(page, /下一步/, 'refused-order-360.png');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'root_appPeriods');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
