import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, settleAnimations } from './browser';
import { forgetKeptReplies, waitForKeptReply } from './device-storage';
import { logIn, startLiveApp, type LiveApp } from './live-app';

/** Where this file's screenshots go (E2E_SHOTS_DIR, else the suite's), to be looked at by whoever changes these pages. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? ARTIFACTS;
/** The demo member's repaying case (seed data). */
const DETAIL = '/member/order/list?caseId=2';

/** The folded declaration's header: the button (aria-expanded) that opens it. */
const declarationHeader = (scope: Page | Locator) =>
  scope.locator('.fenqi-declaration').getByRole('button', { expanded: false });

describe('the order detail offline', () => {
  let app: LiveApp;
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startLiveApp('offline-order-detail', { serviceWorkers: 'allow' });
  });
  after(() => app?.stop());

  it('opened online, then offline: the case, its documents, declaration and history show dated; a part with no copy says so in its own place', async () => {
    const { context, page } = await app.newPage({ width: 360 });
    await logIn(page, app.url);
    await page.goto(app.url(DETAIL));
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    const declaration = await declarationHeader(page).innerText();
    const history = await page.locator('.fenqi-order-drawer').innerText();
    await page.waitForLoadState('networkidle');
    await waitForKeptReply(page, '/members/orders/detail');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(app.url(DETAIL));
    const drawer = offline.locator('.fenqi-order-drawer');
    await drawer.getByTestId('order-detail').waitFor();
    assert.equal(await declarationHeader(drawer).innerText(), declaration);
    assert.equal(await drawer.getByText('網路連線異常，請確認網路後再試。').count(), 0);
    // The history (statuses and dates) as it was online.
    for (const line of history.split('\n').filter((l) => /^\d{4}\/\d{2}\/\d{2}/.test(l)))
      await drawer.getByText(line, { exact: true }).first().waitFor();
    await offline
      .locator('.fenqi-offline-banner')
      .getByText(/^資料更新於 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)
      .waitFor();
    await drawer.locator('.fenqi-declaration').scrollIntoViewIfNeeded();
    await settleAnimations(offline);
    await offline.screenshot({ path: `${SHOTS}/order-detail-offline-360.png` });

    // A part never kept on this device (the declaration here): it alone says it could not load.
    assert.ok((await forgetKeptReplies(offline, '/declaration')) > 0);
    await offline.reload();
    await drawer.getByTestId('order-detail').waitFor();
    const failure = drawer.getByTestId('declaration-failure');
    await failure.getByText('網路連線異常，請確認網路後再試。').waitFor();
    await failure.getByRole('button', { name: '重試' }).waitFor();
    assert.equal(await drawer.getByTestId('declaration-text').or(declarationHeader(drawer)).count(), 0);
    assert.equal(await offline.locator('.fenqi-dialog').count(), 0);
    await failure.scrollIntoViewIfNeeded();
    await settleAnimations(offline);
    await offline.screenshot({ path: `${SHOTS}/order-detail-offline-part-missing-360.png` });
    // The drawer's end (the first status of the history) scrolls clear of the offline banner.
    // antd's class is the subject: the drawer's body is the part that scrolls.
    await drawer.locator('.ant-drawer-body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    const timeline = (await drawer.locator('.fenqi-order-detail > *').last().boundingBox())!;
    const bannerTop = (await offline.locator('.fenqi-offline-banner').boundingBox())!.y;
    assert.ok(timeline.y + timeline.height <= bannerTop + 1, 'the history ends under the offline banner');
    await settleAnimations(offline);
    await offline.screenshot({ path: `${SHOTS}/order-detail-offline-bottom-360.png` });
    await offline.setViewportSize({ width: 1280, height: 780 });
    await failure.scrollIntoViewIfNeeded();
    await settleAnimations(offline);
    await offline.screenshot({ path: `${SHOTS}/order-detail-offline-part-missing-1280.png` });
    await context.close();
  });
});
