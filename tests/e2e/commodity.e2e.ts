import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FenqiServer } from '../../src/server/app';
import { MING, startLiveApp, type LiveApp } from './live-app';
import { expectNextInView } from './contract-return';
import {
  STEP,
  WAIT,
  choose,
  fieldBox,
  choosePlan,
  fieldError,
  fileInput,
  fillApplicant,
  freshTwId,
  memberIdentity,
  newMemberIdentity,
  newMemberThroughStep4,
  signAllContracts,
  next,
  onPath,
  optionsOf,
  picture,
  shoot,
  type,
  STUDENT_PLAN,
} from './commodity-wizard';

/** Plan 3 offers phone and laptop, gives no labor insurance, and has the 36th period. */
const PLAN3_WORKER = STUDENT_PLAN;

/**
 * The commodity-loan wizard in Chromium at 360 px against the REAL server
 * (temporary SQLite with the demo data and the seeded plans, careers and file categories).
 */
describe('commodity-loan application wizard in Chromium (real server, production build)', () => {
  let app: LiveApp;
  let server: FenqiServer;
  let url: LiveApp['url'];

  before(async () => {
    app = await startLiveApp('commodity');
    ({ server, url } = app);
  });
  after(() => app?.stop());

  /** A phone-sized page (own cookies) with generous waits, recording console errors. */
  const newPage = () => app.newPage({ timeout: WAIT });

  it('a new member applies for a phone from step 1 to finish (step 5 bringing the next contract into view after each signature; the server refusing an email another member uses, shown at step 3), then logs in and sees the case', async () => {
    const { context, page, errors } = await newPage();
    const idNum = freshTwId(Date.now());
    const password = 'phone2024x';
    // demo@fenqi.tw is the demo member 王大明's address: only the server knows it is taken.
    await newMemberThroughStep4(page, url, { idNum, password, name: '陳新戶', email: 'demo@fenqi.tw' }, true);

    await shoot(page, 'commodity-step5-360.png');
    // Back on step 5 after each signature, the page shows where the member goes on.
    await signAllContracts(page, 'commodity-contract-sign-360.png', { afterSign: expectNextInView });
    const refused = page.waitForResponse(
      (res) => res.url().endsWith('/api/v2/members/commodity-cases') && res.request().method() === 'POST',
    );
    await next(page, '送出申請');
    assert.equal((await refused).status(), 422);
    const message = '此電子信箱已由其他會員使用，請改用您自己的電子信箱';
    // The error dialog says it once; the page keeps it in its alert after the dialog is closed.
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.locator('.fenqi-dialog-message').innerText(), message);
    // Clicked once the dialog has finished zooming in, as a person would: a click that lands while
    // antd's appear animation still runs on a loaded CI machine can be lost.
    await page.locator('.fenqi-dialog.ant-zoom-appear').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '確定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.fenqi-step-alert').getByText(message).first().waitFor();
    await onPath(page, STEP(5));

    await page.getByRole('button', { name: '修改申請人資料' }).click();
    await onPath(page, STEP(3));
    await fieldError(page, 'root_email').getByText(message).waitFor();
    await shoot(page, 'commodity-step3-server-422-360.png');
    await page.locator('#root_email').fill('new.member@example.com');
    await next(page);
    await onPath(page, STEP(4));
    await next(page);
    await onPath(page, STEP(5));
    // The contracts signed before the refusal stay signed: the send goes out as it is.
    await next(page, '送出申請');
    await onPath(page, '/member/commodity-loans/finish');
    await page.getByText(/案件編號/).waitFor();
    await shoot(page, 'commodity-finish-360.png');

    const stored = await server.db
      .selectFrom('cases')
      .innerJoin('members', 'members.id', 'cases.member_id')
      .select(['cases.case_no', 'cases.status', 'members.email'])
      .where('members.id_num', '=', idNum)
      .execute();
    assert.equal(stored.length, 1);
    assert.equal(stored[0].status, 'submitted');
    assert.equal(stored[0].email, 'new.member@example.com');

    // The password made on step 1 is the new member's login.
    await page.getByRole('button', { name: /登出/ }).click();
    await onPath(page, '/login');
    await page.getByLabel('身分證字號').pressSequentially(idNum);
    await page.getByLabel('密碼').fill(password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await onPath(page, '/member');
    await page.goto(url('/member/order/list'));
    await page.getByTestId('case-card').first().waitFor();
    await page.getByRole('tabpanel').getByText(stored[0].case_no).waitFor();
    // Only the refused POST logged a console error (the browser reports every 4xx response).
    assert.deepEqual(
      errors.filter((error) => !error.includes('status of 422')),
      [],
    );
    await context.close();
  });

  it('a member resumes the draft after a reload, with what was typed still there', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(url(STEP(1)));
    await memberIdentity(page, MING.idNum, MING.password);
    await next(page);
    await onPath(page, STEP(2));
    await choosePlan(page, PLAN3_WORKER);
    await next(page);
    await onPath(page, STEP(3));
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/members/commodity-cases/tmp') &&
        r.request().method() === 'PATCH' &&
        (r.request().postData() ?? '').includes('resume@example.com'),
    );
    await type(page, 'root_name', '王續填');
    await type(page, 'root_email', 'resume@example.com');
    assert.equal((await saved).status(), 200);

    await page.reload();
    await onPath(page, STEP(3));
    await page.waitForFunction(
      () =>
        (document.getElementById('root_email') as HTMLInputElement | null)?.value === 'resume@example.com',
      undefined,
      { timeout: WAIT },
    );
    assert.equal(await page.locator('#root_name').inputValue(), '王續填');
    await page.getByRole('button', { name: '上一步' }).click();
    await onPath(page, STEP(2));
    // The plans load with the page: wait for the chosen one to show, then check it is the only one.
    await page.getByRole('radio', { checked: true }).first().waitFor();
    assert.equal(await page.getByRole('radio', { checked: true }).count(), 1);
    assert.match(
      (await page.getByRole('radio', { checked: true }).textContent()) ?? '',
      /學生 3C 開學季專案/,
    );
    assert.equal(await page.locator('#root_amount').inputValue(), String(PLAN3_WORKER.amount));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('offers the 36th period only to restricted careers, with the hint', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(url(STEP(1)));
    await newMemberIdentity(page, freshTwId(Date.now() + 36), 'career36x');
    await next(page);
    await onPath(page, STEP(2));
    await page.getByRole('radio', { name: /^學生 3C 開學季專案/ }).click();
    await page.getByText('第 36 期僅限學生、軍警消及醫護人員申辦').waitFor();
    await choose(page, 'root_careerTypeId', '一般上班族');
    const worker = await optionsOf(page, 'root_interestRateId');
    assert.ok(worker.length > 0 && !worker.some((o) => o.startsWith('36 期')), worker.join());
    for (const career of ['學生', '警消人員', '職業軍人', '醫護人員']) {
      await choose(page, 'root_careerTypeId', career);
      assert.ok((await optionsOf(page, 'root_interestRateId')).includes('36 期（月利率 1.29%）'), career);
    }
    await choose(page, 'root_interestRateId', '36 期（月利率 1.29%）');
    await shoot(page, 'commodity-step2-36-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('requires the work fields on step 3 only when the plan provides labor and health insurance', async () => {
    const { context, page, errors } = await newPage();
    const work = ['company', 'companyPhone', 'companyExtensionNo', 'companyDepartment', 'seniority'];
    const workErrors = async () => {
      const found: string[] = [];
      // Marked as an error (the message itself is hidden where the field has a ui:help: see the report).
      for (const field of work) {
        // antd's class is the subject: the field's box marked as an error (FieldBox draws antd's form item).
        const item = fieldBox(page, `root_${field}`);
        if (await item.evaluate((node) => node.classList.contains('ant-form-item-has-error')))
          found.push(field);
      }
      return found;
    };
    await page.goto(url(STEP(1)));
    await newMemberIdentity(page, freshTwId(Date.now() + 5), 'labor555x');
    await next(page);
    await onPath(page, STEP(2));
    await choosePlan(page, {
      name: '勞健保高額度專案',
      career: '一般上班族',
      amount: 30000,
      installment: '12 期（月利率 0.99%）',
    });
    await next(page);
    await onPath(page, STEP(3));
    await next(page);
    await fieldError(page, 'root_company').getByText('請輸入公司名稱').waitFor();
    await shoot(page, 'commodity-step3-labor-360.png');
    assert.deepEqual(await workErrors(), work);

    // A plan without labor insurance: the same empty form complains, but not about work.
    await page.getByRole('button', { name: '上一步' }).click();
    await onPath(page, STEP(2));
    await choosePlan(page, PLAN3_WORKER);
    await next(page);
    await onPath(page, STEP(3));
    // The step's form, drawn again for the other plan, is there before 下一步 is pressed.
    await page.locator('#root_name').waitFor();
    await next(page);
    await fieldError(page, 'root_name').waitFor();
    assert.deepEqual(await workErrors(), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('offers phone and laptop on a plan for both; the IMEI and serial pictures exclude each other', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(url(STEP(1)));
    await newMemberIdentity(page, freshTwId(Date.now() + 14), 'imei1415x');
    await next(page);
    await onPath(page, STEP(2));
    await choosePlan(page, PLAN3_WORKER);
    await next(page);
    await onPath(page, STEP(3));
    await fillApplicant(page, { name: '林雙機', email: 'both@example.com' });
    await next(page);
    await onPath(page, STEP(4));
    const products = page.locator('#root_productName').getByRole('radio');
    await products.first().waitFor();
    assert.equal(await products.count(), 2);
    // A product photo's tile (a button named by its category) says 已上傳 once its file is up.
    const IMEI = '手機商品照（IMEI）';
    const SERIAL = '電腦商品照（序號）';
    const done = (category: string) =>
      page.getByRole('button', { name: new RegExp(`^${category}\\s*已上傳`) });

    await page.getByLabel('手機', { exact: true }).check();
    await fileInput(page, 'root_productsModelImei').setInputFiles({
      name: 'imei.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('#dde6f0'),
    });
    await done(IMEI).waitFor();
    await page.getByLabel('筆電電腦', { exact: true }).check();
    assert.equal(await fileInput(page, 'root_productsModelImei').count(), 0);
    await fileInput(page, 'root_productsModelId').setInputFiles({
      name: 'serial.png',
      mimeType: 'image/png',
      buffer: await picture('#e0e0e0', 'png'),
    });
    await done(SERIAL).waitFor();
    await shoot(page, 'commodity-step4-laptop-360.png');
    // Back on the phone: its IMEI picture went when the serial picture came.
    await page.getByLabel('手機', { exact: true }).check();
    await fileInput(page, 'root_productsModelImei').waitFor({ state: 'attached' });
    assert.equal(await done(IMEI).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
