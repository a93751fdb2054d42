/** @jest-environment node */
import { sampleJpeg } from '../../../../tests/api/sample-files';
import { draftToken } from '../../../api/commodity-token';
import { uploadCommodityFile } from '../../../api/v2/commodity-files';
import { sendVerifiedEmail } from '../../../api/v2/emails';
import type { ClientFile } from '../../../api/v2/types/common';
import { readTabCopy } from '../../../step-flow/tab-copy';
import type { ApplicantForm, PlanForm } from '../model/form-data';
import { fixture } from '../model/test-support';
import { formChanged, submitActions } from '../actions';
import { flowFileStored } from '../../../step-flow/slice';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import { PASSWORD_REQUIRED } from './submit';
import {
  installCookieJar,
  makeCommodityStore,
  newMemberId,
  openFlow,
  passStep1,
  startCommodityApi,
  until,
  type CommodityTestStore,
  sendStep,
} from './testing/saga-test-kit';

let api: Awaited<ReturnType<typeof startCommodityApi>>;
let jar: ReturnType<typeof installCookieJar>;
const stores: CommodityTestStore[] = [];
beforeAll(async () => {
  jar = installCookieJar();
  api = await startCommodityApi();
});
afterAll(async () => {
  for (const made of stores) made.stop();
  jar.uninstall();
  await api.stop();
});

function newStore() {
  const made = makeCommodityStore();
  stores.push(made);
  return made;
}

async function nextStep(made: CommodityTestStore, step: 2 | 3 | 4) {
  sendStep(made, step);
  await until(
    () => made.navigations.includes(COMMODITY_STEP_PATHS[(step + 1) as 3 | 4 | 5]),
    `after ${step}`,
  );
}

/** Uploads a photo as the uploader does (the API call, then flowFileStored) and returns the reply. */
async function upload(made: CommodityTestStore, categoryId: number): Promise<ClientFile> {
  const photo = new Blob([new Uint8Array(await sampleJpeg(64, 48))], { type: 'image/jpeg' });
  const file = await uploadCommodityFile(categoryId, photo);
  made.store.dispatch(flowFileStored(COMMODITY, file));
  return file;
}

describe('submit saga against the real server', () => {
  it('sends a new member application with uploaded files, starts the member session and lands on /finish', async () => {
    const idCardNo = newMemberId();
    const made = newStore();
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
    await nextStep(made, 2);
    const applicant = fixture<ApplicantForm>('commodityApplicant', 'accept-worker-labor-insurance');
    made.store.dispatch(
      formChanged('applicant', { ...applicant, email: `${idCardNo.toLowerCase()}@example.com` }),
    );
    await nextStep(made, 3);

    const selfie = await upload(made, 4);
    await upload(made, 15); // a computer's serial number first…
    const imei = await upload(made, 14); // …then the phone's IMEI removes it (14 ⇄ 15)
    expect(made.files().map((f) => f.fileCategoryId)).toEqual(['4', '14']);
    const photos = [await upload(made, 16), await upload(made, 16)];
    const passbook = await upload(made, 17);
    const extra = await upload(made, 13);
    // The contract pages of step 5 store the four signatures (contract, note, platform, sale).
    for (const signature of [18, 19, 22, 23]) await upload(made, signature);
    made.store.dispatch(
      formChanged('product', {
        productName: '手機',
        productModelNo: 'iPhone 16 128GB',
        selfieWithCertificate: selfie.fileUrl,
        productsModelImei: imei.fileUrl,
        productsImgs: photos.map((p) => p.fileUrl),
        passbookImg: passbook.fileUrl,
        extraFiles: [extra.fileUrl],
      }),
    );
    await nextStep(made, 4);
    await until(
      async () => (await readTabCopy(COMMODITY, idCardNo))?.completed.length === 4,
      'local copy of steps 1–4',
    );
    made.stop();

    // A reload on step 5: the draft token and the local copy survive, the password does not.
    const reloaded = newStore();
    // The flow loads as the wizard frame starts it on mount: with the draft token, the draft's files.
    await openFlow(reloaded);
    expect(reloaded.loaded()?.fileCategories).not.toBeNull();
    expect(reloaded.completed()).toEqual([1, 2, 3, 4]);
    expect(reloaded.forms().identity.password).toBeUndefined();
    reloaded.store.dispatch(submitActions.request());
    await until(() => reloaded.commodity().submit.status === 'fail', 'asked for the password');
    expect(reloaded.commodity().submit.code).toBe(PASSWORD_REQUIRED);
    expect(reloaded.commodity().submit.fieldErrors).toEqual([{ path: '/password', message: '請輸入密碼' }]);

    // Step 5 asks for the password again; then the application goes out.
    const identity = reloaded.forms().identity;
    reloaded.store.dispatch(
      formChanged('identity', { ...identity, password: 'abc12345', confirmPassword: 'abc12345' }),
    );
    reloaded.store.dispatch(submitActions.request());
    await until(() => reloaded.navigations.includes(COMMODITY_STEP_PATHS[6]), '/finish');
    const sent = reloaded.commodity().submit.data;
    expect(sent).toMatchObject({ caseNo: expect.any(String), isEmailVerified: false });
    expect(jar.cookies.get('access_token')).toBe(sent?.token);
    expect(draftToken()).toBeNull();
    expect(reloaded.forms().identity.password).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 700)); // past the write throttle
    expect(await readTabCopy(COMMODITY, idCardNo)).toBeNull();

    const caseFiles = await api.server.db
      .selectFrom('files')
      .select(['id', 'category'])
      .where('case_id', '=', sent?.caseId ?? -1)
      .execute();
    expect(caseFiles.map((f) => f.category).sort()).toEqual([
      '13',
      '14',
      '16',
      '16',
      '17',
      '18',
      '19',
      '22',
      '23',
      '4',
    ]);

    // /finish: the verification mail goes out with the new member session.
    await expect(sendVerifiedEmail()).resolves.toMatchObject({ message: expect.any(String) });
  });
});
