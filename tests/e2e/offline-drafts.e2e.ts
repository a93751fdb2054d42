import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { keptOnDevice, waitForKeptDraft } from './device-storage';
import { logIn, startLiveApp, type LiveApp } from './live-app';

const PASSBOOK = '#root_passbookNo';

describe('typed input is kept in IndexedDB, per member, until sent or logged out (issue 29 item 3)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-drafts');
  });
  after(() => app?.stop());

  it('a 對保 draft survives a closed tab and a fast reload, an older build’s draft is moved in, logout removes it', async () => {
    const { context, page } = await app.newPage({ width: 1280 });
    await logIn(page, app.url);
    await page.getByTestId('home-task').first().waitFor();
    await page.getByRole('link', { name: '前往對保' }).first().click();
    await page.waitForURL((u) => u.pathname === '/member/idVerify/step1');
    const verifyUrl = page.url();

    // Typed, kept in IndexedDB under the member (a hash of the token), nothing in Web Storage.
    await page.locator(PASSBOOK).fill('987654321098');
    const key = await waitForKeptDraft(page, 'flow:idVerify');
    assert.match(key, /^member:[0-9a-f]{32} flow:idVerify \{"caseId":"\d+"/);
    assert.deepEqual((await keptOnDevice(page)).storageDrafts, []);

    // The tab closed, the link opened in a new tab: the typed value is back.
    await page.close();
    const tab = await context.newPage();
    tab.on('dialog', (dialog) => void dialog.accept());
    await tab.goto(verifyUrl);
    await tab.locator(PASSBOOK).waitFor();
    assert.equal(await tab.locator(PASSBOOK).inputValue(), '987654321098');

    // Typed, the field left (the form takes the value) and reloaded at once, well before typing
    // rests (300 ms): the draft is written on pagehide.
    await tab.locator(PASSBOOK).fill('111122223333');
    await tab.locator(PASSBOOK).press('Tab');
    await tab.reload();
    await tab.locator(PASSBOOK).waitFor();
    assert.equal(await tab.locator(PASSBOOK).inputValue(), '111122223333');

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
    await tab.locator(PASSBOOK).waitFor();
    assert.equal(await tab.locator(PASSBOOK).inputValue(), '555566667777');
    assert.equal(await tab.evaluate((k) => localStorage.getItem(k), legacyKey), null);
    assert.ok((await keptOnDevice(tab)).drafts.includes(key), 'moved into IndexedDB');

    // Logout: nothing of the member is left on the device.
    await tab.goto(app.url('/member'));
    await tab.getByTestId('home-task').first().waitFor();
    await tab.getByRole('button', { name: '登出' }).first().click();
    await tab.waitForURL((u) => u.pathname === '/login');
    const left = await keptOnDevice(tab);
    assert.equal(left.databases['fenqi-offline'] ?? 0, 0);
    assert.deepEqual(left.drafts, []);
    assert.deepEqual(left.storageDrafts, []);
    await context.close();
  });
});
