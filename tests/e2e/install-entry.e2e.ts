import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { WAIT } from './commodity-wizard';
import { logIn, MING, startLiveApp, type LiveApp } from './live-app';

/*
 * The member menu offers 「安裝」 only while the browser offers to install the app
 * (beforeinstallprompt, made here as Chromium makes it), and 安裝 shows the browser's dialog.
 */

/**
 * Fires an install offer on the page, as Chromium does; its prompt() counts its calls in `window`.
 * (A string: tsx would wrap a function's inner functions in a helper the page lacks.)
 */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    offer.prompt = () => {
      window.prompted = (window.prompted ?? 0) + 1;
      return Promise.resolve({ outcome: 'accepted' });
    };
    window.dispatchEvent(offer);
  })()`);
}

const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);

describe('「安裝」 in the member menu (360 px drawer, 1280 px sidebar)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('install-entry');
  });
  after(() => app?.stop());

  it('appears in the drawer once the browser offers installing, and 安裝 calls its prompt', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, app.url, MING);
    const menu = page.getByRole('navigation', { name: '會員中心選單' });
    const install = menu.getByRole('menuitem', { name: '安裝' });
    await page.getByRole('button', { name: '開啟會員選單' }).click();
    await menu.getByRole('menuitem', { name: /登出/ }).waitFor();
    assert.equal(await install.count(), 0, '安裝 is offered before the browser offers it');

    await offerInstall(page);
    await install.waitFor();
    await install.click();
    await install.waitFor({ state: 'detached' });
    assert.equal(await promptCalls(page), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('appears in the sidebar on a wide screen and leaves once the app is installed', async () => {
    const { context, page, errors } = await app.newPage({ width: 1280, timeout: WAIT });
    await logIn(page, app.url, MING);
    const install = page.getByTestId('member-sidebar').getByRole('menuitem', { name: '安裝' });
    await page.getByTestId('member-sidebar').getByRole('menuitem', { name: /登出/ }).waitFor();
    await offerInstall(page);
    await install.waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await install.waitFor({ state: 'detached' });
    assert.equal(await promptCalls(page), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
