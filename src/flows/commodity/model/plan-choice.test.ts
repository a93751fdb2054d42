import type { InterestPlan } from '../../../api/v2/interest-plans';
import { applyPlanChoice } from './plan-choice';

const plans: InterestPlan[] = [
  {
    id: 1,
    name: '手機分期 0 利率專案',
    description: '適用手機',
    adjustmentAmountStatus: 0,
    minAmount: 3000,
    maxAmount: 60000,
    interestRates: [
      { id: 12, installment: 6, monthlyRate: 0 },
      { id: 13, installment: 12, monthlyRate: 0.0099 },
    ],
  },
  {
    id: 5,
    name: '勞健保高額度專案',
    description: '提供勞健保證明',
    adjustmentAmountStatus: 1,
    minAmount: 20000,
    maxAmount: 200000,
    interestRates: [{ id: 55, installment: 36, monthlyRate: 0.0139 }],
  },
];

describe('applyPlanChoice', () => {
  it.each([
    [
      'fills the plan name, insurance flag and the rate installment',
      { interestPlanId: 1, interestRateId: 13, amount: 30000 },
      {
        interestPlanId: 1,
        interestRateId: 13,
        amount: 30000,
        interestPlanName: '手機分期 0 利率專案',
        isProvideLaborAndHealthInsurance: false,
        installment: 12,
      },
    ],
    [
      'sets the insurance flag from adjustmentAmountStatus 1',
      { interestPlanId: 5, interestRateId: 55 },
      {
        interestPlanId: 5,
        interestRateId: 55,
        interestPlanName: '勞健保高額度專案',
        isProvideLaborAndHealthInsurance: true,
        installment: 36,
      },
    ],
    [
      'clears a rate (and its quote) of another plan',
      { interestPlanId: 5, interestRateId: 13, installment: 12, monthlyPayment: 2630, serviceFee: 600 },
      {
        interestPlanId: 5,
        interestRateId: undefined,
        monthlyPayment: undefined,
        serviceFee: undefined,
        interestPlanName: '勞健保高額度專案',
        isProvideLaborAndHealthInsurance: true,
      },
    ],
    [
      'clears what a plan decides when no plan is chosen',
      { careerTypeId: 1, interestRateId: 13, interestPlanName: '舊方案', installment: 12 },
      { careerTypeId: 1, interestRateId: undefined, monthlyPayment: undefined, serviceFee: undefined },
    ],
  ])('%s', (_case, form, expected) => {
    expect(applyPlanChoice(form, plans)).toEqual(expected);
  });
});
