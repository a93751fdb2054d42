import type { ContractText, LateChargeTerms } from './contract-text';

/** What a late period costs beyond its amount, as the contract's late-payment article words it. */
export interface LateCharges {
  /** The article's number in the contract (第三條 → 3). */
  article: number;
  /** Days past the due date, to today. */
  daysLate: number;
  /** 遲延利息 on the late amount from the day after the due date to today, in whole NT$. */
  interest: number;
  /** 違約金 the seller may charge on the period (0 past the consecutive periods it is charged on). */
  penalty: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The same day a month later (the month's last day when it has no such day): 01-31 → 02-28. */
function monthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, last))).toISOString().slice(0, 10);
}

/** The contract's late-payment terms and the number of the article that states them, if it has any. */
export function lateChargeTermsOf(text: ContractText): { terms: LateChargeTerms; article: number } | null {
  const terms = text.lateCharges;
  if (!terms) return null;
  return { terms, article: text.articles.findIndex((article) => article.heading === terms.article) + 1 };
}

/**
 * A late period's charges on `today` (Taipei days, YYYY-MM-DD): 遲延利息 at the yearly rate for
 * each day past the due date, and 違約金 at the rate for one month late at most or more, unless
 * it is past the consecutive late periods (`runPlace`, 0 for the first) the contract charges it on.
 */
export function lateChargesOf(
  { terms, article }: { terms: LateChargeTerms; article: number },
  {
    dueDate,
    lateAmount,
    today,
    runPlace,
  }: { dueDate: string; lateAmount: number; today: string; runPlace: number },
): LateCharges {
  const daysLate = Math.max(0, dayNumber(today) - dayNumber(dueDate));
  const interest = Math.round((lateAmount * terms.interestPerYear * daysLate) / 365);
  const rate = today <= monthAfter(dueDate) ? terms.penaltyWithinMonth : terms.penaltyAfterMonth;
  const penalty = runPlace < terms.penaltyMaxPeriods ? Math.round(lateAmount * rate) : 0;
  return { article, daysLate, interest, penalty };
}
