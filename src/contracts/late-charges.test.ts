import { contractText } from './contract-texts';
import { lateChargeTermsOf, lateChargesOf } from './late-charges';

const installment = lateChargeTermsOf(contractText('installment'))!;

/** How the contract's text writes a share or a count (the figures its article states). */
const WORDS: Record<number, string> = { 0.16: '百分之十六', 0.05: '百分之五', 0.1: '百分之十', 3: '三期' };

describe('late charges of the instalment contract', () => {
  it('are the figures its article 遲延責任 states, which is 第三條', () => {
    expect(installment.article).toBe(3);
    const article = contractText('installment').articles[installment.article - 1];
    expect(article.heading).toBe('遲延責任');
    const text = article.paragraphs.join('');
    const { interestPerYear, penaltyWithinMonth, penaltyAfterMonth, penaltyMaxPeriods } = installment.terms;
    expect(text).toContain(`週年利率${WORDS[interestPerYear]}計付遲延利息`);
    expect(text).toContain(`逾期一個月以內者，按遲延金額${WORDS[penaltyWithinMonth]}計算`);
    expect(text).toContain(`逾期超過一個月者，按${WORDS[penaltyAfterMonth]}計算`);
    expect(text).toContain(`最高連續收取期數為${WORDS[penaltyMaxPeriods]}`);
  });

  it('charges 16 % a year for each day late and 5 % within the first month', () => {
    const charges = lateChargesOf(installment, {
      dueDate: '2026-12-03',
      lateAmount: 3168,
      today: '2026-12-15',
      runPlace: 0,
    });
    // 3,168 × 16 % × 12 / 365 = 16.67; 3,168 × 5 % = 158.4.
    expect(charges).toEqual({ article: 3, daysLate: 12, interest: 17, penalty: 158 });
  });

  it('charges 10 % once more than a month late, counting the month to the same day (or its last day)', () => {
    const charge = (today: string) =>
      lateChargesOf(installment, { dueDate: '2026-01-31', lateAmount: 1000, today, runPlace: 0 }).penalty;
    expect(charge('2026-02-28')).toBe(50);
    expect(charge('2026-03-01')).toBe(100);
  });

  it('charges no 違約金 past the third consecutive late period, but 遲延利息 still', () => {
    const charges = lateChargesOf(installment, {
      dueDate: '2026-09-03',
      lateAmount: 3168,
      today: '2026-12-03',
      runPlace: 3,
    });
    expect(charges.penalty).toBe(0);
    expect(charges.interest).toBe(Math.round((3168 * 0.16 * 91) / 365));
  });

  it('has none for a contract without late-payment terms', () => {
    expect(lateChargeTermsOf(contractText('sale'))).toBeNull();
  });
});
