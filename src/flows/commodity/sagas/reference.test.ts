/** @jest-environment node */
import { commodityLookups } from '../lookups';
import { referenceActions } from '../actions';
import {
  makeCommodityStore,
  startCommodityApi,
  until,
  type CommodityTestStore,
} from './testing/saga-test-kit';

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

describe('reference sagas against the real server', () => {
  it('loads the plans and the mid clause; the file categories wait for a token', async () => {
    made.store.dispatch(referenceActions.request());
    made.store.dispatch(referenceActions.request()); // a second page mounting: dropped
    await until(() => made.commodity().reference.status === 'success', 'reference data');
    const data = made.commodity().reference.data;
    expect(data?.plans.map((p) => p.id)).toContain(1);
    expect(data?.midClause.appMidClausever).toEqual(expect.any(String));
    expect(data?.fileCategories).toEqual([]);
    expect(made.types().filter((t) => t === referenceActions.SUCCESS)).toHaveLength(1);
  });

  it("loads a plan's career types (the lookup), with the restricted-installment flag", async () => {
    const careers = await commodityLookups(made.store).careerTypes!({ planId: 3 });
    expect(careers.length).toBeGreaterThan(0);
    expect(careers.some((c) => c.extra?.restrictedInstallment === true)).toBe(true);
  });
});
