import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PATH_LIST } from '../../src/app/paths';
import { startAppServer, type AppServer } from './app-server';
import { ARTIFACTS, fullPageShot, launchChromium, settleAnimations } from './browser';
import { onPath } from './commodity-wizard';
import { APP_READY_ATTRIBUTE } from '../../src/app/prerender/early-submit-guard';

const DEMO = { idNum: 'A123456789', password: 'demo1234' };
/** The second demo member: the forgot-password round trip changes her password, not the main demo's. */
const MEI = { idNum: 'F223456786', email: 'mei@fenqi.tw', newPassword: 'newpass12' };
const SIDEBAR_ITEMS = ['最新消息', '我的訂單', '我要繳款', '變更密碼', '基本資料'];

describe('app shell and auth flow in Chromium (real server, production build)', () => {
  let browser: Browser;
  let server: AppServer;

  before(async () => {
    server = await startAppServer();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh context (own cookies) and page, recording console errors and uncaught exceptions. */
  async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-TW' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    return { context, page, errors };
  }

  const url = (path: string) => server.baseUrl + path;
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  /** Fills the login form and submits it (the page must be /login or show the form). */
  async function submitLogin(page: Page, idNum: string, password: string): Promise<void> {
    await page.getByLabel('身分證字號').pressSequentially(idNum);
    await page.getByLabel('密碼').fill(password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
  }

  async function logIn(page: Page, path = '/login'): Promise<void> {
    await page.goto(url(path));
    await submitLogin(page, DEMO.idNum, DEMO.password);
    await onPath(page, '/member');
  }

  it('logs the demo member in, shows the member sidebar, and logs out to /login', async () => {
    const { context, page, errors } = await newPage();
    await logIn(page);
    await page.getByText('王大明 您好，歡迎回到會員中心').waitFor();
    const sidebar = page.locator('.fenqi-member-menu').first();
    await page.getByText('會員中心', { exact: true }).first().waitFor();
    for (const item of SIDEBAR_ITEMS) await sidebar.getByText(item, { exact: true }).waitFor();
    await page.getByRole('button', { name: '登出' }).click();
    await onPath(page, '/login');
    await page.getByRole('button', { name: '登入', exact: true }).waitFor();
    // The cookie is gone: a member page sends the visitor back to the login.
    await page.goto(url('/member'));
    await onPath(page, '/login');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the login failure the server explains', async () => {
    const { context, page } = await newPage(360);
    await page.goto(url('/login'));
    await submitLogin(page, DEMO.idNum, 'wrong-pass');
    await page.getByText('帳號或密碼錯誤').waitFor();
    assert.equal(pathOf(page), '/login');
    await context.close();
  });

  it('shows 404 Not Found for an unknown route, with a way back to /login', async () => {
    const { context, page } = await newPage(360);
    await page.goto(url('/no/such/page'));
    await page.getByText('404 Not Found').waitFor();
    const back = page.getByRole('link', { name: /回首頁|返回首頁|back to home/i }).first();
    assert.equal(new URL((await back.getAttribute('href')) ?? '', server.baseUrl).pathname, '/login');
    await context.close();
  });

  it('shows the offline banner while the browser is offline, and hides it again', async () => {
    const { context, page } = await newPage(360);
    await page.goto(url('/login'));
    await page.getByLabel('身分證字號').waitFor();
    // The form is in the HTML before the app runs, the banner is the app's: the network goes once
    // the app has taken the page over (a first visit has no service worker to fetch its code from).
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    const banner = page.getByText('已離線，請確認網路連線狀態');
    await context.setOffline(true);
    await banner.waitFor();
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });

  it('sends a guarded route to /login and back there after logging in', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(url('/member/order/list'));
    await onPath(page, '/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/member/order/list');
    await submitLogin(page, DEMO.idNum, DEMO.password);
    await onPath(page, '/member/order/list');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('opens every route of src/app/paths.ts without a console error', async () => {
    const { context, page, errors } = await newPage();
    await logIn(page);
    const failures: string[] = [];
    for (const route of PATH_LIST) {
      const before = errors.length;
      await page.goto(url(route.path));
      await page.waitForLoadState('networkidle');
      if (errors.length > before) failures.push(`${route.path}\n  ${errors.slice(before).join('\n  ')}`);
    }
    assert.deepEqual(failures, []);
    await context.close();
  });

  it('resets a forgotten password through the mailed link (development outbox)', async () => {
    const { context, page, errors } = await newPage(360);
    await page.goto(url('/member/forgot-pwd'));
    await page.getByLabel('身分證字號').pressSequentially(MEI.idNum);
    await page.getByLabel('電子信箱').fill(MEI.email);
    await page.getByRole('button', { name: '寄送重設密碼信' }).click();
    await page.getByText('重設密碼信已寄出').waitFor();
    await page.getByRole('link', { name: /開發用郵件匣/ }).waitFor();

    const outbox = (await (await fetch(url('/api/v2/dev/outbox'))).json()) as { to: string; text: string }[];
    const mail = outbox.find((m) => m.to === MEI.email);
    const link = mail?.text.match(/https?:\/\/\S*forgot-pwd\?token=([^\s&]+)/);
    assert.ok(link, `no reset link mailed to ${MEI.email}`);
    await page.goto(url(`/member/forgot-pwd?token=${link[1]}`));
    await page.getByLabel('新密碼', { exact: true }).fill(MEI.newPassword);
    await page.getByLabel('確認新密碼').fill(MEI.newPassword);
    await page.getByRole('button', { name: '設定新密碼' }).click();
    await page.getByText('密碼已重設').first().waitFor();
    await page.getByRole('link', { name: '前往登入' }).click();
    await onPath(page, '/login');
    await submitLogin(page, MEI.idNum, MEI.newPassword);
    await onPath(page, '/member');

    assert.deepEqual(errors, []);

    // The link works once: opening it again says so at once, before any typing (no password
    // fields), and offers a new one. The refused check is the one error Chromium logs (a 401
    // resource), nothing else.
    await page.goto(url(`/member/forgot-pwd?token=${link[1]}`));
    await page.getByText('此重設密碼連結已使用過').waitFor();
    await page.getByRole('link', { name: '重新申請重設密碼' }).waitFor();
    assert.equal(await page.getByLabel('新密碼', { exact: true }).count(), 0);
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /status of 401 \(Unauthorized\)/);
    await context.close();
  });

  for (const width of [360, 1280]) {
    it(`lays out /login and /member at ${width} px without horizontal overflow`, async () => {
      const { context, page } = await newPage(width);
      await page.goto(url('/login'));
      await page.getByRole('button', { name: '登入', exact: true }).waitFor();
      await settleAnimations(page);
      await fullPageShot(page, join(ARTIFACTS, `login-${width}.png`));
      assert.ok(await fitsWidth(page), `/login overflows at ${width} px`);
      await submitLogin(page, DEMO.idNum, DEMO.password);
      await onPath(page, '/member');
      await page.getByTestId('latest-case-status').or(page.getByText('目前沒有進行中的案件。')).waitFor();
      await settleAnimations(page);
      await fullPageShot(page, join(ARTIFACTS, `member-${width}.png`));
      assert.ok(await fitsWidth(page), `/member overflows at ${width} px`);
      await context.close();
    });
  }
});

/** Whether the page is no wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
