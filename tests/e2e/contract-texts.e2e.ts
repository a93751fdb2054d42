import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, settleAnimations } from './browser';
import { WAIT } from './commodity-wizard';
import { startLiveApp, type LiveApp } from './live-app';
import { zoomText } from './text-zoom';

/** What scrolls sideways: the page's width against the window's. */
const widths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, inner: window.innerWidth }));

/**
 * Issue 30 item 2: a signer reads the contract they agree to one tap away, above the consent, with
 * the case's figures, readable at 360 px and with the text at 200 % (no sideways scrolling).
 */
describe('contract texts shown before agreeing (Chromium, real server, production build)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('contract-texts');
  });
  after(() => app?.stop());

  for (const zoom of [1, 2]) {
    it(`the vehicle-loan signer opens the 動產擔保借款約定書 with the loan's figures (text ${zoom * 100} %)`, async () => {
      const { context, page, errors } = await app.newPage({ timeout: WAIT });
      if (zoom > 1) await zoomText(context, zoom);
      await page.goto(app.url('/member/vehicleLoans?signPath=demo-vehicle-loan-sign-path'));
      const summary = page.getByText(/^閱讀您要同意的契約全文：動產擔保借款約定書 2026\.11 版$/);
      await summary.click();
      const text = page.getByRole('article', { name: '動產擔保借款約定書' });
      await text.getByRole('heading', { name: '第二條　借款條件' }).waitFor();
      assert.match((await text.textContent()) ?? '', /借款金額新臺幣 [\d,]+ 元，分期 \d+ 期/);
      assert.match((await text.textContent()) ?? '', /車牌號碼 [A-Z]{3}-\d{4}/);
      // The consent below names the same text.
      await page.getByText('我已閱讀並同意動產擔保借款約定書內容').waitFor();
      await settleAnimations(page);
      await text.screenshot({ path: join(ARTIFACTS, `contract-text-vehicle-${zoom * 100}-360.png`) });
      const { scroll, inner } = await widths(page);
      assert.ok(scroll <= inner, `scrolls sideways at text ${zoom * 100} %: ${scroll} > ${inner}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
