/** @jest-environment node */
import { formatCaseNumber, taipeiDay } from './case-number';

describe('case numbers', () => {
  it('counts days in Taipei time (UTC+8), not UTC', () => {
    expect(taipeiDay(new Date('2026-11-22T15:59:59Z'))).toBe('20261122');
    expect(taipeiDay(new Date('2026-11-22T16:00:00Z'))).toBe('20261123');
    expect(taipeiDay(new Date('2026-12-31T16:30:00Z'))).toBe('20270101');
  });

  it('is FQ, the day and a 6-digit sequence', () => {
    expect(formatCaseNumber('20261122', 123)).toBe('FQ20261122000123');
    expect(formatCaseNumber('20261122', 1)).toMatch(/^FQ\d{14}$/);
  });
});
