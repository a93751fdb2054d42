import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, fullPageShot, settleAnimations } from './browser';
import { comboboxById, waitForChoice } from './choose-option';
import {
  fieldBox,
  fillApplicant,
  freshTwId,
  newMemberIdentity,
  newMemberThroughStep4,
  next,
  onPath,
  signAllContracts,
  STEP,
  throughPlan,
  WAIT,
} from './commodity-wizard';
import { forgetKeptReplies, waitForKeptDraft, waitForKeptReply } from './device-storage';
import { startLiveApp, type LiveApp } from './live-app';

/** Where this file's screenshots go (E2E_SHOTS_DIR, else the suite's), to be looked at by whoever changes these pages. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? ARTIFACTS;

/** The step 5 page as the member reads it. */
const recapText = (page: Page) => page.locator('main').first().innerText();

/** Waits until the select `id` shows a choice named like `name` (before its list loads it shows the code). */
const showsName = (page: Page, id: string, name: RegExp) => waitForChoice(comboboxById(page, id), name);

/** The pick-lists of step 3 that the member chose from, and the names chosen. */
const PICKS: [string, RegExp][] = [
  ['root_firstContact_contactRelationId', /父母/],
  ['root_secondContact_contactRelationId', /朋友/],
  ['root_passbookBankCode', /004 臺灣銀行/],
];
const LOAD_FAILED = '選項載入失敗，請稍後再試';

/** What the names of step 3's picks read in the recap (the demo reference lists). */
const NAMES = ['父母', '朋友', '臺灣銀行', '營業部'];

describe('the commodity wizard reloaded offline', () => {
  let app: LiveApp;
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startLiveApp('offline-wizard-reload', { serviceWorkers: 'allow' });
  });
  after(() => app?.stop());

  it("a new applicant's send pressed offline, then a reload offline: says it was not sent, shows the kept uploads, signatures and names, and recovers by itself online", async () => {
    const { context, page } = await app.newPage({ width: 360 });
    const idNum = freshTwId((Date.now() + 17) % 9_000_000);
    await newMemberThroughStep4(page, app.url, {
      idNum,
      password: 'reload5send',
      name: '林重整',
      email: 'reload.send@example.com',
    });
    await signAllContracts(page);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await next(page, '送出申請');
    await page.getByText('目前沒有網路，網路恢復後會自動送出', { exact: true }).waitFor({ timeout: WAIT });

    await page.reload();
    await onPath(page, STEP(5));
    await page
      .getByText('申請尚未送出：密碼不會保存在這台裝置上，請重新輸入密碼後送出')
      .waitFor({ timeout: WAIT });
    // The recap as it was: the uploads with their thumbnails, the three contracts signed, names not codes.
    await page.locator('.fenqi-summary-thumbs img').first().waitFor({ timeout: WAIT });
    assert.equal(await page.getByText('尚未上傳任何文件').count(), 0);
    assert.equal(await page.getByText('簽名未完成，請重新簽署').count(), 0);
    for (const name of NAMES) await page.getByText(name, { exact: false }).first().waitFor({ timeout: WAIT });
    await settleAnimations(page);
    await fullPageShot(page, `${SHOTS}/step5-reloaded-offline-360.png`);
    await page.setViewportSize({ width: 1280, height: 780 });
    await settleAnimations(page);
    await fullPageShot(page, `${SHOTS}/step5-reloaded-offline-1280.png`);
    await page.setViewportSize({ width: 360, height: 780 });

    // Back online, with no reload: the page asks the server again by itself and can be sent.
    const asked = page.waitForRequest((r) => r.url().includes('/members/commodity-cases/file-categories'), {
      timeout: WAIT,
    });
    await context.setOffline(false);
    await asked;
    await page.locator('.fenqi-offline-banner').waitFor({ state: 'detached', timeout: WAIT });
    const recap = await recapText(page);
    for (const name of NAMES) assert.match(recap, new RegExp(name));
    assert.equal(await page.getByText('簽名未完成，請重新簽署').count(), 0);
    await page.getByLabel('密碼', { exact: true }).fill('reload5send');
    await page.getByLabel('確認密碼').fill('reload5send');
    await page.getByLabel('我已閱讀並同意加入會員').check();
    await next(page, '送出申請');
    await onPath(page, '/member/commodity-loans/finish');
    await context.close();
  });

  it('step 3 reloaded offline offers its kept pick-lists, and a list that failed offline loads by itself once online', async () => {
    const { context, page } = await app.newPage({ width: 360 });
    await page.goto(app.url(STEP(1)));
    await newMemberIdentity(page, freshTwId((Date.now() + 29) % 9_000_000), 'picklist3x');
    await throughPlan(page);
    await fillApplicant(page, { name: '張清單', email: 'pick.lists@example.com' });
    await waitForKeptDraft(page, 'flow:commodity');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    await waitForKeptReply(page, '/members/contact-relations');

    await context.setOffline(true);
    await page.reload();
    await onPath(page, STEP(3));
    for (const [id, name] of PICKS) await showsName(page, id, name);
    assert.equal(await page.getByText(LOAD_FAILED).count(), 0);
    await settleAnimations(page);
    await page.locator('[id="root_firstContact_contactRelationId"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/step3-reloaded-offline-360.png` });

    // A list this device never kept fails offline in its place, and comes back with the network, untapped.
    assert.ok((await forgetKeptReplies(page, '/members/banks')) > 0);
    await page.reload();
    await onPath(page, STEP(3));
    const bank = fieldBox(page, 'root_passbookBankCode');
    await bank.getByText(LOAD_FAILED).waitFor({ timeout: WAIT });
    await bank.scrollIntoViewIfNeeded();
    await settleAnimations(page);
    await page.screenshot({ path: `${SHOTS}/step3-list-failed-offline-360.png` });
    await context.setOffline(false);
    await bank.getByText(LOAD_FAILED).waitFor({ state: 'detached', timeout: WAIT });
    await showsName(page, 'root_passbookBankCode', /004 臺灣銀行/);
    await page.setViewportSize({ width: 1280, height: 780 });
    await bank.scrollIntoViewIfNeeded();
    await settleAnimations(page);
    await page.screenshot({ path: `${SHOTS}/step3-back-online-1280.png` });
    await context.close();
  });
});
