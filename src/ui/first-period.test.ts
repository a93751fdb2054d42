import { firstPeriodNote } from './first-period';

describe('firstPeriodNote', () => {
  it('gives the first period’s amount with the service fee in it', () => {
    expect(firstPeriodNote(3277, 738)).toBe('首期 NT$4,015，含手續費 NT$738');
  });

  it('says nothing when there is no fee: the first period is like the rest', () => {
    expect(firstPeriodNote(3277, 0)).toBeNull();
    expect(firstPeriodNote(3277, undefined)).toBeNull();
  });
});
