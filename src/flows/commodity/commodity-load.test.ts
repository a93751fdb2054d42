/** @jest-environment node */
import { commodityLookups } from './lookups';
import { flowReload } from '../../step-flow/slice';
import { COMMODITY, commodityFlowStarted } from './commodity-flow';
import {
  makeCommodityStore,
  newMemberId,
  passStep1,
  startCommodityApi,
  until,
  type CommodityTestStore,
} from './sagas/testing/saga-test-kit';

let api: Awaited<ReturnType<typeof startCommodityApi>>;
let made: CommodityTestStore;
beforeAll(async () => {
  api = await startCommodityApi();
});
afterAll(() => api.stop());
beforeEach(() => {
  made = makeCommodityStore();
});
afterEach(() => made.stop());

describe("the wizard's load (commodity-flow.ts) against the real server", () => {
  it('loads the plans and the mid clause; the file categories wait for a token', async () => {
    made.store.dispatch(commodityFlowStarted());
    made.store.dispatch(commodityFlowStarted()); // a second page mounting: dropped
    await until(() => made.run().load.status === 'success', "the flow's load");
    const loaded = made.loaded();
    expect(loaded?.plans.map((p) => p.id)).toContain(1);
    expect(loaded?.midClause.appMidClausever).toEqual(expect.any(String));
    expect(loaded?.fileCategories).toBeNull();
    expect(made.types().filter((t) => t === 'stepFlow/LOADED')).toHaveLength(1);
  });

  it("loads the file categories again once step 1's token is obtained, keeping the rest", async () => {
    await passStep1(made, { idCardNo: newMemberId(), isMember: false });
    await until(() => made.run().reload.status === 'success', 'the file categories');
    const loaded = made.loaded();
    expect(loaded?.fileCategories?.map((c) => c.id)).toContain(4);
    expect(loaded?.plans.map((p) => p.id)).toContain(1);
    expect(made.types().filter((t) => t === flowReload(COMMODITY).type)).toHaveLength(1);
  });

  it("loads a plan's career types (the lookup), with the restricted-installment flag", async () => {
    const careers = await commodityLookups(made.store).careerTypes!({ planId: 3 });
    expect(careers.length).toBeGreaterThan(0);
    expect(careers.some((c) => c.extra?.restrictedInstallment === true)).toBe(true);
  });
});
