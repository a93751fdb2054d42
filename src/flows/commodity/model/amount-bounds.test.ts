import { amountBoundsError, applicableAmountRange, formAmountBoundsOf } from './amount-bounds';

const plan = { minAmount: 3000, maxAmount: 60000 };
const message = '申請金額需介於 3,000 至 60,000 元';

describe('amountBoundsError', () => {
  it.each([
    [2999, plan, message],
    [3000, plan, undefined],
    [60000, plan, undefined],
    [60001, plan, message],
    [undefined, plan, undefined],
    [100, undefined, undefined],
  ])('amount %s on %j → %s', (amount, terms, expected) => {
    expect(amountBoundsError(amount, terms)?.message).toBe(expected);
  });

  it('points at the amount field', () => {
    expect(amountBoundsError(1, plan)).toEqual({
      path: '/amount',
      message: '申請金額需介於 3,000 至 60,000 元',
    });
  });
});

describe("the form's own amount bounds beside a plan's range", () => {
  const raised = { minimum: 5000 };

  it("leaves a value the form's bound refuses to the form's own message (never two messages)", () => {
    expect(amountBoundsError(4000, plan, raised)).toBeUndefined();
    expect(amountBoundsError(2000, plan, raised)).toBeUndefined();
    expect(amountBoundsError(70000, plan, raised)?.message).toBe(message);
  });

  it('narrows the range a plan card shows to what the form and the plan both accept', () => {
    expect(applicableAmountRange(plan, raised)).toEqual({ min: 5000, max: 60000 });
    expect(applicableAmountRange(plan, { maximum: 50000 })).toEqual({ min: 3000, max: 50000 });
    expect(applicableAmountRange(plan)).toEqual({ min: 3000, max: 60000 });
  });

  it("reads the bounds from the plan form's schema", () => {
    const schema = {
      properties: { amount: { type: 'integer', minimum: 5000, errorMessage: { minimum: '…' } } },
    };
    expect(formAmountBoundsOf(schema)).toEqual({ minimum: 5000, maximum: undefined });
    expect(formAmountBoundsOf({ properties: { amount: { type: 'integer' } } })).toEqual({
      minimum: undefined,
      maximum: undefined,
    });
    expect(formAmountBoundsOf(undefined)).toEqual({});
  });
});
