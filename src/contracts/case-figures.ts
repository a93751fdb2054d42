/**
 * What a contract is filled with: the case's people, plan and product. The client builds it from
 * the application in the store (to show), the server from the case row (to record what was signed).
 */
export interface ContractFigures {
  applicantName: string;
  idCardNo: string;
  address: string;
  cellPhone: string;
  email: string;
  planName: string;
  amount: number | null;
  installment: number | null;
  monthlyPayment: number | null;
  serviceFee: number | null;
  /** monthlyPayment × installment: what the applicant pays in all (the promissory note's sum). */
  totalPayment: number | null;
  /** 總費用年百分率 in percent: interest and the fee as one yearly rate (annualPercentageRate). */
  apr: number | null;
  productName: string;
  productModelNo: string | null;
  /** A custom-built computer: no seven-day withdrawal (sale contract). */
  customComputer: boolean;
  /** The case number, once there is one (after the application is sent). */
  caseNo: string | null;
  /** A guarantor's contract and note: who guarantees. */
  guarantorName: string | null;
  guarantorIdNo: string | null;
  guarantorAddress: string | null;
  /** A vehicle loan's provider note: the vehicle and its plate. */
  vehicle: string | null;
  plateNo: string | null;
  /** The day of signing. */
  date: Date;
}

/** What a contract prints where the case does not say yet. */
export const BLANK = '＿＿＿＿';

/** Figures with nothing known yet, to spread the known ones over. */
export function emptyFigures(date: Date): ContractFigures {
  return {
    applicantName: BLANK,
    idCardNo: BLANK,
    address: BLANK,
    cellPhone: BLANK,
    email: BLANK,
    planName: BLANK,
    amount: null,
    installment: null,
    monthlyPayment: null,
    serviceFee: null,
    totalPayment: null,
    apr: null,
    productName: BLANK,
    productModelNo: null,
    customComputer: false,
    caseNo: null,
    guarantorName: null,
    guarantorIdNo: null,
    guarantorAddress: null,
    vehicle: null,
    plateNo: null,
    date,
  };
}

/** The monthly rate r at which `amount` now equals the payments: `first` at month 1, `monthly` after. */
function monthlyRate(amount: number, monthly: number, periods: number, first: number): number {
  const presentValue = (rate: number) => {
    let sum = first / (1 + rate);
    for (let month = 2; month <= periods; month += 1) sum += monthly / (1 + rate) ** month;
    return sum;
  };
  let low = 0;
  let high = 1;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amount) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * 總費用年百分率 (APR, percent): the yearly rate at which the amount lent equals what is repaid,
 * the service fee included with period 1 as it is billed. Null when a figure is missing or
 * nothing more than the amount is repaid.
 */
export function annualPercentageRate(
  amount: number | null,
  monthlyPayment: number | null,
  installment: number | null,
  serviceFee: number | null,
): number | null {
  if (!amount || !monthlyPayment || !installment || amount <= 0 || installment <= 0) return null;
  const fee = serviceFee ?? 0;
  if (monthlyPayment * installment + fee <= amount) return 0;
  return (
    Math.round(monthlyRate(amount, monthlyPayment, installment, monthlyPayment + fee) * 12 * 10000) / 100
  );
}
