/** @jest-environment node */
import type { InternalAxiosRequestConfig } from 'axios';
import { clearCommodityToken } from '../../../api/commodity-token';
import { v2Client } from '../../../api/v2/client';
import { saveCommodityDraft } from '../../../api/v2/commodity-drafts';
import { FORM_REVISIONS } from '../../../forms/form-revisions';
import { clearTabCopy } from '../../../step-flow/tab-copy';
import type { ApplicantForm, PlanForm } from '../model/form-data';
import { fixture } from '../model/test-support';
import { toDraft } from '../model/to-draft';
import { wizardFormRevisions } from '../model/wizard-revisions';
import { formChanged, identityActions } from '../actions';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import {
  makeCommodityStore,
  newMemberId,
  openFlow,
  passStep1,
  startCommodityApi,
  TEST_MEMBER,
  until,
  type CommodityTestStore,
} from './testing/saga-test-kit';

const MEMBER = { ...TEST_MEMBER, isMember: true };
const plan = fixture<PlanForm>('commodityPlan', 'accept-plan');
const applicant = fixture<ApplicantForm>('commodityApplicant', 'accept-worker-labor-insurance');
const WIZARD = ['commodityIdentity', 'commodityPlan', 'commodityApplicant', 'commodityProduct'];

let api: Awaited<ReturnType<typeof startCommodityApi>>;
const sent: { method: string; url: string; data: unknown }[] = [];
let interceptor: number;
beforeAll(async () => {
  api = await startCommodityApi();
  interceptor = v2Client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    sent.push({ method: config.method ?? '', url: config.url ?? '', data: config.data });
    return config;
  });
});
afterAll(async () => {
  v2Client.interceptors.request.eject(interceptor);
  await api.stop();
});

let stores: CommodityTestStore[] = [];
function newStore() {
  const made = makeCommodityStore();
  stores.push(made);
  return made;
}
afterEach(async () => {
  for (const made of stores) made.stop();
  stores = [];
  sent.length = 0;
  clearCommodityToken();
  await clearTabCopy(COMMODITY, MEMBER.idCardNo);
});

/** Step 1 of the member, wherever the wizard then goes (the draft of an earlier test may differ). */
async function logIn(made: CommodityTestStore) {
  await openFlow(made);
  made.store.dispatch(formChanged('identity', MEMBER));
  made.store.dispatch(identityActions.request(MEMBER));
  await until(() => made.navigations.length > 0, 'a step after step 1');
}

const bodyOf = (data: unknown) =>
  (typeof data === 'string' ? JSON.parse(data) : data) as { formRevisions?: Record<string, string> };

describe('form revisions in the commodity wizard', () => {
  it('names the four forms with their build revisions', () => {
    const revisions = wizardFormRevisions();
    expect(Object.keys(revisions).sort()).toEqual([...WIZARD].sort());
    for (const form of WIZARD) expect(revisions[form]).toMatch(/^[0-9a-f]{16}$/);
    expect(revisions.commodityApplicant).toBe(FORM_REVISIONS.commodityApplicant);
  });

  it("sends formRevisions with a member's /tmp saves and a new member's /jwt-tmp ones", async () => {
    const member = newStore();
    await passStep1(member, MEMBER);
    // Typing saves the draft once it rests.
    member.store.dispatch(formChanged('plan', plan));
    await until(() => sent.some((r) => r.method === 'patch'), 'the /tmp save');
    const patch = sent.find((r) => r.method === 'patch' && r.url.endsWith('/members/commodity-cases/tmp'));
    expect(bodyOf(patch?.data).formRevisions).toEqual(wizardFormRevisions());

    const newcomer = newStore();
    await passStep1(newcomer, { idCardNo: newMemberId(), isMember: false });
    const posts = sent.filter((r) => r.method === 'post' && r.url.endsWith('/jwt-tmp'));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(bodyOf(post.data).formRevisions).toEqual(wizardFormRevisions());
  });

  it('opens a draft saved under an older applicant form at step 3 with the note and the field, keeping the rest', async () => {
    // The member's draft, saved when step 3's form was another: passbookNo missing, now required.
    const first = newStore();
    await logIn(first);
    const { passbookNo: _dropped, ...withoutPassbook } = applicant;
    await saveCommodityDraft({
      ...toDraft({ identity: {}, plan, applicant: withoutPassbook, product: {} }),
      formRevisions: { ...wizardFormRevisions(), commodityApplicant: '0123456789abcdef' },
    });
    first.stop();
    await clearTabCopy(COMMODITY, MEMBER.idCardNo);

    const made = newStore();
    await logIn(made);
    expect(made.navigations).toEqual([COMMODITY_STEP_PATHS[3]]);
    const state = made.commodity();
    expect(state.revisionNote?.step).toBe(3);
    expect(state.revisionNote?.fieldErrors.map((e) => e.path)).toContain('/passbookNo');
    expect(state.revisionNote?.fieldErrors.every((e) => e.message.length > 0)).toBe(true);
    // Nothing still valid is lost: step 2's plan and the rest of step 3 are as saved.
    expect(made.forms().plan.interestPlanId).toBe(plan.interestPlanId);
    expect(made.forms().plan.amount).toBe(plan.amount);
    expect(made.forms().applicant.passbookAccountName).toBe(applicant.passbookAccountName);
    expect(made.completed()).toEqual([1, 2]);
  });

  it('goes on to step 2 when the draft was saved under the current forms', async () => {
    const first = newStore();
    await logIn(first);
    const { passbookNo: _dropped, ...withoutPassbook } = applicant;
    // Unfinished but under today's forms: nothing to confirm, the wizard goes on as always.
    await saveCommodityDraft({
      ...toDraft({ identity: {}, plan, applicant: withoutPassbook, product: {} }),
      formRevisions: wizardFormRevisions(),
    });
    first.stop();
    await clearTabCopy(COMMODITY, MEMBER.idCardNo);

    const made = newStore();
    await logIn(made);
    expect(made.navigations).toEqual([COMMODITY_STEP_PATHS[2]]);
    expect(made.commodity().revisionNote).toBeNull();
  });
});
