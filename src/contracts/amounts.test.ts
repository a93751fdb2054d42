import { formatMoney, groupDigits } from './amounts';

describe('groupDigits', () => {
  it.each([0, 7, 999, 1000, 36900, 1234567, 120000000, -1500, 12.5, 1234.5678, 0.0004, -0.0004, 99.9995])(
    'writes %p as toLocaleString does',
    (value) => {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
      expect(groupDigits(value, false)).toBe(value.toLocaleString('en-US', { useGrouping: false }));
    },
  );
});

describe('formatMoney', () => {
  it('writes NT dollars with grouped digits', () => {
    expect(formatMoney(36900)).toBe('NT$36,900');
  });
});
