/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../../../../tests/api/test-server';
import { sampleJpeg } from '../../../../tests/api/sample-files';
import { clearCommodityToken, clearDraftToken } from '../../../api/commodity-token';
import { v2Client } from '../../../api/v2/client';
import { uploadCommodityFile } from '../../../api/v2/commodity-files';
import { SCHEMAS_DIR } from '../../../validation/schema-files';
import {
  archiveWizardForms,
  copyWithNewRequiredField,
  wizardFormsOf,
} from '../../../../tests/support/analyst-schema-change';
import type { ApplicantForm, PlanForm } from '../model/form-data';
import { fixture } from '../model/test-support';
import { formChanged, submitActions } from '../actions';
import { flowFileStored } from '../../../step-flow/slice';
import { COMMODITY } from '../commodity-flow';
import { COMMODITY_STEP_PATHS } from '../commodity-flow';
import {
  installCookieJar,
  makeCommodityStore,
  newMemberId,
  passStep1,
  until,
  type CommodityTestStore,
  sendStep,
} from './testing/saga-test-kit';

/*
 * The send of an application filled under step 3's older form: the server, started on
 * a copy of schemas/ where an analyst made 公司統一編號 required, refuses it with 422 and the new
 * field; the wizard takes the member to step 3 with the note and the field.
 */

const copy = mkdtempSync(join(tmpdir(), 'fenqi-schemas-'));
const schemasDir = join(copy, 'schemas');
let server: TestServer;
let jar: ReturnType<typeof installCookieJar>;
let made: CommodityTestStore;

beforeAll(async () => {
  jar = installCookieJar();
  const before = wizardFormsOf(SCHEMAS_DIR);
  copyWithNewRequiredField(SCHEMAS_DIR, schemasDir);
  server = await startTestServer({ schemasDir });
  // The revisions this client was built with were served earlier, so the server kept them.
  await archiveWizardForms(server, before);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  v2Client.defaults.baseURL = `${url}/api/v2`;
}, 60_000);
afterAll(async () => {
  made?.stop();
  clearCommodityToken();
  clearDraftToken();
  jar.uninstall();
  await server.stop();
  rmSync(copy, { recursive: true, force: true });
});

async function nextStep(step: 2 | 3 | 4) {
  sendStep(made, step);
  await until(
    () => made.navigations.includes(COMMODITY_STEP_PATHS[(step + 1) as 3 | 4 | 5]),
    `after ${step}`,
  );
}

async function upload(categoryId: number) {
  const photo = new Blob([new Uint8Array(await sampleJpeg(64, 48))], { type: 'image/jpeg' });
  const file = await uploadCommodityFile(categoryId, photo);
  made.store.dispatch(flowFileStored(COMMODITY, file));
  return file;
}

it('takes a send refused for a changed form to its step with the note and the new field', async () => {
  const idCardNo = newMemberId();
  made = makeCommodityStore();
  made.store.dispatch(
    formChanged('identity', {
      idCardNo,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      acceptMember: true,
    }),
  );
  await passStep1(made, { idCardNo, isMember: false });
  await until(() => made.run().reload.status === 'success', 'file categories');
  made.store.dispatch(formChanged('plan', fixture<PlanForm>('commodityPlan', 'accept-plan')));
  await nextStep(2);
  const applicant = fixture<ApplicantForm>('commodityApplicant', 'accept-worker-labor-insurance');
  made.store.dispatch(
    formChanged('applicant', { ...applicant, email: `${idCardNo.toLowerCase()}@example.com` }),
  );
  await nextStep(3);
  const selfie = await upload(4);
  const imei = await upload(14);
  const photos = [await upload(16), await upload(16)];
  const passbook = await upload(17);
  for (const signature of [18, 19, 22, 23]) await upload(signature);
  made.store.dispatch(
    formChanged('product', {
      productName: '手機',
      productModelNo: 'iPhone 16 128GB',
      selfieWithCertificate: selfie.fileUrl,
      productsModelImei: imei.fileUrl,
      productsImgs: photos.map((p) => p.fileUrl),
      passbookImg: passbook.fileUrl,
    }),
  );
  await nextStep(4);

  made.store.dispatch(submitActions.request());
  await until(() => made.commodity().submit.status === 'fail', 'the refused send');
  const state = made.commodity();
  expect(state.submit.message).toBe('表單內容已更新，請確認以下欄位');
  // The fields are shown at step 3's form, not as the send's wire paths.
  expect(state.submit.fieldErrors).toEqual([]);
  expect(state.revisionNote).toEqual({
    step: 3,
    fieldErrors: [{ path: '/companyTaxId', message: '表單內容已更新，請確認以下欄位：公司統一編號' }],
  });
  expect(made.navigations.at(-1)).toBe(COMMODITY_STEP_PATHS[3]);
  // Nothing typed is lost.
  expect(made.forms().applicant.passbookNo).toBe(applicant.passbookNo);
  expect(made.forms().product.productModelNo).toBe('iPhone 16 128GB');
}, 60_000);
