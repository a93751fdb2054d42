import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { WIZARD_FORMS } from '../../src/server/forms/form-revision-book';
import { startLiveApp, type LiveApp } from './live-app';
import {
  STEP,
  WAIT,
  choosePlan,
  fieldError,
  fileInput,
  fillApplicant,
  memberIdentity,
  next,
  onPath,
  picture,
  shoot,
  signAllContracts,
  type,
} from './commodity-wizard';

const MING = { idNum: 'A123456789', password: 'demo1234' };
const NOTE = '表單內容已更新，請確認以下欄位';

/** Step 4: a phone with its IMEI, product, selfie and passbook pictures, all uploaded. */
async function fillProduct(page: Page): Promise<void> {
  await page.getByLabel('手機', { exact: true }).check();
  await type(page, 'root_productModelNo', 'iPhone 16 128GB');
  const upload = async (id: string, colour: string) =>
    fileInput(page, id).setInputFiles({
      name: `${id}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await picture(colour),
    });
  await upload('root_productsModelImei', '#dde6f0');
  await fileInput(page, 'root_productsImgs').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture('#f0e6dd') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await picture('#e6f0dd') },
  ]);
  await upload('root_selfieWithCertificate', '#f4f1ea');
  await upload('root_passbookImg', '#eaeaf4');
  await page.getByText('檔案上傳中，請稍候！').first().waitFor({ state: 'detached' });
  await page.locator('.ant-upload-list-item-done').nth(4).waitFor();
}

/**
 * Issue 30 item 4 in Chromium against the REAL server: a member's server draft saved under an
 * older revision of step 3's form, whose passbook number that revision did not have (the
 * analyst's change is written into the draft in the database: its commodityApplicant revision
 * is another, and the field is missing from its data). Resuming on another device opens step 3
 * with the note and the field, the rest of the application intact; fixed, the send goes through.
 */
describe('a draft saved under an older form revision (real server, production build)', () => {
  let app: LiveApp;

  before(async () => {
    app = await startLiveApp('form-revision');
  });
  after(() => app?.stop());

  it('opens the changed step with the note, keeps the rest, and sends once the field is fixed', async () => {
    const { server } = app;
    const first = await app.newPage({ timeout: WAIT });
    await first.page.goto(app.url(STEP(1)));
    await memberIdentity(first.page, MING.idNum, MING.password);
    await next(first.page);
    await onPath(first.page, STEP(2));
    await choosePlan(first.page, {
      name: '手機分期 0 利率專案',
      career: '一般上班族',
      amount: 24000,
      installment: '12 期（月利率 0.99%）',
    });
    await next(first.page);
    await onPath(first.page, STEP(3));
    await fillApplicant(first.page, { name: '王大明', email: 'revision@example.com' });
    await next(first.page);
    await onPath(first.page, STEP(4));
    await fillProduct(first.page);
    await next(first.page);
    await onPath(first.page, STEP(5));
    assert.deepEqual(first.errors, []);
    await first.context.close();

    // The draft as an older step 3 left it: another revision, no passbook number.
    const member = await server.db
      .selectFrom('members')
      .select('id')
      .where('id_num', '=', MING.idNum)
      .executeTakeFirstOrThrow();
    const row = await server.db
      .selectFrom('drafts')
      .select(['id', 'data_json'])
      .where('member_id', '=', member.id)
      .where('kind', '=', 'commodity')
      .executeTakeFirstOrThrow();
    const data = JSON.parse(row.data_json) as {
      formRevisions?: Record<string, string>;
      applicant?: Record<string, unknown>;
    };
    const current = server.ctx.formRevisions.currentOf(WIZARD_FORMS);
    assert.deepEqual(data.formRevisions, current, 'the wizard saved the draft under this build’s revisions');
    assert.equal(data.applicant?.passbookNo, '123456789012');
    delete data.applicant?.passbookNo;
    data.formRevisions = { ...current, commodityApplicant: '0123456789abcdef' };
    await server.db
      .updateTable('drafts')
      .set({ data_json: JSON.stringify(data) })
      .where('id', '=', row.id)
      .execute();

    // Another device: step 1 opens step 3 with the note and the field.
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await page.goto(app.url(STEP(1)));
    await memberIdentity(page, MING.idNum, MING.password);
    await next(page);
    await onPath(page, STEP(3));
    await page.getByRole('alert').filter({ hasText: NOTE }).waitFor();
    await fieldError(page, 'root_passbookNo').filter({ hasText: /\S/ }).waitFor();
    assert.equal(await page.locator('#root_passbookNo').inputValue(), '');
    // Everything else of the draft is there.
    assert.equal(await page.locator('#root_email').inputValue(), 'revision@example.com');
    assert.equal(await page.locator('#root_passbookAccountName').inputValue(), '王大明');
    assert.equal(await page.locator('#root_firstContact_cellPhone').inputValue(), '0922333444');
    await shoot(page, 'form-revision-step3-360.png');

    await type(page, 'root_passbookNo', '123456789012');
    await next(page);
    await onPath(page, STEP(4));
    assert.equal(await page.getByRole('alert').filter({ hasText: NOTE }).count(), 0);
    assert.equal(await page.locator('#root_productModelNo').inputValue(), 'iPhone 16 128GB');
    await page.locator('.ant-upload-list-item-done').nth(4).waitFor();
    await next(page);
    await onPath(page, STEP(5));
    await signAllContracts(page);
    await next(page, '送出申請');
    await onPath(page, '/member/commodity-loans/finish');
    await page.getByText(/案件編號/).waitFor();

    const sent = await server.db
      .selectFrom('cases')
      .select(['form_revisions_json'])
      .where('member_id', '=', member.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(sent.form_revisions_json ?? '{}'), current);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
