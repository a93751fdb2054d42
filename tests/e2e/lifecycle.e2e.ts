import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { FenqiServer } from '../../src/server/app';
import { addGuarantor } from '../../tools/ops/add-guarantor';
import { approveCaseCommand } from '../../tools/ops/approve-case';
import { markPaid } from '../../tools/ops/mark-paid';
import { markSigned } from '../../tools/ops/mark-signed';
import { reviewCase } from '../../tools/ops/review-case';
import {
  WAIT,
  choose,
  signField,
  freshTwId,
  newMemberThroughStep4,
  next,
  onPath,
  picture,
  shoot,
  signAllContracts,
  type,
} from './commodity-wizard';
import { uploadSelfieThenNext } from './id-verify-walk';
import { logIn, startLiveApp, type LiveApp } from './live-app';
import { clipboardText } from './clipboard';

/**
 * The whole life of one case in Chromium against the REAL server: a new member
 * applies → the operator approves (and names a guarantor) → the member does 對保 → the guarantor
 * opens the link from the member's home page and signs → the operator records the signed contract
 * → a period is paid and the member uploads a receipt; the member centre shows each state.
 */
describe('one case from application to repayment in Chromium (real server, production build)', () => {
  let app: LiveApp;
  let server: FenqiServer;
  let url: LiveApp['url'];

  before(async () => {
    app = await startLiveApp('lifecycle');
    ({ server, url } = app);
  });
  after(() => app?.stop());

  const who = {
    idNum: freshTwId(Date.now() + 7),
    password: 'life2024x',
    name: '林生命',
    email: 'life@example.com',
  };

  async function statusOnOrderList(page: Page, caseNo: string): Promise<string> {
    await page.goto(url('/member/order/list'));
    const card = page.getByTestId('case-card').filter({ hasText: caseNo });
    await card.waitFor();
    return (await card.getByTestId('case-status').textContent()) ?? '';
  }

  /** Draws on the pad of the form field whose title is `title`, scrolled into the middle of the screen. */
  it('applies, is approved, verifies, is guaranteed, signed and repaid, shown at every step', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    // 1. The application, as a new member (the wizard's own suite covers its details).
    await newMemberThroughStep4(page, url, who);
    await signAllContracts(page);
    await next(page, '送出申請');
    await onPath(page, '/member/commodity-loans/finish');
    const { id: caseId, case_no: caseNo } = await server.db
      .selectFrom('cases')
      .innerJoin('members', 'members.id', 'cases.member_id')
      .select(['cases.id', 'cases.case_no'])
      .where('members.id_num', '=', who.idNum)
      .executeTakeFirstOrThrow();
    await page.getByRole('button', { name: /登出/ }).click();
    await onPath(page, '/login');
    await logIn(page, url, who);
    assert.equal(await statusOnOrderList(page, caseNo), '已送件');

    // 2. The operator reviews and approves, and names the guarantor.
    await reviewCase.run(server.ctx, [caseNo]);
    await approveCaseCommand.run(server.ctx, [caseNo]);
    await addGuarantor.run(server.ctx, [caseNo, 'B123456780', '林保證']);
    assert.equal(await statusOnOrderList(page, caseNo), '核准待對保');

    // 3. 對保 from the home page's task: the account from the application, a selfie, two signatures.
    await page.goto(url('/member'));
    const verifyTask = page
      .getByTestId('home-task')
      .filter({ has: page.getByRole('link', { name: '前往對保' }) });
    await verifyTask.getByRole('link', { name: '前往對保' }).click();
    await onPath(page, '/member/idVerify/step1');
    assert.equal(await page.locator('#root_passbookNo').inputValue(), '123456789012');
    await shoot(page, 'idverify-step1-360.png');
    await next(page);
    await onPath(page, '/member/idVerify/step2');
    await uploadSelfieThenNext(page);
    // The contract and promissory note were signed with the application: shown, not asked again.
    await page.getByAltText('已儲存的簽名').nth(1).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[alt="已儲存的簽名"]')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    // The member may sign the promissory note again; the new drawing replaces the stored one.
    await page.getByRole('button', { name: '重新簽名' }).nth(1).click();
    await signField(page, '本票簽名');
    await page.getByLabel(/我已閱讀並同意/).check();
    await shoot(page, 'idverify-confirm-360.png');
    await next(page, '送出對保');
    await onPath(page, '/member/idVerify/finish');
    await page.getByText(/對保資料已送出/).waitFor();
    await shoot(page, 'idverify-finish-360.png');
    const verified = await server.db
      .selectFrom('cases')
      .select('status')
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();
    assert.equal(verified.status, 'id_verified');

    // 4. The guarantor's link, copied from the member's home page, opened by the guarantor (no login).
    await page.goto(url('/member'));
    await page.getByRole('button', { name: '複製保證人連結' }).click();
    await page.getByRole('button', { name: '已複製連結' }).waitFor();
    const link = await clipboardText(page);
    assert.match(link, /\/member\/guarantor\?signPath=/);
    const guarantor = await app.newPage({ timeout: WAIT });
    await guarantor.page.goto(link);
    await guarantor.page.getByRole('heading', { level: 1, name: '核對資料並簽名' }).waitFor();
    await guarantor.page.getByText('林保證', { exact: true }).waitFor();
    await choose(guarantor.page, 'root_livingAddress_city', '臺北市');
    await choose(guarantor.page, 'root_livingAddress_district', '中正區');
    await type(guarantor.page, 'root_livingAddress_address', '重慶南路一段122號');
    await signField(guarantor.page, '保證契約簽名');
    await signField(guarantor.page, '本票簽名');
    await guarantor.page
      .getByLabel(/^我已閱讀並同意連帶保證契約 .+ 版及本票（保證人共同發票） .+ 版內容$/)
      .check();
    await shoot(guarantor.page, 'guarantor-360.png');
    await next(guarantor.page, '確認送出');
    await onPath(guarantor.page, '/member/guarantor/finish');
    await guarantor.page.getByText('保證人資料已送出').first().waitFor();
    await shoot(guarantor.page, 'guarantor-finish-360.png');
    assert.deepEqual(guarantor.errors, []);
    await guarantor.context.close();
    const sent = await server.db
      .selectFrom('guarantors')
      .select(['status', 'living_city', 'living_district', 'living_addr'])
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(sent, {
      status: 'sent',
      living_city: '臺北市',
      living_district: '中正區',
      living_addr: '重慶南路一段122號',
    });

    // 5. The operator records the signed contract.
    await markSigned.run(server.ctx, [caseNo]);
    assert.equal(await statusOnOrderList(page, caseNo), '已簽約');

    // 6. A period is paid (the case is repaying), and the member uploads its receipt.
    await markPaid.run(server.ctx, [caseNo, '1']);
    assert.equal(await statusOnOrderList(page, caseNo), '繳款中');
    await page.goto(url(`/member/payment/receipt?caseId=${caseId}`));
    await page.getByTestId('receipt-input').setInputFiles({
      name: '第一期收據.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('#eef2e8'),
    });
    await page.getByText('已上傳 1 / 60 張').waitFor();
    await page.goto(url(`/member/order/list?caseId=${caseId}`));
    await page
      .getByTestId('order-detail')
      .getByText(/1\s*\/\s*12/)
      .first()
      .waitFor();
    await shoot(page, 'lifecycle-order-detail-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
