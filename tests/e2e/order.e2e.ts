import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { FenqiServer } from '../../src/server/app';
import {
  WAIT,
  choose,
  fileInput,
  fillOrderApplicant,
  uploadIdentityDocuments,
  next,
  onPath,
  optionsOf,
  picture,
  shoot,
  uploadedFiles,
} from './commodity-wizard';
import { MING, logIn, startLiveApp, type LiveApp } from './live-app';

const STEP = {
  testProd: '/member/order/testProd',
  step1: '/member/order/step1',
  step2: '/member/order/step2',
  step3: '/member/order/step3',
  document: '/member/order/document',
  finish: '/member/order/finish',
} as const;

/**
 * The older order flow (/member/order/*) in Chromium against the REAL server (temporary SQLite
 * with the demo data, the production build): a test product chosen, its periods, the applicant
 * (kept as the server-side draft), the order sent, the identity documents uploaded, the case
 * number shown and the case in 我的訂單.
 */
describe('older order flow in Chromium (real server, production build)', () => {
  let app: LiveApp;
  let server: FenqiServer;
  let url: LiveApp['url'];

  before(async () => {
    app = await startLiveApp('order');
    ({ server, url } = app);
  });
  after(() => app?.stop());

  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor({ timeout: WAIT });

  /** A full-page shot from the top with nothing focused (a sticky header or a focus ring would show mid-page). */
  async function capture(page: Page, name: string): Promise<void> {
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await shoot(page, name);
  }

  /** The page at 1280 px too, back at the phone's width after. */
  async function captureWide(page: Page, name: string): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 800 });
    await capture(page, name);
    await page.setViewportSize({ width: 360, height: 780 });
  }

  it('orders a test product: periods, applicant, send, documents, the case number, then 我的訂單', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, url);

    // A bare step 1 (e.g. §8's 請重新下單) leads to the products.
    await page.goto(url(STEP.step1));
    await onPath(page, STEP.testProd);
    await page.getByTestId('order-product').first().waitFor();
    assert.equal(await page.getByTestId('order-product').count(), 3);
    await capture(page, 'order-testprod-360.png');
    await page.getByRole('button', { name: 'iPhone 16 128GB 我要分期' }).click();

    // Step 1: the product's card; only the merchant's periods go on.
    await onPath(page, STEP.step1);
    await heading(page, '確認商品');
    const query = new URL(page.url()).searchParams;
    assert.equal(query.get('product'), 'iphone16');
    assert.match(query.get('order') ?? '', /^[0-9a-z]{4,40}$/);
    await page.getByTestId('order-product').getByText('29,900 元').waitFor();
    // Only the merchant's periods are offered (可選期數 3、6、12、18、24), never 30 or 36.
    assert.deepEqual(await optionsOf(page, 'root_appPeriods'), ['3 期', '6 期', '12 期', '18 期', '24 期']);
    await choose(page, 'root_appPeriods', '12 期');
    await page.locator('[id="root_orderNote"]').fill('請於平日送貨');
    await next(page);

    // Step 2: name, birth date, email and phone come from the member's basic info.
    await onPath(page, STEP.step2);
    await heading(page, '填寫資料');
    await page.getByText('已帶入您的會員資料，請補齊其餘欄位。').waitFor();
    assert.equal(await page.locator('[id="root_memName"]').inputValue(), '王大明');
    assert.equal(await page.locator('[id="root_cellPhone"]').inputValue(), '0912345678');
    await fillOrderApplicant(page);
    await capture(page, 'order-step2-360.png');
    await captureWide(page, 'order-step2-1280.png');
    await next(page);

    // Documents, before the send: a worker uploads the ID card's two sides and the selfie.
    await onPath(page, STEP.document);
    await heading(page, '上傳文件');
    await page.getByText('送出訂單前，請先上傳證件').waitFor();
    assert.equal(await page.getByText('學生證正面').count(), 0);
    await next(page);
    await page.getByText('請上傳 身分證正面').waitFor();
    await uploadIdentityDocuments(page);
    // The 請上傳 shown by the blocked submit goes once the photo is there.
    await page.getByText('請上傳 身分證正面').waitFor({ state: 'detached' });
    // An order file (8) waits with the member until the send attaches it to the new case.
    await fileInput(page, 'root_orderFiles').setInputFiles({
      name: 'quote.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('#e8eef4'),
    });
    await uploadedFiles(page).nth(3).waitFor();
    const stored = await server.db
      .selectFrom('files')
      .innerJoin('members', 'members.id', 'files.member_id')
      .select(['files.category', 'files.original_name', 'files.case_id'])
      .where('members.id_num', '=', MING.idNum)
      .where('files.category', 'in', ['1_1', '1_2', '3', '8'])
      .orderBy('files.category')
      .execute();
    assert.deepEqual(stored, [
      { category: '1_1', original_name: 'id-front.jpg', case_id: null },
      { category: '1_2', original_name: 'id-back.png', case_id: null },
      { category: '3', original_name: 'selfie.jpg', case_id: null },
      { category: '8', original_name: 'quote.jpg', case_id: null },
    ]);
    await capture(page, 'order-document-360.png');
    await next(page);

    // Step 3: the recap, the last step; 確認送出 creates the case.
    await onPath(page, STEP.step3);
    const recap = page.getByTestId('order-recap');
    await recap.getByText('106 臺北市大安區復興南路一段390號5樓').waitFor();
    await recap.getByText('12 期').waitFor();
    await recap.getByText('王建國（父親） 0922333444').waitFor();
    // Step 2 was kept as the server-side draft.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value ?? '';
    const draft = (await (await fetch(url(`/api/v2/tmp/user-info?access_token=${token}`))).json()) as {
      result: Record<string, unknown>;
    };
    assert.equal(draft.result.companyName, '大安資訊股份有限公司');
    assert.equal(draft.result.seniority, 38);
    await capture(page, 'order-step3-360.png');
    await next(page, '確認送出');

    // Finish: the case number, what happens next, the ways on.
    await onPath(page, STEP.finish);
    await heading(page, '訂單申請完成');
    const caseNo = (await page.getByTestId('order-case-no').textContent()) ?? '';
    assert.match(caseNo, /^FQ\d{14}$/);
    const orderFile = await server.db
      .selectFrom('files')
      .innerJoin('cases', 'cases.id', 'files.case_id')
      .select(['files.category', 'files.original_name'])
      .where('cases.case_no', '=', caseNo)
      .execute();
    assert.deepEqual(orderFile, [{ category: '8', original_name: 'quote.jpg' }]);
    const created = await server.db
      .selectFrom('cases')
      .select(['status', 'product_name', 'amount', 'installment'])
      .where('case_no', '=', caseNo)
      .executeTakeFirstOrThrow();
    assert.deepEqual(created, {
      status: 'submitted',
      product_name: 'iPhone 16 128GB',
      amount: 29900,
      installment: 12,
    });
    await capture(page, 'order-finish-360.png');
    await captureWide(page, 'order-finish-1280.png');

    // A reload keeps the finish page (the order is done), and 上一步 cannot send it again.
    await page.reload();
    await page.getByTestId('order-case-no').waitFor();
    assert.equal(await page.getByTestId('order-case-no').textContent(), caseNo);

    // 我的訂單 lists the new case.
    await page.getByRole('link', { name: '查看我的訂單' }).click();
    await onPath(page, '/member/order/list');
    const card = page.locator(`[data-testid="case-card"][data-case-no="${caseNo}"]`);
    await card.waitFor();
    assert.match((await card.textContent()) ?? '', /iPhone 16 128GB/);
    const cases = await server.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('product_name', '=', 'iPhone 16 128GB')
      .executeTakeFirstOrThrow();
    assert.equal(Number(cases.count), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('starts the next order from the saved draft; a student’s school comes from the v1 lists', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, url);
    await page.goto(url(STEP.testProd));
    await page.getByRole('button', { name: 'iPhone 16 128GB 我要分期' }).click();
    await heading(page, '確認商品');
    await choose(page, 'root_appPeriods', '6 期');
    await next(page);
    await heading(page, '填寫資料');
    await page.getByText(/^已帶入您上次填寫的資料/).waitFor();
    assert.equal(await page.locator('[id="root_companyName"]').inputValue(), '大安資訊股份有限公司');

    // Now as a student: the school lists come from the older v1 API, and the documents step asks
    // for the student card (the class chosen here reaches that form).
    const v1Lists: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v1/info/index/')) v1Lists.push(path.replace('/api/v1/info/index/', ''));
    });
    await page.getByLabel('學生', { exact: true }).check();
    await page.getByLabel('日間部').check();
    await choose(page, 'root_schoolSerNo', '國立臺灣大學', '臺灣大學');
    await choose(page, 'root_schoolDepNo', '資訊工程學系');
    await choose(page, 'root_schoolGrade', '二年級');
    assert.deepEqual(v1Lists, ['school', 'school_department']);
    // The contacts came back whole, their relation text included.
    assert.equal(await page.locator('[id="root_firstContact_relation"]').inputValue(), '父親');
    await next(page);
    // The documents come before the send, and a student's include the student card.
    await heading(page, '上傳文件');
    await page.getByText('學生證正面').first().waitFor();
    await next(page);
    await page.getByText('請上傳 學生證正面').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
