/** A plan's terms for one installment count. */
export interface InstallmentTerms {
  amount: number;
  installment: number;
  /** Monthly interest rate, e.g. 0.0099. */
  monthlyRate: number;
  /** One-off service fee rate on the amount, charged with the first period. */
  serviceFeeRate: number;
}

/** What the member pays: the level monthly payment, the fee, and the whole. */
export interface InstallmentQuote {
  monthlyPayment: number;
  serviceFee: number;
  totalPayment: number;
}

/**
 * Level-payment (annuity) installments rounded up to whole NT dollars: a zero rate divides the
 * amount evenly; otherwise amount·r / (1 − (1+r)^−n). The service fee is the rounded fee rate
 * times the amount.
 */
export function quoteInstallments(terms: InstallmentTerms): InstallmentQuote {
  const { amount, installment: n, monthlyRate: r } = terms;
  const exact = r === 0 ? amount / n : (amount * r) / (1 - (1 + r) ** -n);
  const monthlyPayment = Math.ceil(exact - 1e-9);
  const serviceFee = Math.round(amount * terms.serviceFeeRate);
  return { monthlyPayment, serviceFee, totalPayment: monthlyPayment * n + serviceFee };
}
