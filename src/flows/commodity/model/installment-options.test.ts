import productPlanUi from '../../../../uischemas/commodityPlan.json';
import { LONGEST_INSTALLMENT_RULE } from '../../../domain/installments';
import { installmentOptions, isInstallmentAllowed, type CareerTypeOption } from './installment-options';

const rates = [
  { id: 34, installment: 36, monthlyRate: 0.0129 },
  { id: 31, installment: 6, monthlyRate: 0 },
  { id: 32, installment: 12, monthlyRate: 0.0079 },
];
const student: CareerTypeOption = { id: 2, name: '學生', restrictedInstallment: true };
const worker: CareerTypeOption = { id: 1, name: '一般上班族', restrictedInstallment: false };

describe('installmentOptions', () => {
  it.each([
    ['a student (restricted career)', student, [31, 32, 34]],
    ['a worker', worker, [31, 32]],
    ['another career (其他)', { id: 6, name: '其他', restrictedInstallment: false }, [31, 32]],
    ['no career chosen yet', undefined, [31, 32]],
  ])('for %s offers rates %j, fewest installments first', (_who, career, ids) => {
    expect(installmentOptions(rates, career).map((o) => o.value)).toEqual(ids);
  });

  it('labels each rate with its count and monthly rate, and carries the count for the form', () => {
    expect(installmentOptions(rates, student)).toEqual([
      { value: 31, label: '6 期（0 利率）', extra: { installment: 6, monthlyRate: 0 } },
      { value: 32, label: '12 期（月利率 0.79%）', extra: { installment: 12, monthlyRate: 0.0079 } },
      { value: 34, label: '36 期（月利率 1.29%）', extra: { installment: 36, monthlyRate: 0.0129 } },
    ]);
  });

  it.each([
    [30, worker, true],
    [35, undefined, true],
    [36, worker, false],
    [36, student, true],
  ])('isInstallmentAllowed(%d, %j) is %s', (count, career, allowed) => {
    expect(isInstallmentAllowed(count, career)).toBe(allowed);
  });

  it('shows the §5 hint with the installment choice of the plan form', () => {
    expect(productPlanUi.interestRateId['ui:help']).toBe(LONGEST_INSTALLMENT_RULE);
  });
});
