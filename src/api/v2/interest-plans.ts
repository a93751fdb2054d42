import type { AxiosRequestConfig } from 'axios';
import { v2Client } from './client';
import type { NamedOption } from './types/common';

/** One installment count of a plan and its monthly rate. */
export interface InterestRate {
  id: number;
  installment: number;
  monthlyRate: number;
}

/** An interest plan (spec §3 Lookups): the description decides the product choices (spec §4). */
export interface InterestPlan {
  id: number;
  name: string;
  description: string;
  /** 1: the plan provides labor and health insurance data (isProvideLaborAndHealthInsurance). */
  adjustmentAmountStatus: number;
  minAmount: number;
  maxAmount: number;
  interestRates: InterestRate[];
}

/** The body of the installment-payment quote. */
export interface InstallmentQuoteRequest {
  installment: number;
  amount: number;
}

/** What a member would pay (spec §3 interest payment result; the flow adds applyAmount). */
export interface InstallmentPayment {
  installment: number;
  amount: number;
  monthlyPayment: number;
  serviceFee: number;
  totalPayment: number;
}

/** `GET /interest-plans` (public): every plan with its rates. */
export async function fetchInterestPlans(config: AxiosRequestConfig = {}): Promise<InterestPlan[]> {
  const { data } = await v2Client.get<InterestPlan[]>('/interest-plans', config);
  return data;
}

/** A career type; restrictedInstallment opens the 36th installment (students, police/fire, military, medical). */
export interface CareerType extends NamedOption {
  restrictedInstallment: boolean;
}

/** `GET /interest-plans/{id}/career-types` (public): the career types a plan offers (6 is 'other'). */
export async function fetchCareerTypes(
  planId: number,
  config: AxiosRequestConfig = {},
): Promise<CareerType[]> {
  const { data } = await v2Client.get<CareerType[]>(`/interest-plans/${planId}/career-types`, config);
  return data;
}

/**
 * `POST /members/interest-plans/{planId}/interest-rates/{rateId}/installment-payment` (public):
 * quotes the monthly payment, fee and total (422 when the amount or count does not fit the plan).
 */
export async function quoteInstallmentPayment(
  planId: number,
  rateId: number,
  body: InstallmentQuoteRequest,
  config: AxiosRequestConfig = {},
): Promise<InstallmentPayment> {
  const { data } = await v2Client.post<InstallmentPayment>(
    `/members/interest-plans/${planId}/interest-rates/${rateId}/installment-payment`,
    body,
    config,
  );
  return data;
}
