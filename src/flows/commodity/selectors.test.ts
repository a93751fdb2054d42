import type { InterestPlan } from '../../api/v2/interest-plans';
import { selectChosenPlan, selectFileCategoriesById } from './selectors';
import { idleFlow } from '../../step-flow/slice';
import { succeededCall } from '../../store/call-state';
import type { FormData } from '../../step-flow/flow-definition';
import { initialCommodityState } from './slice';

const plan: InterestPlan = {
  id: 1,
  name: '手機分期',
  description: '手機',
  adjustmentAmountStatus: 0,
  minAmount: 3000,
  maxAmount: 60000,
  interestRates: [{ id: 13, installment: 12, monthlyRate: 0.0099 }],
};
const root = (forms: Record<string, FormData> = {}, loaded: unknown = null) => ({
  commodity: initialCommodityState,
  stepFlows: { commodity: { ...idleFlow, load: loaded ? succeededCall() : idleFlow.load, loaded, forms } },
});
const withReference = (forms: Record<string, FormData> = {}) =>
  root(forms, {
    plans: [plan],
    fileCategories: [
      { id: 4, name: '自拍', maxOnApply: 1, required: true, sampleUrl: null, clientFiles: [] },
    ],
    midClause: { appMidClausever: '1', title: '', content: '', publishedAt: '' },
  });

describe('commodity selectors', () => {
  it('finds the chosen plan', () => {
    const state = withReference({ plan: { interestPlanId: 1, interestRateId: 13 } });
    expect(selectChosenPlan(state)).toBe(plan);
    expect(selectChosenPlan(root())).toBeNull();
  });

  it('keys the categories by id and returns the same object while they are unchanged', () => {
    const state = withReference();
    expect(Object.keys(selectFileCategoriesById(state))).toEqual(['4']);
    expect(selectFileCategoriesById(state)).toBe(selectFileCategoriesById({ ...state }));
  });
});
