import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, settleAnimations } from './browser';
import { keptOnDevice, waitForKeptDraft } from './device-storage';
import { logIn, startLiveApp, type LiveApp } from './live-app';

/** The texts of the home page's to-do cards. */
const homeTasks = (page: Page) => page.getByTestId('home-task').allInnerTexts();

describe('a member’s pages open offline with their last data (issue 29 item 2)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-member');
  });
  after(() => app?.stop());

  it('after one online visit, /member, the order list and payments open with the network off: dated, with the banner, no error', async () => {
    const { context, page, errors } = await app.newPage({ width: 360 });
    await logIn(page, app.url);
    await page.getByTestId('home-task').first().waitFor();
    await page.waitForLoadState('networkidle');
    const tasks = await homeTasks(page);
    await page.goto(app.url('/member/order/list'));
    const firstCase = page.getByText(/FQ\d{6,}/).first();
    await firstCase.waitFor();
    const caseNo = /FQ\d+/.exec(await firstCase.innerText())![0];
    await page.waitForLoadState('networkidle');
    await page.goto(app.url('/member/payment'));
    await page.getByTestId('payment-entry').first().waitFor();
    const payments = await page.getByTestId('payment-entry').allInnerTexts();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.close();

    // A cold start: a new tab, the network off.
    await context.setOffline(true);
    const offline = await context.newPage();
    const dialogs: string[] = [];
    offline.on('dialog', (d) => dialogs.push(d.message()));
    await offline.goto(app.url('/member'));
    await offline.getByTestId('home-task').first().waitFor();
    assert.deepEqual(await homeTasks(offline), tasks);
    const banner = offline.locator('.fenqi-offline-banner');
    await banner.getByText('已離線，請確認網路連線狀態').waitFor();
    await banner.getByText(/^資料更新於 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/).waitFor();
    assert.equal(await offline.getByText('網路連線異常，請確認網路後再試。').count(), 0);
    await settleAnimations(offline);
    await offline.screenshot({ path: join(ARTIFACTS, 'offline-home-360.png') });

    await offline.goto(app.url('/member/order/list'));
    await offline.getByText(caseNo).first().waitFor();
    await banner.getByText(/^資料更新於 /).waitFor();
    await offline.goto(app.url('/member/payment'));
    await offline.getByTestId('payment-entry').first().waitFor();
    assert.deepEqual(await offline.getByTestId('payment-entry').allInnerTexts(), payments);
    assert.equal(await offline.getByText('網路連線異常，請確認網路後再試。').count(), 0);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
      [],
    );
    await context.close();
  });

  it('a flow’s typed input survives closing the tab; logout removes every copy of the member’s data', async () => {
    const { context, page } = await app.newPage({ width: 1280 });
    await logIn(page, app.url);
    await page.getByTestId('home-task').first().waitFor();

    // 對保 step 1: a new passbook number typed, the tab closed, the link opened in a new tab.
    await page.getByRole('link', { name: '前往對保' }).first().click();
    await page.waitForURL((u) => u.pathname === '/member/idVerify/step1');
    const verifyUrl = page.url();
    await page.locator('#root_passbookNo').fill('987654321098');
    await waitForKeptDraft(page, 'flow:idVerify');
    await page.close();
    const tab = await context.newPage();
    await tab.goto(verifyUrl);
    await tab.locator('#root_passbookNo').waitFor();
    assert.equal(await tab.locator('#root_passbookNo').inputValue(), '987654321098');

    await tab.goto(app.url('/member/order/list'));
    await tab
      .getByText(/FQ\d{6,}/)
      .first()
      .waitFor();
    await tab.waitForLoadState('networkidle');
    const before = await keptOnDevice(tab);
    assert.ok((before.databases['fenqi-offline'] ?? 0) > 0, 'the member’s pages were kept');
    assert.ok(before.drafts.length > 0, 'the 對保 draft was kept');

    const loggedOut = tab.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/members/logout');
    await tab.getByRole('button', { name: '登出' }).first().click();
    // File links and thumbnails in the browser's HTTP cache go too.
    assert.equal((await (await loggedOut).allHeaders())['clear-site-data'], '"cache"');
    await tab.waitForURL((u) => u.pathname === '/login');
    const afterLogout = await keptOnDevice(tab);
    assert.equal(afterLogout.databases['fenqi-offline'] ?? 0, 0);
    assert.deepEqual(afterLogout.drafts, []);
    assert.deepEqual(afterLogout.storageDrafts, []);
    // Only the build's own files stay cached (the app still opens offline).
    assert.deepEqual(
      afterLogout.caches.filter((name) => !name.startsWith('workbox-precache')),
      [],
    );
    await context.close();
  });

  it('a guest link opened before shows what it showed, offline', async () => {
    const { context, page } = await app.newPage({ width: 360 });
    const link = app.url('/member/vehicleLoans?signPath=demo-vehicle-loan-sign-path');
    await page.goto(link);
    const summary = page.locator('.fenqi-summary-field');
    await summary.getByText('車牌號碼').waitFor();
    const shown = (await summary.textContent()) ?? '';
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(link);
    await offline.getByRole('heading', { level: 1, name: '核對並簽名' }).waitFor();
    await offline.locator('.fenqi-summary-field').getByText('車牌號碼').waitFor();
    assert.equal(await offline.locator('.fenqi-summary-field').textContent(), shown);
    await offline
      .locator('.fenqi-offline-banner')
      .getByText(/^資料更新於 /)
      .waitFor();
    await context.close();
  });
});
