import type { AddressForm } from '../model/form-data';
import type { CommodityState } from '../slice';

/** What the contracts are filled with, from the application in the store. */
export interface ContractTerms {
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
  productName: string;
  productModelNo: string | null;
  /** The day of signing. */
  date: Date;
}

/** What a contract prints where the application does not say yet. */
export const BLANK = '＿＿＿＿';

/** An address on one line: 106 臺北市大安區復興南路一段1號. */
export function addressLine(address: AddressForm | undefined): string {
  if (!address?.address) return '';
  return [address.postalCode, `${address.city ?? ''}${address.district ?? ''}${address.address}`]
    .filter(Boolean)
    .join(' ');
}

/** The contract terms of the application now in the store, signed on `date`. */
export function contractTermsOf(commodity: CommodityState, date: Date): ContractTerms {
  const { identity, plan, applicant, product } = commodity.forms;
  const residential = applicant.sameAddr ? applicant.permanent : applicant.residential;
  const monthly = plan.monthlyPayment ?? null;
  const installment = plan.installment ?? null;
  return {
    applicantName: applicant.name || BLANK,
    idCardNo: identity.idCardNo || BLANK,
    address: addressLine(residential) || addressLine(applicant.permanent) || BLANK,
    cellPhone: applicant.cellPhone || BLANK,
    email: applicant.email || BLANK,
    planName: plan.interestPlanName || BLANK,
    amount: plan.amount ?? null,
    installment,
    monthlyPayment: monthly,
    serviceFee: plan.serviceFee ?? null,
    totalPayment: monthly !== null && installment !== null ? monthly * installment : null,
    productName: product.productName || BLANK,
    productModelNo: product.productModelNo?.trim() || null,
    date,
  };
}
