import { fromRocYear, toRocYear } from '../../../domain/roc-year';
import { daysInMonth, formatRocDate, isoFromRoc, rocFromIso } from './roc-date';

describe('roc-date', () => {
  it('converts between Gregorian and ROC years', () => {
    expect(toRocYear(2024)).toBe(113);
    expect(fromRocYear(113)).toBe(2024);
    expect(toRocYear(1912)).toBe(1);
    expect(fromRocYear(85)).toBe(1996);
  });

  it('builds ISO dates and rejects impossible ones', () => {
    expect(isoFromRoc(85, 3, 7)).toBe('1996-03-07');
    expect(isoFromRoc(113, 2, 29)).toBe('2024-02-29');
    expect(isoFromRoc(112, 2, 29)).toBeUndefined();
    expect(isoFromRoc(113, 2, 30)).toBeUndefined();
    expect(isoFromRoc(113, 4, 31)).toBeUndefined();
    expect(isoFromRoc(113, 13, 1)).toBeUndefined();
    expect(isoFromRoc(113, 0, 1)).toBeUndefined();
    expect(isoFromRoc(0, 1, 1)).toBeUndefined();
    expect(isoFromRoc(113, 1.5, 1)).toBeUndefined();
    expect(isoFromRoc(1, 1, 1)).toBe('1912-01-01');
  });

  it('counts days per month, February 29 when the year is unknown', () => {
    expect(daysInMonth(113, 2)).toBe(29);
    expect(daysInMonth(112, 2)).toBe(28);
    expect(daysInMonth(undefined, 2)).toBe(29);
    expect(daysInMonth(113, 4)).toBe(30);
    expect(daysInMonth(113, undefined)).toBe(31);
    // 2000 (ROC 89) is a leap year, 1900 precedes the ROC era; 2100 (ROC 189) is not a leap year.
    expect(daysInMonth(89, 2)).toBe(29);
    expect(daysInMonth(189, 2)).toBe(28);
  });

  it('reads ISO dates into ROC parts', () => {
    expect(rocFromIso('1996-03-07')).toEqual({ year: 85, month: 3, day: 7 });
    expect(rocFromIso('2023-02-29')).toBeUndefined();
    expect(rocFromIso('1996-3-7')).toBeUndefined();
    expect(rocFromIso('1900-01-01')).toBeUndefined();
    expect(rocFromIso(undefined)).toBeUndefined();
  });

  it('formats ISO dates for display', () => {
    expect(formatRocDate('1996-03-07')).toBe('民國 85 年 3 月 7 日');
    expect(formatRocDate('2024-12-31')).toBe('民國 113 年 12 月 31 日');
    expect(formatRocDate('not a date')).toBe('');
    expect(formatRocDate(undefined)).toBe('');
  });
});
