import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, dialogOpened, settleAnimations } from './browser';
import { logIn, startLiveApp, type LiveApp } from './live-app';
import { onPath } from './commodity-wizard';

/** 基本資料 with an edit not saved yet, the network already gone. */
async function editInfoThenGoOffline(page: Page, app: LiveApp): Promise<void> {
  await logIn(page, app.url);
  await page.goto(app.url('/member/info'));
  await page.getByText(/已帶入您最近一次申辦/).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/^LINE ID/).fill('daming.offline');
  await page.getByLabel(/^姓名/).click();
}

/** Opens 最新消息 from the drawer and says yes to leaving the unsaved edit. */
async function openNewsFromDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: '開啟會員選單' }).click();
  await page.getByRole('menuitem', { name: /最新消息/ }).click();
  const leave = page.getByRole('dialog').filter({ hasText: '尚有資料未儲存' });
  await dialogOpened(leave);
  await leave.getByRole('button', { name: '離開' }).click();
  await leave.waitFor({ state: 'hidden' });
}

describe('a page part lost offline keeps the page', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-pages', { serviceWorkers: 'allow' });
  });
  after(() => app?.stop());

  it('without a service worker yet: 網路連線異常, 基本資料 and its edit stay, also once back online', async () => {
    // A first visit whose worker has not installed: 最新消息's code is on the network only.
    const context = await app.browser.newContext({
      viewport: { width: 360, height: 780 },
      locale: 'zh-TW',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await editInfoThenGoOffline(page, app);
    await context.setOffline(true);
    await openNewsFromDrawer(page);

    const notice = page.getByRole('dialog').filter({ hasText: '網路連線異常，請確認網路後再試。' });
    await notice.waitFor();
    await settleAnimations(page);
    await page.waitForTimeout(400); // the dialog's zoom-in
    await page.screenshot({ path: join(ARTIFACTS, 'offline-page-part-360.png') });
    assert.equal(new URL(page.url()).pathname, '/member/info');
    await notice.getByRole('button', { name: /確定|OK/ }).click();
    assert.equal(await page.getByLabel(/^LINE ID/).inputValue(), 'daming.offline');
    await page.getByText('已離線，請確認網路連線狀態').waitFor();

    // Back online: no reload, no navigation the member gave up on; the edit is still there.
    await context.setOffline(false);
    await page.getByText('已離線，請確認網路連線狀態').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/member/info');
    assert.equal(await page.getByLabel(/^LINE ID/).inputValue(), 'daming.offline');
    // And 最新消息 opens now.
    await openNewsFromDrawer(page);
    await onPath(page, '/member/news');
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('with the service worker: a page never visited opens offline from the precache, no browser error page', async () => {
    const { context, page, errors } = await app.newPage({ width: 360 });
    await editInfoThenGoOffline(page, app);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await context.setOffline(true);
    await openNewsFromDrawer(page);
    await onPath(page, '/member/news');
    await page.getByRole('heading', { name: '最新消息' }).first().waitFor();
    await page.getByText('已離線，請確認網路連線狀態').waitFor();
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
      [],
    );
    await context.close();
  });
});
