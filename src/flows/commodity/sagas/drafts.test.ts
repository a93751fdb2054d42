/** @jest-environment node */
import { clearCommodityToken } from '../../../api/commodity-token';
import { v2Client } from '../../../api/v2/client';
import { fetchCommodityDraft } from '../../../api/v2/commodity-drafts';
import { loadForm } from '../../../forms/load-form';
import { OFFLINE_MESSAGE } from '../../../store/server-failure';
import { SERVER_DRAFT_DELAY_MS } from '../../../step-flow/server-draft-saga';
import { clearTabCopy, readTabCopy } from '../../../step-flow/tab-copy';
import type { PlanForm } from '../model/form-data';
import { fixture } from '../model/test-support';
import { applicationCleared, draftDeleteActions, formChanged } from '../actions';
import { withAgreement } from '../../../step-flow/contract/step-contracts';
import { flowFormChanged } from '../../../step-flow/slice';
import { COMMODITY, COMMODITY_STEP_PATHS, CONFIRM_STEP } from '../commodity-flow';
import {
  deadAddress,
  makeCommodityStore,
  passStep1,
  startCommodityApi,
  TEST_MEMBER,
  until,
  type CommodityTestStore,
  sendStep,
} from './testing/saga-test-kit';

const MEMBER = { ...TEST_MEMBER, isMember: true };
const plan = fixture<PlanForm>('commodityPlan', 'accept-plan');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let api: Awaited<ReturnType<typeof startCommodityApi>>;
let apiBase: string;
let made: CommodityTestStore;

beforeAll(async () => {
  api = await startCommodityApi();
  apiBase = v2Client.defaults.baseURL ?? '';
});
afterAll(() => api.stop());
beforeEach(async () => {
  made = makeCommodityStore();
  await passStep1(made, MEMBER);
  savesBefore = count('stepFlow/DRAFT_SAVING');
  savedBefore = count('stepFlow/DRAFT_SAVED');
});
afterEach(async () => {
  made.stop();
  v2Client.defaults.baseURL = apiBase;
  clearCommodityToken();
  await clearTabCopy(COMMODITY, MEMBER.idCardNo);
});

const count = (type: string) => made.types().filter((t) => t === type).length;
/** How many draft saves started (each shows 儲存中…), and how many the server took, since step 1. */
let savesBefore = 0;
let savedBefore = 0;
const saves = () => count('stepFlow/DRAFT_SAVING') - savesBefore;
const saved = () => count('stepFlow/DRAFT_SAVED') - savedBefore;

describe('draft saves against the real server', () => {
  it('saves once after typing pauses, leaving out a half-typed field the server refuses', async () => {
    const type = (applicant: object) => made.store.dispatch(formChanged('applicant', applicant));
    type({ name: '王' });
    await sleep(300);
    type({ name: '王小' });
    await sleep(300);
    type({ name: '王小明', email: 'ming@' });
    await sleep(SERVER_DRAFT_DELAY_MS - 500);
    expect(saves()).toBe(0); // still within the pause after the last keystroke
    await until(() => saved() === 1, 'the typing save');
    await sleep(SERVER_DRAFT_DELAY_MS);
    expect(saves()).toBe(1);
    const draft = await fetchCommodityDraft();
    expect(draft?.applicant.name).toBe('王小明');
    expect(draft?.applicant.email).toBeUndefined(); // refused (422) and left out; the rest saved
    expect(made.forms().applicant.email).toBe('ming@'); // still in the form
  });

  it('with the form at hand, leaves a value its schema refuses out before sending: no 422 round trip', async () => {
    await loadForm('commodityApplicant');
    const statuses: number[] = [];
    const spy = v2Client.interceptors.response.use(
      (reply) => (statuses.push(reply.status), reply),
      (error: { response?: { status: number } }) => {
        statuses.push(error.response?.status ?? 0);
        throw error;
      },
    );
    try {
      made.store.dispatch(formChanged('applicant', { name: '王小明', email: 'ming@', cellPhone: '0912' }));
      await until(() => saved() === 1, 'the typing save');
      expect(statuses).toEqual([200]); // one request, accepted
      const draft = await fetchCommodityDraft();
      expect(draft?.applicant.name).toBe('王小明');
      expect(draft?.applicant.email).toBeUndefined();
      expect(draft?.applicant.cellPhone).toBeUndefined();
      expect(made.forms().applicant).toMatchObject({ email: 'ming@', cellPhone: '0912' });
    } finally {
      v2Client.interceptors.response.eject(spy);
    }
  });

  it('keeps everything when a save fails offline and saves again when the browser is back online', async () => {
    v2Client.defaults.baseURL = await deadAddress();
    made.store.dispatch(formChanged('applicant', { name: '林離線' }));
    await until(() => made.draftSync().status === 'fail', 'the failed save');
    expect(made.draftSync().message).toBe(OFFLINE_MESSAGE);
    expect(made.forms().applicant.name).toBe('林離線');
    await until(
      async () => (await readTabCopy(COMMODITY, MEMBER.idCardNo))?.unsynced === true,
      "the device's copy marked unsynced",
    );
    expect((await readTabCopy(COMMODITY, MEMBER.idCardNo))?.forms.applicant.name).toBe('林離線');

    v2Client.defaults.baseURL = apiBase;
    made.window.dispatchEvent(new Event('online'));
    await until(() => made.draftSync().status === 'success', 'the reconnect save');
    expect(saves()).toBe(2); // the typing's, failed, and the reconnect's
    expect((await fetchCommodityDraft())?.applicant.name).toBe('林離線');
    await until(
      async () => (await readTabCopy(COMMODITY, MEMBER.idCardNo))?.unsynced === false,
      "the device's copy synced",
    );
  });

  it("keeps a contract's agreement out of the server draft: agreeing saves nothing (the send may follow at once)", async () => {
    await sleep(SERVER_DRAFT_DELAY_MS + 300); // step 1's typing has rested
    const agreed = withAgreement(undefined, 'sale', new Date().toISOString());
    made.store.dispatch(flowFormChanged(COMMODITY, CONFIRM_STEP, agreed));
    await sleep(SERVER_DRAFT_DELAY_MS + 300);
    expect(saves()).toBe(0);
    expect(made.run().forms[CONFIRM_STEP]).toEqual(agreed);
  });

  it('does not save on "online" when nothing is waiting to be saved', async () => {
    made.window.dispatchEvent(new Event('online'));
    await sleep(200);
    expect(saves()).toBe(0);
  });

  it('completes a step offline (kept on the device) and syncs it later', async () => {
    v2Client.defaults.baseURL = await deadAddress();
    made.store.dispatch(formChanged('plan', plan));
    sendStep(made, 2);
    await until(() => made.navigations.includes(COMMODITY_STEP_PATHS[3]), 'step 3');
    expect(made.completed()).toEqual([1, 2]);
    expect(made.draftSync().status).toBe('fail');
    v2Client.defaults.baseURL = apiBase;
    made.window.dispatchEvent(new Event('online'));
    await until(() => made.draftSync().status === 'success', 'the reconnect save');
    expect(await fetchCommodityDraft()).toMatchObject({ amount: 30000, interestRateId: 13 });
  });

  it("keeps the member on the step with the server's message at the field it refuses", async () => {
    made.store.dispatch(formChanged('plan', { ...plan, amount: 0 }));
    sendStep(made, 2);
    await until(() => made.run().save.status === 'fail', 'the refused step');
    expect(made.run().save.fieldErrors).toEqual([{ path: '/amount', message: expect.any(String) }]);
    expect(made.navigations).not.toContain(COMMODITY_STEP_PATHS[3]);
    expect(made.completed()).toEqual([1]);
    // The fields the server took are saved all the same.
    expect(await fetchCommodityDraft()).toMatchObject({ interestPlanId: 1, interestRateId: 13 });
  });

  it("saves nothing of another ID number typed after 改用其他身分證字號 into the first applicant's draft", async () => {
    made.store.dispatch(formChanged('plan', plan));
    sendStep(made, 2);
    await until(() => made.navigations.includes(COMMODITY_STEP_PATHS[3]), 'step 3');
    const stepSaves = saves();
    made.store.dispatch(applicationCleared());
    made.store.dispatch(formChanged('identity', { idCardNo: 'B123456789' }));
    await sleep(SERVER_DRAFT_DELAY_MS + 500);
    expect(saves()).toBe(stepSaves);
    expect(await fetchCommodityDraft()).toMatchObject({ amount: 30000, interestRateId: 13 });
  });

  it("deletes the draft, forgets the device's copy and goes back to step 1", async () => {
    made.store.dispatch(formChanged('plan', plan));
    sendStep(made, 2);
    await until(() => made.navigations.includes(COMMODITY_STEP_PATHS[3]), 'step 3');
    await until(async () => (await readTabCopy(COMMODITY, MEMBER.idCardNo)) !== null, "the device's copy");
    made.store.dispatch(draftDeleteActions.request());
    await until(() => made.navigations.at(-1) === COMMODITY_STEP_PATHS[1], 'step 1');
    expect(await fetchCommodityDraft()).toBeNull();
    expect(made.completed()).toEqual([]);
    await sleep(700); // past the copy's write delay: the cleared store writes nothing back
    expect(await readTabCopy(COMMODITY, MEMBER.idCardNo)).toBeNull();
  });
});
