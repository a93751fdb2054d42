import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { FenqiServer } from '../../src/server/app';
import { approveCaseCommand } from '../../tools/ops/approve-case';
import { markPaid } from '../../tools/ops/mark-paid';
import { markSigned } from '../../tools/ops/mark-signed';
import { reviewCase } from '../../tools/ops/review-case';
import { ARTIFACTS, fullPageShot, settleAnimations } from './browser';
import { logIn, MING, startLiveApp, type LiveApp } from './live-app';
import { onPath } from './commodity-wizard';

const MEI = { idNum: 'F223456786', password: 'demo1234' };

/**
 * The member home, orders and payments in Chromium against the REAL server (temporary SQLite with
 * the demo data). On startLiveApp rather than startAppServer: the test moves cases on with the
 * operator commands in-process, which needs the server's context.
 */
describe('member home, orders and payments in Chromium (real server, production build)', () => {
  let app: LiveApp;
  let server: FenqiServer;
  let url: LiveApp['url'];

  before(async () => {
    app = await startLiveApp('pay');
    ({ server, url } = app);
  });
  after(() => app?.stop());

  /** A phone-sized page (own cookies), recording console errors and uncaught exceptions. */
  const newPage = (width = 360) => app.newPage({ width });

  async function shoot(page: Page, name: string): Promise<void> {
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, name));
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name}: the page is wider than the screen`,
    );
  }

  async function caseOf(idNum: string, status: string): Promise<{ id: number; case_no: string }> {
    return server.db
      .selectFrom('cases')
      .innerJoin('members', 'members.id', 'cases.member_id')
      .select(['cases.id', 'cases.case_no'])
      .where('members.id_num', '=', idNum)
      .where('cases.status', '=', status)
      .executeTakeFirstOrThrow();
  }

  it('shows the member home: what waits on the member, the next payment due and the cases', async () => {
    const { context, page, errors } = await newPage();
    await logIn(page, url, MING);
    const tasks = page.getByTestId('home-task');
    await tasks.first().waitFor();
    assert.deepEqual(
      await tasks.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind'))),
      ['idVerify', 'guarantor'],
    );
    const approved = await caseOf(MING.idNum, 'approved');
    assert.equal(
      await tasks.first().getByRole('link', { name: '前往對保' }).getAttribute('href'),
      `/member/idVerify/step1?caseId=${approved.id}&caseNo=${approved.case_no}`,
    );
    await page.getByTestId('next-payment').getByText('已逾期').waitFor(); // the repaying case's 4th period
    // The approved case owes nothing before its contract is signed: no 「另有 1 件待繳」.
    assert.doesNotMatch((await page.getByTestId('next-payment').textContent()) ?? '', /另有/);
    assert.equal(await page.getByTestId('home-case').count(), 2);
    await shoot(page, 'member-home-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('lists the demo cases with their statuses and opens a case’s detail', async () => {
    const { context, page, errors } = await newPage();
    await logIn(page, url, MING);
    await page.goto(url('/member/order/list'));
    const statuses = () =>
      page
        .getByRole('tabpanel')
        .getByTestId('case-status')
        .evaluateAll((tags) => tags.map((tag) => tag.textContent));
    await page.getByTestId('case-card').first().waitFor();
    assert.deepEqual(await statuses(), ['核准待對保', '繳款中']);
    await shoot(page, 'orders-360.png');

    await page.getByRole('tab', { name: '已結案（3）' }).click();
    await page.getByText('很抱歉，本次申請未通過審核。').waitFor();
    assert.deepEqual(await statuses(), ['已取消', '未核准', '已結清']);

    await page.getByRole('tab', { name: '進行中（2）' }).click();
    await page.getByTestId('case-card').first().click();
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    assert.match(new URL(page.url()).search, /^\?caseId=\d+$/);
    await detail.getByText('等待保證人填寫資料').or(detail.getByText('保證人尚未完成資料填寫')).waitFor();
    await shoot(page, 'order-detail-360.png');
    await detail.getByText(/分期付款申請聲明書/).click();
    await detail.getByTestId('declaration-text').waitFor();
    await page.goBack();
    await detail.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the cases due with ATM transfer details and scannable store barcodes', async () => {
    const { context, page, errors } = await newPage();
    await logIn(page, url, MING);
    await page.goto(url('/member/payment'));
    const entries = page.getByTestId('payment-entry');
    await entries.first().waitFor();
    // Only the repaying case: the approved one waits for 對保 and its contract, nothing is billed yet.
    const repaying = await caseOf(MING.idNum, 'repaying');
    assert.deepEqual(
      await entries.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-case-no'))),
      [repaying.case_no],
    );
    await shoot(page, 'payment-360.png');

    const card = page.locator(`[data-testid="payment-entry"][data-case-no="${repaying.case_no}"]`);
    await card.getByRole('link', { name: /ATM 轉帳/ }).click();
    await onPath(page, '/member/payment/atm');
    const account = page.getByTestId('atm-account');
    await account.getByText('台新國際商業銀行').waitFor();
    assert.equal(await account.getByTestId('copy-銀行代碼').textContent(), '812');
    assert.match((await account.getByTestId('copy-轉帳帳號').textContent()) ?? '', /^\d{4}( \d{1,4})+$/);
    await page.getByTestId('due-amount').waitFor();
    await shoot(page, 'payment-atm-360.png');

    // Period 4 is overdue: its barcodes are issued anew with a deadline to come, and the page says so.
    await page.goto(url(`/member/payment/barcode?caseId=${repaying.id}`));
    await page.getByTestId('barcode-renewed').getByText('第 4 期已逾期').waitFor();
    const bars = page.getByTestId('barcode-sheet').locator('canvas');
    await bars.first().waitFor();
    assert.equal(await bars.count(), 3);
    // One module size for all three, whole device pixels (barcode-scan.e2e.ts reads them with zbarimg).
    assert.equal(await page.getByTestId('barcode-sheet').getAttribute('data-module-px'), '2');
    await shoot(page, 'payment-barcode-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const width of [360, 1280]) {
    it(`bills nothing before signing, explains the first period and the overdue one (${width} px)`, async () => {
      const { context, page, errors } = await newPage(width);
      await logIn(page, url, MING);
      const approved = await caseOf(MING.idNum, 'approved');
      const repaying = await caseOf(MING.idNum, 'repaying');
      await page.goto(url('/member/payment'));
      await page.getByTestId('payment-entry').first().waitFor();
      assert.equal(await page.getByTestId('payment-entry').count(), 1);
      await shoot(page, `payment-${width}.png`);

      // 核准待對保: the first period explained, nothing to pay yet.
      const terms = await server.db
        .selectFrom('cases')
        .select(['monthly_payment', 'service_fee'])
        .where('id', '=', approved.id)
        .executeTakeFirstOrThrow();
      const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;
      const first = `首期 ${money(terms.monthly_payment + terms.service_fee)}，含手續費 ${money(terms.service_fee)}`;
      await page.goto(url(`/member/order/list?caseId=${approved.id}`));
      const detail = page.getByTestId('order-detail');
      await detail.getByRole('link', { name: '前往線上對保' }).waitFor();
      await detail.getByText(first).waitFor();
      assert.equal(await detail.getByRole('link', { name: '查看繳款資訊' }).count(), 0);
      await shoot(page, `order-detail-approved-${width}.png`);

      await page.goto(url(`/member/order/list?caseId=${repaying.id}`));
      await detail.getByRole('link', { name: '查看繳款資訊' }).waitFor();
      await shoot(page, `order-detail-repaying-${width}.png`);

      await page.goto(url(`/member/payment/barcode?caseId=${repaying.id}`));
      await page.getByTestId('barcode-renewed').waitFor();
      await page.getByTestId('barcode-sheet').locator('canvas').nth(2).waitFor();
      await shoot(page, `payment-barcode-overdue-${width}.png`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('uploads receipts (a large photo compressed first) and lists them', async () => {
    const { context, page, errors } = await newPage();
    await logIn(page, url, MING);
    const repaying = await caseOf(MING.idNum, 'repaying');
    await page.goto(url(`/member/payment/receipt?caseId=${repaying.id}`));
    await page.getByText('尚未上傳繳款證明').waitFor();

    const small = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1ea' } })
      .jpeg()
      .toBuffer();
    // A phone photo: 3000 × 4000 of noise, several MB as a JPEG.
    const noise = Buffer.alloc(3000 * 4000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const large = await sharp(noise, { raw: { width: 3000, height: 4000, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    assert.ok(large.length > 2 * 1024 * 1024, `the sample photo is only ${large.length} bytes`);

    await page.getByTestId('receipt-input').setInputFiles([
      { name: '十一月收據.jpg', mimeType: 'image/jpeg', buffer: small },
      { name: '手機拍照.jpg', mimeType: 'image/jpeg', buffer: large },
    ]);
    await page.getByTestId('receipt-file').nth(1).waitFor({ timeout: 60_000 });
    await page.getByText('已上傳 2 / 60 張').waitFor();
    const stored = await server.db
      .selectFrom('files')
      .select(['original_name', 'size'])
      .where('case_id', '=', repaying.id)
      .where('category', '=', '21')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      stored.map((file) => file.original_name),
      ['十一月收據.jpg', '手機拍照.jpg'],
    );
    assert.ok(stored[1].size < 1.1 * 1024 * 1024, `the large photo went up at ${stored[1].size} bytes`);

    // The list is the server's: it is still there after a reload.
    await page.reload();
    await page.getByTestId('receipt-file').nth(1).waitFor();
    await shoot(page, 'payment-receipt-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('bills a case from its signed contract, and drops it once every period is paid', async () => {
    const { context, page, errors } = await newPage();
    const meiCase = await caseOf(MEI.idNum, 'supplement');
    await reviewCase.run(server.ctx, [meiCase.case_no]);
    await approveCaseCommand.run(server.ctx, [meiCase.case_no]);

    // Approved, nothing is billed yet: no payment entry, no ATM account, no barcodes.
    await logIn(page, url, MEI);
    await page.goto(url('/member/payment'));
    await page.getByText('目前沒有待繳的款項').waitFor();

    // The member confirms 對保 (the older call the order flow uses), the operator records the
    // signed contract: billing starts, the first period due a month from today.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value ?? '';
    const verified = await fetch(
      url(`/api/v2/members/orders/id-verify?appCaseNo=${meiCase.case_no}&access_token=${token}`),
      { method: 'PUT' },
    );
    assert.equal(verified.status, 200);
    await markSigned.run(server.ctx, [meiCase.case_no]);
    await page.goto(url('/member/payment'));
    const entry = page.locator(`[data-testid="payment-entry"][data-case-no="${meiCase.case_no}"]`);
    await entry.waitFor();
    await entry.getByRole('link', { name: /ATM 轉帳/ }).click();
    await page.getByTestId('atm-account').getByTestId('copy-轉帳帳號').waitFor();
    await page.goto(url(`/member/payment/barcode?caseId=${meiCase.id}`));
    await page.getByTestId('barcode-sheet').waitFor();
    assert.equal(await page.getByTestId('barcode-sheet').locator('canvas').count(), 3);
    assert.equal(await page.getByTestId('barcode-renewed').count(), 0);

    // Then every period is paid.
    const periods = await server.db
      .selectFrom('installments')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('case_id', '=', meiCase.id)
      .executeTakeFirstOrThrow();
    await markPaid.run(server.ctx, [meiCase.case_no, String(periods.count)]);

    await page.goto(url('/member/payment'));
    await page.getByText('目前沒有待繳的款項').waitFor();
    assert.equal(await page.getByTestId('payment-entry').count(), 0);
    await page.goto(url(`/member/payment/atm?caseId=${meiCase.id}`));
    await page.getByText('此案件目前沒有待繳的款項').waitFor();
    await page.goto(url('/member/order/list'));
    await page.getByRole('tab', { name: '已結案（1）' }).click();
    await page.getByRole('tabpanel').getByText('已結清').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
