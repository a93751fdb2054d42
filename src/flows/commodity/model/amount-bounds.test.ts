import { amountBoundsError } from './amount-bounds';

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
