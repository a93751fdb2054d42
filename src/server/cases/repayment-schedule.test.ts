/** @jest-environment node */
import { quoteInstallments } from './installment-calculation';
import { addMonths, buildRepaymentSchedule, taipeiDateOf } from './repayment-schedule';

describe('repayment schedule', () => {
  it('dates periods monthly from the day billing starts, in Asia/Taipei', () => {
    // 2026-03-14 20:00 UTC is already 15 March in Taipei.
    const schedule = buildRepaymentSchedule(
      { installment: 3, monthlyPayment: 1000, serviceFee: 0 },
      new Date('2026-03-14T20:00:00Z'),
    );
    expect(schedule.map((p) => p.dueDate)).toEqual(['2026-04-15', '2026-05-15', '2026-06-15']);
  });

  it('clamps the day to the end of shorter months and keeps it afterwards', () => {
    const schedule = buildRepaymentSchedule(
      { installment: 4, monthlyPayment: 1000, serviceFee: 0 },
      new Date('2027-01-31T04:00:00Z'),
    );
    expect(schedule.map((p) => p.dueDate)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(addMonths({ year: 2027, month: 12, day: 31 }, 2)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('adds the service fee to period 1, so the periods sum to the quoted total', () => {
    const quote = quoteInstallments({
      amount: 30000,
      installment: 12,
      monthlyRate: 0.0099,
      serviceFeeRate: 0.02,
    });
    const schedule = buildRepaymentSchedule(
      { installment: 12, monthlyPayment: quote.monthlyPayment, serviceFee: quote.serviceFee },
      new Date('2026-11-22T08:00:00Z'),
    );
    expect(schedule).toHaveLength(12);
    expect(schedule[0].amount).toBe(quote.monthlyPayment + quote.serviceFee);
    expect(schedule.slice(1).every((p) => p.amount === quote.monthlyPayment)).toBe(true);
    expect(schedule.reduce((sum, p) => sum + p.amount, 0)).toBe(quote.totalPayment);
    expect(schedule.map((p) => p.period)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('reads the Taipei calendar date across the year boundary', () => {
    expect(taipeiDateOf(new Date('2026-12-31T16:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
