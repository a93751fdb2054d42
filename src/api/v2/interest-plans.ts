import type { AxiosRequestConfig } from 'axios';
import type {
  CareerType,
  CareerTypeList,
  InstallmentPayment,
  InterestPlan,
  InterestPlanList,
  InterestRate,
} from '../../validation/api-replies';
import { v2Client } from './client';

/**
 * The replies of schemas/api/replies/: an interest plan (spec §3 Lookups; its description decides
 * the product choices, spec §4) and its rates, a career type (restrictedInstallment opens the 36th
 * installment: students, police/fire, military, medical) and what a member would pay (spec §3
 * interest payment result; the flow adds applyAmount).
 */
export type { CareerType, InstallmentPayment, InterestPlan, InterestRate };

/** The body of the installment-payment quote. */
export interface InstallmentQuoteRequest {
  installment: number;
  amount: number;
}

/** `GET /interest-plans` (public): every plan with its rates. */
export async function fetchInterestPlans(config: AxiosRequestConfig = {}): Promise<InterestPlanList> {
  const { data } = await v2Client.get<InterestPlanList>('/interest-plans', config);
  return data;
}

/** `GET /interest-plans/{id}/career-types` (public): the career types a plan offers (6 is 'other'). */
export async function fetchCareerTypes(
  planId: number,
  config: AxiosRequestConfig = {},
): Promise<CareerTypeList> {
  const { data } = await v2Client.get<CareerTypeList>(`/interest-plans/${planId}/career-types`, config);
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
