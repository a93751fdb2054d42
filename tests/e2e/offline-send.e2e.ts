import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, fullPageShot, settleAnimations } from './browser';
import {
  choose,
  drawSignature,
  fileInput,
  freshTwId,
  memberThroughStep4,
  newMemberThroughStep4,
  next,
  onPath,
  picture,
  signAllContracts,
  STEP,
  type,
  WAIT,
  uploadedFiles,
} from './commodity-wizard';
import { openIdVerifySelfieStep } from './id-verify-walk';
import { MING, startLiveApp, type LiveApp } from './live-app';

const FINISH = '/member/commodity-loans/finish';

/** The kinds of the items in the offline queue's store (IndexedDB `fenqi-offline`, store `queue`), in the order they go. */
async function queuedKinds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('fenqi-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    if (!db.objectStoreNames.contains('queue')) {
      db.close();
      return [];
    }
    const items = await new Promise<{ kind: string; queuedAt: number }[]>((resolve) => {
      const req = db.transaction('queue').objectStore('queue').getAll();
      req.onsuccess = () => resolve(req.result as { kind: string; queuedAt: number }[]);
    });
    db.close();
    return items.sort((a, b) => a.queuedAt - b.queuedAt).map((item) => item.kind);
  });
}

describe('step 5 sent offline', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-send', { serviceWorkers: 'allow' });
  });
  after(() => app?.stop());

  /** The cases of the member with this ID number, as the server stored them. */
  const casesOf = (idNum: string) =>
    app.server.db
      .selectFrom('cases')
      .innerJoin('members', 'members.id', 'cases.member_id')
      .select(['cases.case_no', 'cases.status'])
      .where('members.id_num', '=', idNum)
      .execute();

  it("keeps a member's application in the queue through a reload, then makes exactly one case", async () => {
    const { context, page, errors } = await app.newPage({ width: 360 });
    const before = (await casesOf(MING.idNum)).length;
    await memberThroughStep4(page, app.url, { ...MING, name: '王大明', email: 'ming.offline@example.com' });
    await signAllContracts(page);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 60_000,
    });

    await context.setOffline(true);
    await next(page, '送出申請');
    await page.getByText('申請已保留在此裝置，網路恢復後會自動送出').waitFor({ timeout: WAIT });
    await page.getByText('待送出 1 項', { exact: true }).waitFor({ timeout: WAIT });
    assert.deepEqual(await queuedKinds(page), ['send']);
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'offline-step5-queued-360.png'));

    // A reload offline: the application still waits, and step 5 cannot send it a second time.
    await page.reload();
    await onPath(page, STEP(5));
    await page.getByText('申請已保留在此裝置，網路恢復後會自動送出').waitFor({ timeout: WAIT });
    assert.equal(await page.locator('.fenqi-step-nav-next').isDisabled(), true);
    assert.equal((await casesOf(MING.idNum)).length, before, 'nothing reached the server offline');

    // Online: the queue sends it, the page finishes as after a send, and the server has one case more.
    await context.setOffline(false);
    await onPath(page, FINISH);
    await page.getByText(/案件編號/).waitFor({ timeout: WAIT });
    await page.getByText(/待送出/).waitFor({ state: 'detached', timeout: WAIT });
    assert.deepEqual(await queuedKinds(page), []);
    const cases = await casesOf(MING.idNum);
    assert.equal(cases.length, before + 1);
    assert.equal(cases.filter((c) => c.status === 'submitted').length >= 1, true);
    assert.deepEqual(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (fetch|load)/.test(e)),
      [],
    );
    await context.close();
  });

  it("sends a new member's application when the network returns, without keeping the password", async () => {
    const { context, page } = await app.newPage({ width: 360 });
    const idNum = freshTwId(Date.now() % 9_000_000);
    await newMemberThroughStep4(page, app.url, {
      idNum,
      password: 'offline5send',
      name: '陳離線',
      email: 'offline.send@example.com',
    });
    await signAllContracts(page);

    await context.setOffline(true);
    await next(page, '送出申請');
    await page.getByText('目前沒有網路，網路恢復後會自動送出', { exact: true }).waitFor({ timeout: WAIT });
    // The password chosen on step 1 is in the request: it is never written to the device's queue.
    assert.deepEqual(await queuedKinds(page), []);
    assert.equal((await casesOf(idNum)).length, 0);

    await context.setOffline(false);
    await onPath(page, FINISH);
    await page.getByText(/案件編號/).waitFor({ timeout: WAIT });
    assert.equal((await casesOf(idNum)).length, 1);
    await context.close();
  });

  it("keeps a step flow's send (對保) pressed offline in the queue through a reload and a closed tab, then sends it once", async () => {
    const { context, page } = await app.newPage({ width: 360 });
    const caseId = await openIdVerifySelfieStep(page, app);
    await fileInput(page, 'root_selfie').setInputFiles({
      name: 'selfie-send.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('#efe2d6'),
    });
    await uploadedFiles(page).first().waitFor({ timeout: WAIT });
    await next(page);
    await onPath(page, '/member/idVerify/confirm');
    const confirmUrl = page.url();
    for (const title of ['分期付款契約簽名', '本票簽名']) {
      const canvas = page.getByLabel(`${title}區`);
      await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await drawSignature(page, canvas);
    }
    await page.getByLabel(/我已閱讀並同意/).check();
    // The service worker serves the page offline (a reload below).
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: WAIT,
    });

    await context.setOffline(true);
    await next(page, '送出對保');
    const kept = page.getByText('已保留在此裝置，網路恢復後會自動送出', { exact: true });
    await kept.waitFor({ timeout: WAIT });
    // Two signatures and the send itself, in the queue (all three queued once it says so), and the
    // button cannot send them twice.
    await page.getByText('待送出 3 項').waitFor({ timeout: WAIT });
    assert.deepEqual(await queuedKinds(page), ['upload', 'upload', 'send']);
    assert.ok(await page.getByRole('button', { name: '等待網路' }).isDisabled());
    await settleAnimations(page);
    await page.screenshot({ path: join(ARTIFACTS, 'offline-idverify-send-waits-360.png') });
    const status = async () =>
      (
        await app.server.db
          .selectFrom('cases')
          .select('status')
          .where('id', '=', caseId)
          .executeTakeFirstOrThrow()
      ).status;
    assert.equal(await status(), 'approved', 'nothing was sent offline');

    // A reload offline (the page from the service worker) still says so.
    await page.reload();
    await kept.waitFor({ timeout: WAIT });
    assert.deepEqual(await queuedKinds(page), ['upload', 'upload', 'send']);

    // The tab closed; later, with a network, the member opens the app again: the queue goes
    // first, and the step finishes as if it had just been sent.
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(confirmUrl);
    await onPath(again, '/member/idVerify/finish');
    await again.getByText(/對保資料已送出/).waitFor({ timeout: WAIT });
    assert.equal(await status(), 'id_verified');
    const signatures = await app.server.db
      .selectFrom('files')
      .select('category')
      .where('case_id', '=', caseId)
      .where('category', 'in', ['18', '19'])
      .execute();
    assert.deepEqual(signatures.map((file) => file.category).sort(), ['18', '19'], 'each signature once');
    await again.waitForFunction(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const req = indexedDB.open('fenqi-offline');
        req.onsuccess = () => resolve(req.result);
      });
      const count = await new Promise<number>((resolve) => {
        const req = db.transaction('queue').objectStore('queue').count();
        req.onsuccess = () => resolve(req.result);
      });
      db.close();
      return count === 0;
    });
    await context.close();
  });

  it("keeps a guest's send (the guarantor's 確認送出) pressed offline in the queue, and the link finishes once it went", async () => {
    const { context, page } = await app.newPage({ width: 360 });
    const link = app.url('/member/guarantor?signPath=demo-guarantor-sign-path');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: '核對資料並簽名' }).waitFor({ timeout: WAIT });
    await choose(page, 'root_livingAddress_city', '臺北市');
    await choose(page, 'root_livingAddress_district', '中正區');
    await type(page, 'root_livingAddress_address', '重慶南路一段122號');
    for (const title of ['保證契約簽名', '本票簽名']) {
      const canvas = page.getByLabel(`${title}區`);
      await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await drawSignature(page, canvas);
    }
    await page.getByLabel(/^我已閱讀並同意連帶保證契約/).check();
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: WAIT,
    });
    const guarantor = () =>
      app.server.db
        .selectFrom('guarantors')
        .select(['status', 'living_addr'])
        .where('sign_path', '=', 'demo-guarantor-sign-path')
        .executeTakeFirstOrThrow();

    await context.setOffline(true);
    await next(page, '確認送出');
    await page.getByText('已保留在此裝置，網路恢復後會自動送出', { exact: true }).waitFor({ timeout: WAIT });
    // The address, the two signatures and the send, in that order (all four queued once it says so).
    await page.getByText('待送出 4 項').waitFor({ timeout: WAIT });
    assert.deepEqual(await queuedKinds(page), ['send', 'upload', 'upload', 'send']);
    assert.equal((await guarantor()).status, 'pending', 'nothing was sent offline');

    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(link);
    await onPath(again, '/member/guarantor/finish');
    await again.getByText('保證人資料已送出').first().waitFor({ timeout: WAIT });
    const sent = await guarantor();
    assert.equal(sent.status, 'sent');
    assert.equal(sent.living_addr, '重慶南路一段122號');
    await context.close();
  });
});
