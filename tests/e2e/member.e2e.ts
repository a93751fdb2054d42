import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildServer, type ServerConfig } from '../../src/server/app';
import type { AppServer } from './app-server';
import { ARTIFACTS, fullPageShot, launchChromium, settleAnimations } from './browser';
import { CLIENT_DIR } from './client-dir';
import { e2eServerLog } from './server-log';
import { fieldError, onPath } from './commodity-wizard';

/*
 * The member centre's account pages (news, info, password change, share) in Chromium
 * against the real server and the production build. Each describe has its own server, so a
 * changed password or a moved clock never reaches another suite.
 */

const DEMO = { idNum: 'A123456789', password: 'demo1234' };
const MEI = { idNum: 'F223456786', email: 'mei@fenqi.tw' };
const HOUR = 3600_000;

/**
 * startAppServer (app-server.ts) with server options of the test's own (a movable clock).
 */
async function startMemberAppServer(overrides: Partial<ServerConfig> = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-e2e-member-'));
  const server = await buildServer({
    dataDir,
    clientDir: CLIENT_DIR,
    seedDemo: true,
    ...e2eServerLog(),
    ...overrides,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The browser and one app server for a describe, with the page helpers its tests share. */
function memberSuite(overrides: () => Partial<ServerConfig> = () => ({})) {
  const suite = {
    browser: undefined as unknown as Browser,
    server: undefined as unknown as AppServer,
    url: (path: string) => suite.server.baseUrl + path,
    /** A fresh context (own cookies) and page, recording console errors and uncaught exceptions. */
    async newPage(width = 360): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
      const context = await suite.browser.newContext({ viewport: { width, height: 780 }, locale: 'zh-TW' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      return { context, page, errors };
    },
    async logIn(page: Page, idNum: string, password: string): Promise<void> {
      await page.goto(suite.url('/login'));
      await page.getByLabel('身分證字號').pressSequentially(idNum);
      await page.getByLabel('密碼').fill(password);
      await page.getByRole('button', { name: '登入', exact: true }).click();
      await onPath(page, '/member');
    },
  };
  before(async () => {
    suite.server = await startMemberAppServer(overrides());
    suite.browser = await launchChromium();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** Whether the page is no wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function screenshot(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  await fullPageShot(page, join(ARTIFACTS, name));
  assert.ok(await fitsWidth(page), `${name}: the page is wider than the phone`);
}

describe('member pages at 360 px (real server, production build)', () => {
  const suite = memberSuite();

  it('opens news, info, the mid clause, password change and share without a console error', async () => {
    const { context, page, errors } = await suite.newPage(360);
    await suite.logIn(page, DEMO.idNum, DEMO.password);

    await page.goto(suite.url('/member/news'));
    const first = page.getByRole('article').first();
    await first.getByRole('heading', { name: '元旦連假服務時間與繳款提醒' }).waitFor();
    await first.getByRole('button', { name: /展開全文/ }).click();
    await first.getByRole('button', { name: /收合/ }).waitFor();
    await screenshot(page, 'member-news-360.png');

    await page.goto(suite.url('/member/info'));
    await page.getByText('A123456789').waitFor();
    await page.getByText('已驗證').waitFor();
    await page.waitForFunction(
      () => (document.querySelector('#root_memName') as HTMLInputElement | null)?.value === '王大明',
    );
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'member-info-360.png');

    await page.getByRole('link', { name: '閱讀個人資料蒐集、處理及利用告知事項' }).click();
    await page.getByText(/^版本 /).waitFor();

    await page.goto(suite.url('/member/chpwd'));
    await page.getByLabel('舊密碼').waitFor();
    await screenshot(page, 'member-chpwd-360.png');

    await page.goto(suite.url('/member/share'));
    const qr = page.getByRole('img', { name: '推薦連結 QR Code' });
    await qr.waitFor();
    assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth >= 200));
    const code = (await page.getByLabel('推薦碼').textContent()) ?? '';
    assert.match(code, /^[A-HJ-NP-Z2-9]{8}$/);
    assert.equal(await page.getByLabel('推薦連結').textContent(), `http://localhost:3000/login?ref=${code}`);
    await page.getByText('林○美').waitFor();
    await screenshot(page, 'member-share-360.png');

    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('changing the password (real server, production build)', () => {
  const suite = memberSuite();

  it('refuses a wrong old password at the field, changes it, keeps the session; the new one logs in', async () => {
    const { context, page, errors } = await suite.newPage(360);
    await suite.logIn(page, DEMO.idNum, DEMO.password);
    await page.goto(suite.url('/member/chpwd'));
    await page.getByLabel('舊密碼').fill('wrong123');
    await page.getByLabel('新密碼', { exact: true }).fill('newpass12');
    await page.getByLabel('確認新密碼').fill('newpass12');
    await page.getByRole('button', { name: '變更密碼' }).click();
    const oldPassword = await page.getByLabel('舊密碼').getAttribute('id');
    await fieldError(page, String(oldPassword)).getByText('舊密碼錯誤').waitFor();

    await page.getByLabel('舊密碼').fill(DEMO.password);
    await page.getByRole('button', { name: '變更密碼' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('密碼變更成功').waitFor();
    await dialog.getByRole('button', { name: /確定|OK/ }).click();

    // The session goes on: member pages open without a new login.
    await page.goto(suite.url('/member/info'));
    await page.getByText('A123456789').waitFor();
    assert.equal(new URL(page.url()).pathname, '/member/info');

    await page.getByRole('button', { name: '登出' }).click();
    await onPath(page, '/login');
    await suite.logIn(page, DEMO.idNum, 'newpass12');

    // The one console error is Chromium's note on the refused call (400-01) the form explained.
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /status of 400 \(Bad Request\)/);
    await context.close();
  });
});

describe('dead password-reset links (real server with a clock the test moves)', () => {
  let now = Date.now();
  const suite = memberSuite(() => ({ clock: () => new Date(now) }));

  /** Asks for a reset link for 林小美 and reads it from the development outbox (newest mail first). */
  async function mailedResetLink(): Promise<string> {
    const asked = await fetch(suite.url('/api/v2/members/password-forgetting'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idNum: MEI.idNum, email: MEI.email }),
    });
    assert.equal(asked.status, 200);
    const outbox = (await (await fetch(suite.url('/api/v2/dev/outbox'))).json()) as {
      to: string;
      text: string;
    }[];
    const token = outbox.find((m) => m.to === MEI.email)?.text.match(/forgot-pwd\?token=([^\s&]+)/)?.[1];
    assert.ok(token, `no reset link mailed to ${MEI.email}`);
    return token;
  }

  async function submitNewPassword(page: Page, token: string, password: string): Promise<void> {
    await page.goto(suite.url(`/member/forgot-pwd?token=${token}`));
    await page.getByLabel('新密碼', { exact: true }).fill(password);
    await page.getByLabel('確認新密碼').fill(password);
    await page.getByRole('button', { name: '設定新密碼' }).click();
  }

  // The page says the link's state as it opens, before a new password is typed twice.
  it('says a used link was used (401-01) as it opens', async () => {
    const token = await mailedResetLink();
    const { context, page } = await suite.newPage(360);
    await submitNewPassword(page, token, 'meipass12');
    await page.getByText('密碼已重設').first().waitFor();
    await page.goto(suite.url(`/member/forgot-pwd?token=${token}`));
    await page.getByText('此重設密碼連結已使用過').waitFor();
    assert.equal(await page.getByLabel('新密碼', { exact: true }).count(), 0);
    await page.getByRole('link', { name: '重新申請重設密碼' }).waitFor();
    await context.close();
  });

  it('says a 25-hour-old link expired (401-02) as it opens', async () => {
    const token = await mailedResetLink();
    now += 25 * HOUR;
    const { context, page } = await suite.newPage(360);
    await page.goto(suite.url(`/member/forgot-pwd?token=${token}`));
    await page.getByText('此重設密碼連結已過期').waitFor();
    assert.equal(await page.getByLabel('新密碼', { exact: true }).count(), 0);
    await context.close();
  });
});
