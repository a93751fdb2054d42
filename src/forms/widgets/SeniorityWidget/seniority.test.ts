import { fromTotalMonths, toTotalMonths } from './seniority';

describe('seniority', () => {
  it('joins years and months into total months', () => {
    expect(toTotalMonths({ years: 3, months: 1 })).toBe(37);
    expect(toTotalMonths({ years: 30, months: 11 })).toBe(371);
    expect(toTotalMonths({ years: 2 })).toBe(24);
    expect(toTotalMonths({ months: 5 })).toBe(5);
    expect(toTotalMonths({ years: 0, months: 0 })).toBe(0);
    expect(toTotalMonths({})).toBeUndefined();
  });

  it('splits total months into years and months', () => {
    expect(fromTotalMonths(37)).toEqual({ years: 3, months: 1 });
    expect(fromTotalMonths(371)).toEqual({ years: 30, months: 11 });
    expect(fromTotalMonths(12)).toEqual({ years: 1, months: 0 });
    expect(fromTotalMonths(11)).toEqual({ years: 0, months: 11 });
    expect(fromTotalMonths(0)).toEqual({ years: 0, months: 0 });
  });

  it('round-trips', () => {
    for (const total of [0, 1, 11, 12, 13, 37, 200, 371])
      expect(toTotalMonths(fromTotalMonths(total))).toBe(total);
  });
});
