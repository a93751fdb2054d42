import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { addNewRequiredField, NEW_REQUIRED_FIELD, wizardFormsOf } from '../support/analyst-schema-change';
import { launchChromium, phonePage } from './browser';
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
  uploadedFiles,
} from './commodity-wizard';
import { startDevCopy, type DevCopy } from './dev-copy';
import { MING } from './live-app';

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
  await uploadedFiles(page).nth(4).waitFor();
}

/**
 * In Chromium, how an analyst's change really reaches a member: the development
 * server (`npm start` outside production) serves a copy of the repository's schemas/ and its
 * build; a member saves a server draft through step 5; then the analyst's change is made in that
 * copy of schemas/ (公司統一編號 becomes required on step 3, tests/support/analyst-schema-change.ts),
 * and the server reloads with it and rebuilds the client, as on a studio save. Resuming on another
 * device opens step 3 with the note and the new field, the rest of the application intact; with
 * the field filled, the draft and the send carry it in formAnswers (it is no spec field), and the
 * case keeps it, sent under the new revisions.
 */
describe('a draft saved before an analyst changed step 3 (development server on a copy of schemas/)', () => {
  let copy: DevCopy;
  let browser: Browser;

  before(async () => {
    copy = await startDevCopy('revision');
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await copy?.stop();
  });
  const url = (path: string) => copy.url(path);

  const newPage = () => phonePage(browser, WAIT);

  it('opens the changed step with the note, keeps the rest, and sends once the new field is filled', async () => {
    const server = copy.server;
    const before = wizardFormsOf(join(copy.root, 'schemas'));
    const first = await newPage();
    await first.page.goto(url(STEP(1)));
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

    const member = await server()
      .db.selectFrom('members')
      .select('id')
      .where('id_num', '=', MING.idNum)
      .executeTakeFirstOrThrow();
    const draftOf = async () =>
      JSON.parse(
        (
          await server()
            .db.selectFrom('drafts')
            .select('data_json')
            .where('member_id', '=', member.id)
            .where('kind', '=', 'commodity')
            .executeTakeFirstOrThrow()
        ).data_json,
      ) as { formRevisions?: Record<string, string>; formAnswers?: unknown };
    assert.deepEqual((await draftOf()).formRevisions, before.revisions, 'saved under the forms of the copy');

    // The analyst's change, in the copy of schemas/ the server runs on: it reloads and rebuilds the client.
    addNewRequiredField(join(copy.root, 'schemas'));
    await copy.dev.settled();
    const after = wizardFormsOf(join(copy.root, 'schemas'));
    assert.notEqual(after.revisions.commodityApplicant, before.revisions.commodityApplicant);
    assert.deepEqual(server().ctx.formRevisions.currentOf(Object.keys(after.revisions)), after.revisions);

    // Another device: step 1 opens step 3 with the note and the new field.
    const { context, page, errors } = await newPage();
    await page.goto(url(STEP(1)));
    await memberIdentity(page, MING.idNum, MING.password);
    await next(page);
    await onPath(page, STEP(3));
    await page.getByRole('alert').filter({ hasText: NOTE }).waitFor();
    const field = `root_${NEW_REQUIRED_FIELD.name}`;
    await page.getByLabel(NEW_REQUIRED_FIELD.title).waitFor();
    await fieldError(page, field).filter({ hasText: /\S/ }).waitFor();
    // Everything else of the draft is there.
    assert.equal(await page.locator('#root_email').inputValue(), 'revision@example.com');
    assert.equal(await page.locator('#root_passbookAccountName').inputValue(), '王大明');
    assert.equal(await page.locator('#root_passbookNo').inputValue(), '123456789012');
    assert.equal(await page.locator('#root_firstContact_cellPhone').inputValue(), '0922333444');
    await shoot(page, 'form-revision-step3-360.png');

    await type(page, field, '12345678');
    await next(page);
    await onPath(page, STEP(4));
    assert.equal(await page.getByRole('alert').filter({ hasText: NOTE }).count(), 0);
    // The new field is no spec field: the draft carries it in formAnswers, under its form.
    assert.deepEqual((await draftOf()).formAnswers, {
      commodityApplicant: { [NEW_REQUIRED_FIELD.name]: '12345678' },
    });
    assert.equal(await page.locator('#root_productModelNo').inputValue(), 'iPhone 16 128GB');
    await uploadedFiles(page).nth(4).waitFor();
    await next(page);
    await onPath(page, STEP(5));
    await signAllContracts(page);
    await next(page, '送出申請');
    await onPath(page, '/member/commodity-loans/finish');
    await page.getByText(/案件編號/).waitFor();

    const sent = await server()
      .db.selectFrom('cases')
      .select(['id', 'form_revisions_json'])
      .where('member_id', '=', member.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(sent.form_revisions_json ?? '{}'), after.revisions);
    // Sent with the application (the server requires it, as the form does) and kept with the case.
    const kept = await server()
      .db.selectFrom('form_answers')
      .select(['form', 'answers_json'])
      .where('case_id', '=', sent.id)
      .execute();
    assert.deepEqual(kept, [
      { form: 'commodityApplicant', answers_json: JSON.stringify({ [NEW_REQUIRED_FIELD.name]: '12345678' }) },
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
