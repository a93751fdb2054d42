/** @jest-environment node */
import { clearCommodityToken, commodityToken, draftToken } from '../../../api/commodity-token';
import { fetchCommodityDraft, fetchNewMemberDraft } from '../../../api/v2/commodity-drafts';
import { loadingShown } from '../../../store/global-ui/actions';
import { isDraftUnsynced } from '../../../step-flow/slice';
import { clearTabCopy, readTabCopy } from '../../../step-flow/tab-copy';
import { DRAFT_FORMATTING_TEXT } from '../model/from-draft';
import { fixture } from '../model/test-support';
import type { PlanForm } from '../model/form-data';
import { formChanged, identityActions } from '../actions';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import { selectMidClauseAgreement } from '../selectors';
import {
  makeCommodityStore,
  newMemberId,
  openFlow,
  passStep1,
  startCommodityApi,
  TEST_MEMBER,
  until,
  sendStep,
} from './testing/saga-test-kit';

const MEMBER = { ...TEST_MEMBER, isMember: true };
const plan = fixture<PlanForm>('commodityPlan', 'accept-plan');

let api: Awaited<ReturnType<typeof startCommodityApi>>;
beforeAll(async () => {
  api = await startCommodityApi();
});
afterAll(() => api.stop());

let stores: ReturnType<typeof makeCommodityStore>[] = [];
function newStore() {
  const made = makeCommodityStore();
  stores.push(made);
  return made;
}
afterEach(async () => {
  for (const made of stores) made.stop();
  stores = [];
  clearCommodityToken();
  await clearTabCopy(COMMODITY, MEMBER.idCardNo);
});

describe('identity saga (step 1) against the real server', () => {
  it('logs a member in, loads the draft under 資料加載中！, pre-fills from the login and goes to step 2', async () => {
    const made = newStore();
    await passStep1(made, MEMBER);
    const state = made.commodity();
    expect(state.applicantKind).toBe('member');
    expect(commodityToken()).not.toBeNull();
    expect(made.forms().identity.password).toBeUndefined(); // the login password is not kept
    expect(made.completed()).toEqual([1]);
    expect(made.forms().applicant.name).toBe('王小明');
    expect(selectMidClauseAgreement(made.store.getState())?.version).toBe(
      made.loaded()?.midClause.appMidClausever,
    );
    const types = made.types();
    expect(types).toContain(loadingShown(DRAFT_FORMATTING_TEXT).type);
    // The draft is resumed (the engine's, with this device's copy) before step 1 counts as done.
    expect(types.indexOf('stepFlow/DRAFT_RESTORED')).toBeGreaterThan(-1);
    expect(types.indexOf('stepFlow/DRAFT_RESTORED')).toBeLessThan(types.indexOf('stepFlow/STEPS_DONE'));
    // Categories load with the new commodity token (the flow's reload with its credential).
    await until(() => made.run().reload.status === 'success', 'file categories');
    expect(made.loaded()?.fileCategories?.map((c) => c.id)).toContain(4);
  });

  it('keeps a wrong password at the form: FAILURE with the server message, no token, no navigation', async () => {
    const made = newStore();
    made.store.dispatch(identityActions.request({ ...MEMBER, password: 'wrong-pass1' }));
    await until(() => made.commodity().identity.status === 'fail', 'login failure');
    expect(made.commodity().identity.code).toBe('001.405');
    expect(made.commodity().identity.message).toBeTruthy();
    expect(made.navigations).toEqual([]);
    expect(commodityToken()).toBeNull();
  });

  it('saves a step to the member draft, moves on, and a reload (same tab) resumes from the copy on this device', async () => {
    const made = newStore();
    await passStep1(made, MEMBER);
    made.store.dispatch(formChanged('plan', plan));
    // The plan chosen well before 下一步: only the step's own send can tell the copy it is done.
    await new Promise((resolve) => setTimeout(resolve, 600));
    sendStep(made, 2);
    await until(() => made.navigations.includes(COMMODITY_STEP_PATHS[3]), 'step 3');
    expect(made.completed()).toEqual([1, 2]);
    const draft = await fetchCommodityDraft();
    expect(draft).toMatchObject({ interestPlanId: 1, amount: 30000, installment: 12 });
    await until(
      async () => (await readTabCopy(COMMODITY, MEMBER.idCardNo))?.completed.length === 2,
      'local copy written',
    );
    made.stop();

    // The reload: a new store in the same tab (the token and this device's copy survive); the
    // wizard's page opens the flow, whose load reads them.
    const reloaded = newStore();
    await openFlow(reloaded);
    await until(() => reloaded.commodity().applicantKind === 'member', 'resumed');
    expect(reloaded.completed()).toEqual([1, 2]);
    expect(reloaded.forms().plan).toMatchObject({ amount: 30000, interestRateId: 13 });
    expect(reloaded.forms().identity).toEqual({ idCardNo: MEMBER.idCardNo, isMember: true });
  });

  it('in a new tab (no token) pre-fills step 1, then after the login puts the steps and the draft back', async () => {
    const made = newStore();
    await passStep1(made, MEMBER);
    made.store.dispatch(formChanged('plan', plan));
    sendStep(made, 2);
    await until(() => made.navigations.includes(COMMODITY_STEP_PATHS[3]), 'step 3');
    await until(
      async () => (await readTabCopy(COMMODITY, MEMBER.idCardNo))?.completed.length === 2,
      'local copy written',
    );
    made.stop();
    clearCommodityToken(); // the tab is gone, and sessionStorage with it

    const fresh = newStore();
    await openFlow(fresh);
    await until(() => fresh.forms().identity.idCardNo === MEMBER.idCardNo, 'restored');
    expect(fresh.commodity().applicantKind).toBeNull();
    expect(fresh.completed()).toEqual([]); // step 1 must be done again first
    await passStep1(fresh, MEMBER);
    expect(fresh.completed()).toEqual([1, 2]);
    expect(fresh.forms().plan).toMatchObject({ amount: 30000 });
  });

  it("on another device, the ID typed before the login (kept on the device) does not replace the member's draft", async () => {
    const made = newStore();
    await passStep1(made, MEMBER);
    made.store.dispatch(formChanged('plan', plan));
    sendStep(made, 2);
    await until(() => made.navigations.includes(COMMODITY_STEP_PATHS[3]), 'step 3');
    made.stop();
    clearCommodityToken();
    await clearTabCopy(COMMODITY, MEMBER.idCardNo); // another device: nothing of it kept here

    const other = newStore();
    await openFlow(other);
    other.store.dispatch(formChanged('identity', MEMBER));
    // The typing rests: this device keeps step 1 as typed before the login.
    await until(async () => (await readTabCopy(COMMODITY, MEMBER.idCardNo)) !== null, "the device's copy");
    await passStep1(other, MEMBER);
    expect(other.forms().plan).toMatchObject({ amount: 30000, interestRateId: 13 });
    await until(() => !isDraftUnsynced(other.run()), 'nothing left to save');
    expect(await fetchCommodityDraft()).toMatchObject({ amount: 30000, interestRateId: 13 });
  });

  it('opens a new member draft with POST jwt-tmp, keeps the draft token, and reuses it on a second pass', async () => {
    const idCardNo = newMemberId();
    const input = { idCardNo, isMember: false };
    const made = newStore();
    made.store.dispatch(
      formChanged('identity', { ...input, password: 'abc12345', confirmPassword: 'abc12345' }),
    );
    await passStep1(made, input);
    expect(made.commodity().applicantKind).toBe('newMember');
    // The new member's password stays in memory until the submit.
    expect(made.forms().identity.password).toBe('abc12345');
    const token = draftToken();
    expect(token).not.toBeNull();
    const draft = await fetchNewMemberDraft();
    expect(draft?.applicant.idCardNo).toBe(idCardNo);

    made.store.dispatch(identityActions.request(input));
    await until(() => made.navigations.filter((p) => p === COMMODITY_STEP_PATHS[2]).length === 2, 'again');
    expect(draftToken()).toBe(token);
    await clearTabCopy(COMMODITY, idCardNo);
  });
});
