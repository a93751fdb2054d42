import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, settleAnimations } from './browser';
import { keptOnDevice, waitForKeptDraft } from './device-storage';
import { logIn, startLiveApp, type LiveApp } from './live-app';
import { onPath } from './commodity-wizard';

/** The texts of the home page's to-do cards. */
const homeTasks = (page: Page) => page.getByTestId('home-task').allInnerTexts();
/** 對保 step 1's passbook number. */
const PASSBOOK = '#root_passbookNo';

/**
 * The passbook field's value once the kept draft is back: the page comes with the server's value in
 * its HTML (data-rendered-page.ts) and the draft replaces it after the take-over, so this waits
 * (up to the step's timeout) for `expected`, then reads whatever the field holds.
 */
async function keptValue(page: Page, expected: string): Promise<string> {
  await page.locator(PASSBOOK).waitFor();
  await page
    .waitForFunction(
      ([selector, value]) => (document.querySelector(selector) as HTMLInputElement | null)?.value === value,
      [PASSBOOK, expected] as const,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return page.locator(PASSBOOK).inputValue();
}

describe('a member’s pages open offline with their last data', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-member', { serviceWorkers: 'allow' });
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
    // A case never opened online: its drawer says the connection failed and offers 重試; no
    // dialog repeats what the banner and the drawer say.
    await offline.goto(app.url('/member/order/list'));
    await offline.getByText(caseNo).first().click();
    const drawer = offline.locator('.fenqi-order-drawer');
    await drawer.getByText('網路連線異常，請確認網路後再試。').waitFor();
    await drawer.getByRole('button', { name: '重試' }).waitFor();
    await settleAnimations(offline);
    assert.equal(await offline.locator('.fenqi-dialog').count(), 0);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
      [],
    );
    await context.close();
  });

  it('a flow’s typed input is kept in IndexedDB under the member: a closed tab, a fast reload and an app update lose nothing; logout removes every copy of the member’s data', async () => {
    const { context, page } = await app.newPage({ width: 1280 });
    await logIn(page, app.url);
    await page.getByTestId('home-task').first().waitFor();
    await page.getByRole('link', { name: '前往對保' }).first().click();
    await onPath(page, '/member/idVerify/step1');
    const verifyUrl = page.url();

    // Typed, kept in IndexedDB under the member (the device key the login answered, the same at
    // every login), nothing in Web Storage.
    await page.locator(PASSBOOK).fill('987654321098');
    const key = await waitForKeptDraft(page, 'flow:idVerify');
    assert.match(key, /^member:[A-Za-z0-9_-]{32} flow:idVerify \{"caseId":"\d+"/);
    assert.deepEqual((await keptOnDevice(page)).storageDrafts, []);

    // The tab closed, the link opened in a new tab: the typed value is back.
    await page.close();
    const tab = await context.newPage();
    tab.on('dialog', (dialog) => void dialog.accept());
    await tab.goto(verifyUrl);
    assert.equal(await keptValue(tab, '987654321098'), '987654321098');

    // Typed, the field left (the form takes the value) and reloaded at once, well before typing
    // rests (300 ms): the draft is written on pagehide.
    await tab.locator(PASSBOOK).fill('111122223333');
    await tab.locator(PASSBOOK).press('Tab');
    await tab.reload();
    assert.equal(await keptValue(tab, '111122223333'), '111122223333');

    // An older build kept the draft in localStorage: after the update it comes back, moved in.
    const legacyKey = await tab.evaluate(async (draftKey) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('fenqi-offline');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const kept = await new Promise<{ value: { forms: Record<string, Record<string, unknown>> } }>(
        (resolve) => {
          const req = db.transaction('drafts').objectStore('drafts').get(draftKey);
          req.onsuccess = () => resolve(req.result);
        },
      );
      await new Promise((resolve) => {
        const tx = db.transaction('drafts', 'readwrite');
        tx.objectStore('drafts').delete(draftKey);
        tx.oncomplete = resolve;
      });
      db.close();
      const contextKey = draftKey.slice(draftKey.indexOf('flow:idVerify ') + 'flow:idVerify '.length);
      const old = kept.value;
      old.forms.applicant = { ...old.forms.applicant, passbookNo: '555566667777' };
      localStorage.setItem(
        `fenqi.flow.idVerify.${contextKey}`,
        JSON.stringify({ ...old, savedAt: Date.now() }),
      );
      return `fenqi.flow.idVerify.${contextKey}`;
    }, key);
    await tab.reload();
    assert.equal(await keptValue(tab, '555566667777'), '555566667777');
    assert.equal(await tab.evaluate((k) => localStorage.getItem(k), legacyKey), null);
    assert.ok((await keptOnDevice(tab)).drafts.includes(key), 'moved into IndexedDB');

    // The session ran out (its cookies lapse after 8 hours; no logout) and the member logs in
    // again, with a new token: the draft is found, under the same key.
    await context.clearCookies();
    await logIn(tab, app.url);
    await tab.goto(verifyUrl);
    assert.equal(await keptValue(tab, '555566667777'), '555566667777');
    assert.deepEqual((await keptOnDevice(tab)).drafts, [key]);

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
    await onPath(tab, '/login');
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
    const logged: string[] = [];
    offline.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await offline.goto(link);
    await offline.getByRole('heading', { level: 1, name: '核對並簽名' }).waitFor();
    await offline.locator('.fenqi-summary-field').getByText('車牌號碼').waitFor();
    assert.equal(await offline.locator('.fenqi-summary-field').textContent(), shown);
    // The contracts' texts too (kept as the link is), not 契約全文暫時無法載入.
    await offline
      .getByText(/^閱讀您要同意的契約全文：/)
      .first()
      .waitFor();
    await offline
      .locator('.fenqi-offline-banner')
      .getByText(/^資料更新於 /)
      .waitFor();
    // The page taken over offline is its HTML first (no mismatch); only the offline fetches are logged.
    assert.deepEqual(
      logged.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });
});
