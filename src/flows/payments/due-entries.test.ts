import type { PaymentEntry } from '../../api/v2/payments';
import { dueEntries, formatDueDate, isOverdue } from './due-entries';

const entry = (caseNo: string, appPayPeriods: number, appPeriods: number, nextDueDate: string) =>
  ({ caseNo, appPayPeriods, appPeriods, nextDueDate }) as PaymentEntry;

describe('dueEntries (spec §4: only entries with paid periods fewer than total)', () => {
  it('drops fully paid entries and puts the soonest due first', () => {
    const list = [
      entry('LATER', 0, 12, '2026-12-22'),
      entry('PAID', 12, 12, '2026-01-01'),
      entry('OVERPAID', 13, 12, '2026-01-01'),
      entry('SOONER', 3, 12, '2026-11-18'),
    ];
    expect(dueEntries(list).map((e) => e.caseNo)).toEqual(['SOONER', 'LATER']);
  });
});

describe('due dates', () => {
  it('is overdue only after the due day', () => {
    expect(isOverdue('2026-11-22', '2026-11-23')).toBe(true);
    expect(isOverdue('2026-11-23', '2026-11-23')).toBe(false);
    expect(formatDueDate('2026-12-22')).toBe('2026/12/22');
  });
});
