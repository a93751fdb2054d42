import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contractText } from '../../src/contracts/contract-texts';
import { versionLabel } from '../../src/contracts/render-contract';
import type { FenqiServer } from '../../src/server/app';
import { insertTestCase } from '../api/guest-fixtures';
import { WAIT, drawSignature, inkOf, onPath, shoot } from './commodity-wizard';
import { MING, logIn, startLiveApp, type LiveApp } from './live-app';

/**
 * The step flows that need no wizard (vehicle-loan signer, minor guardian) and links that lead
 * nowhere, in Chromium at 360 px against the REAL server with the demo data.
 */
describe('guest and guardian flows in Chromium (real server, production build)', () => {
  let app: LiveApp;
  let server: FenqiServer;
  let url: LiveApp['url'];

  before(async () => {
    app = await startLiveApp('guests');
    ({ server, url } = app);
  });
  after(() => app?.stop());

  it('a vehicle-loan signer reads the loan, signs the provider note once, and the link then says it is signed', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    const link = '/member/vehicleLoans?signPath=demo-vehicle-loan-sign-path';
    await page.goto(url(link));
    await page.getByRole('heading', { level: 1, name: '核對並簽名' }).waitFor();
    const summary = page.locator('.fenqi-summary-field');
    await summary.getByText('車牌號碼').waitFor();
    assert.match((await summary.textContent()) ?? '', /貸款金額[\d,]+ 元/);

    // Sending without a signature or the agreement shows the form's own messages, and sends nothing.
    await page.getByRole('button', { name: /確認簽署/ }).click();
    await page.getByText('請上傳 動產擔保借款約定書簽名').waitFor();
    await page.getByText('請勾選同意條款').waitFor();
    await shoot(page, 'vehicle-sign-errors-360.png');

    const canvas = page.getByLabel('動產擔保借款約定書簽名區');
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await drawSignature(page, canvas);
    assert.ok((await inkOf(canvas)) > 0);
    // The consent names the version of the note the page shows (contracts/vehicle-provider-note.json).
    await page.getByLabel(`我已閱讀並同意${versionLabel(contractText('vehicle-provider-note'))}內容`).check();
    await page.getByRole('button', { name: /確認簽署/ }).click();
    await onPath(page, '/member/vehicleLoans/finish');
    await page.getByText('簽署完成').waitFor();
    await shoot(page, 'vehicle-finish-360.png');
    const signed = await server.db
      .selectFrom('vehicle_loans')
      .select(['signed_at'])
      .where('sign_path', '=', 'demo-vehicle-loan-sign-path')
      .executeTakeFirstOrThrow();
    assert.ok(signed.signed_at);

    // The link opened again (another phone, no local state) lands on the finish page.
    const other = await app.newPage({ timeout: WAIT });
    await other.page.goto(url(link));
    await onPath(other.page, '/member/vehicleLoans/finish');
    await other.page.getByText('此車貸已完成簽署').waitFor();
    assert.deepEqual(other.errors, []);
    await other.context.close();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a wrong or expired link shows a clear zh-TW page, not a crash or the error page', async () => {
    const { context, page } = await app.newPage({ timeout: WAIT });
    await page.goto(url('/member/vehicleLoans?signPath=no-such-path'));
    await page.getByText('此簽約連結無效或已過期，請向您的專員索取新的連結。').waitFor();
    assert.equal(await page.getByRole('button', { name: '重試' }).count(), 0);
    await shoot(page, 'vehicle-bad-link-360.png');

    await page.goto(url('/member/guarantor?signPath=no-such-path'));
    await page.getByText('此保證人連結無效或已過期，請向申請人索取新的連結。').waitFor();
    assert.equal(new URL(page.url()).pathname, '/member/guarantor');

    await page.goto(url('/member/guarantor'));
    await page.getByText('連結無效', { exact: true }).waitFor();
    await context.close();
  });

  it('a guardian agrees to a minor’s application and leaves the phones, kept only once the server says ok.', async () => {
    const member = await server.db
      .selectFrom('members')
      .select('id')
      .where('id_num', '=', MING.idNum)
      .executeTakeFirstOrThrow();
    const { caseNo } = await insertTestCase(server.ctx, member.id, {
      applicant: { name: '王小弟', birthDate: '2010-03-01' },
    });
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, url);
    // The member home asks for the guardian's agreement on the minor's case.
    const task = page.getByTestId('home-task').filter({ hasText: caseNo });
    await task.getByText('法定代理人同意').waitFor();
    await task.getByRole('link', { name: '前往填寫' }).click();
    await onPath(page, '/member/minor-agreement');
    assert.equal(new URL(page.url()).searchParams.get('appCaseNo'), caseNo);
    await page.getByText(/未成年申請人 王小弟/).waitFor();
    await page.getByLabel('法定代理人姓名').fill('王大明');
    await page.getByLabel('父', { exact: true }).check();
    await page.getByLabel(/我已閱讀並同意/).check();
    await shoot(page, 'minor-agreement-360.png');
    await page.getByRole('button', { name: /下一步/ }).click();

    await onPath(page, '/member/minor-agreement/check');
    await page.getByLabel('法定代理人手機', { exact: true }).fill('0212345678');
    await page.getByRole('button', { name: /確認送出/ }).click();
    await page.getByText('法定代理人手機 手機格式不符').waitFor();
    await page.getByLabel('法定代理人手機', { exact: true }).fill('0912345678');
    await page.getByRole('button', { name: /確認送出/ }).click();

    await onPath(page, '/member/minor-agreement/confirm');
    await page.getByText('法定代理人同意完成').waitFor();
    await page.getByText('0912345678').waitFor();
    await shoot(page, 'minor-confirm-360.png');
    const kept = await page.evaluate((no) => localStorage.getItem(`fenqi.minorGuardians.${no}`), caseNo);
    assert.deepEqual(JSON.parse(kept ?? 'null'), {
      appMinorFaday1Cellphone: '0912345678',
      appMinorFaday2Cellphone: null,
    });
    const stored = await server.db
      .selectFrom('minor_guardians')
      .innerJoin('cases', 'cases.id', 'minor_guardians.case_id')
      .select(['guardian1_cellphone', 'guardian2_cellphone'])
      .where('cases.case_no', '=', caseNo)
      .executeTakeFirstOrThrow();
    assert.deepEqual(stored, { guardian1_cellphone: '0912345678', guardian2_cellphone: null });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
