/** @jest-environment node */
import type { Action } from 'redux';
import { careerTypesActions, quoteActions, referenceActions } from '../actions';
import { QUOTE_DEBOUNCE_MS } from './reference';
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

  it("loads a plan's career types, with the restricted-installment flag", async () => {
    made.store.dispatch(careerTypesActions.request(3));
    await until(() => made.commodity().careerTypes.status === 'success', 'career types');
    expect(made.commodity().careerTypes.planId).toBe(3);
    expect(made.commodity().careerTypes.data.some((c) => c.restrictedInstallment)).toBe(true);
  });

  it('quotes only the last of quick changes (debounced) and adds applyAmount', async () => {
    for (const amount of [10000, 20000, 30000]) {
      made.store.dispatch(quoteActions.request({ planId: 1, rateId: 13, installment: 12, amount }));
      await new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS / 3));
    }
    await until(() => made.commodity().quote.status === 'success', 'quote');
    const successes = made.seen.filter((a: Action) => a.type === quoteActions.SUCCESS);
    expect(successes).toHaveLength(1);
    expect(made.commodity().quote.data).toMatchObject({ installment: 12, applyAmount: 30000 });
    expect(made.commodity().quote.data?.monthlyPayment).toBeGreaterThan(0);
  });

  it('keeps a refused amount as a failure with its message (shown at the field)', async () => {
    made.store.dispatch(quoteActions.request({ planId: 1, rateId: 13, installment: 12, amount: 999999 }));
    await until(() => made.commodity().quote.status === 'fail', 'refused quote');
    expect(made.commodity().quote.message).toEqual(expect.any(String));
    expect(made.commodity().quote.data).toBeNull();
  });
});
