import {
  annualPercentageRate,
  BLANK,
  emptyFigures,
  type ContractFigures,
} from '../../../contracts/case-figures';
import type { AddressForm, CommodityForms } from '../model/form-data';
import { CUSTOM_COMPUTER } from '../model/product-options';

/** What the contracts are filled with (src/contracts/case-figures.ts), from the application in the store. */
export type ContractTerms = ContractFigures;

export { BLANK };

/** An address on one line: 106 臺北市大安區復興南路一段1號. */
export function addressLine(address: AddressForm | undefined): string {
  if (!address?.address) return '';
  return [address.postalCode, `${address.city ?? ''}${address.district ?? ''}${address.address}`]
    .filter(Boolean)
    .join(' ');
}

/** The contract terms of the application now in the store, signed on `date`. */
export function contractTermsOf(forms: CommodityForms, date: Date): ContractTerms {
  const { identity, plan, applicant, product } = forms;
  const residential = applicant.sameAddr ? applicant.permanent : applicant.residential;
  const monthly = plan.monthlyPayment ?? null;
  const installment = plan.installment ?? null;
  const amount = plan.amount ?? null;
  const serviceFee = plan.serviceFee ?? null;
  return {
    ...emptyFigures(date),
    applicantName: applicant.name || BLANK,
    idCardNo: identity.idCardNo || BLANK,
    address: addressLine(residential) || addressLine(applicant.permanent) || BLANK,
    cellPhone: applicant.cellPhone || BLANK,
    email: applicant.email || BLANK,
    planName: plan.interestPlanName || BLANK,
    amount,
    installment,
    monthlyPayment: monthly,
    serviceFee,
    totalPayment: monthly !== null && installment !== null ? monthly * installment : null,
    apr: annualPercentageRate(amount, monthly, installment, serviceFee),
    productName: product.productName || BLANK,
    productModelNo: product.productModelNo?.trim() || null,
    customComputer: product.productName === CUSTOM_COMPUTER,
  };
}
