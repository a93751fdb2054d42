import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { contractText } from '../../src/contracts/contract-texts';
import { versionLabel } from '../../src/contracts/render-contract';
import { DEMO_GUARANTOR } from '../../src/server/demo/demo-people';
import { ARTIFACTS, settleAnimations } from './browser';
import { WAIT } from './commodity-wizard';
import { startLiveApp, type LiveApp } from './live-app';
import { zoomText } from './text-zoom';

/** The version a page names for a contract file: 動產擔保借款約定書 2026.11 版. */
const version = (id: Parameters<typeof contractText>[0]) => versionLabel(contractText(id));

/** What scrolls sideways: the page's width against the window's. */
const widths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, inner: window.innerWidth }));

/**
 * A signer reads the contract they agree to one tap away, above the consent, with
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
      const summary = page.getByText(`閱讀您要同意的契約全文：${version('vehicle-provider-note')}`, {
        exact: true,
      });
      await summary.click();
      const text = page.getByRole('article', { name: '動產擔保借款約定書' });
      await text.getByRole('heading', { name: '第二條　借款條件' }).waitFor();
      assert.match((await text.textContent()) ?? '', /借款金額新臺幣 [\d,]+ 元，分期 \d+ 期/);
      assert.match((await text.textContent()) ?? '', /車牌號碼 [A-Z]{3}-\d{4}/);
      // The consent below names the same version.
      const consent = page.getByLabel(`我已閱讀並同意${version('vehicle-provider-note')}內容`);
      assert.equal(await consent.isEnabled(), true);
      await settleAnimations(page);
      await text.screenshot({ path: join(ARTIFACTS, `contract-text-vehicle-${zoom * 100}-360.png`) });
      const { scroll, inner } = await widths(page);
      assert.ok(scroll <= inner, `scrolls sideways at text ${zoom * 100} %: ${scroll} > ${inner}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  for (const zoom of [1, 2]) {
    it(`the older guarantor flow (case number + ID number) opens the guarantee contract and note with the case's figures (text ${zoom * 100} %)`, async () => {
      const approved = await app.server.db
        .selectFrom('cases')
        .select('case_no')
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      const { context, page, errors } = await app.newPage({ timeout: WAIT });
      if (zoom > 1) await zoomText(context, zoom);
      await page.goto(app.url(`/member/guarantor?appCaseNo=${approved.case_no}&id=${DEMO_GUARANTOR.idNum}`));
      const versions = `${version('guarantor-contract')}、${version('guarantor-note')}`;
      await page.getByText(`閱讀您要同意的契約全文：${versions}`, { exact: true }).click();
      const text = page.getByRole('article', { name: '連帶保證契約' });
      await text.getByRole('heading', { name: '第一條　保證範圍' }).waitFor();
      const body = (await text.textContent()) ?? '';
      assert.match(body, /分期金額新臺幣 36,900 元，分期期數 \d+ 期，每期應付金額新臺幣 [\d,]+ 元/);
      assert.ok(body.includes(`案件編號：${approved.case_no}`), 'the contract names the case');
      assert.ok(body.includes('E22****430'), 'the ID number is masked as the rest of the page');
      await page.getByRole('article', { name: '本票（保證人共同發票）' }).waitFor();
      await text.getByRole('heading', { name: '第一條　保證範圍' }).scrollIntoViewIfNeeded();
      await settleAnimations(page);
      await page.screenshot({ path: join(ARTIFACTS, `contract-text-older-guarantor-${zoom * 100}-360.png`) });
      // The consent names both versions and can be ticked now the texts are shown.
      const consent = page.getByLabel(
        `我已閱讀並同意${version('guarantor-contract')}及${version('guarantor-note')}內容`,
      );
      await consent.check();
      const { scroll, inner } = await widths(page);
      assert.ok(scroll <= inner, `scrolls sideways at text ${zoom * 100} %: ${scroll} > ${inner}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
