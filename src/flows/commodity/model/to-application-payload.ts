import type { InterestPlan } from '../../../api/v2/interest-plans';
import type { CaseFileIds, CommodityApplication } from '../../../api/v2/types/commodity';
import { toApplicantBlock } from './applicant-block';
import type { CommodityForms } from './form-data';
import { CUSTOM_COMPUTER } from './product-options';
import { compact } from './values';
import type { CarriedFormAnswers } from '../../../validation/send/form-answers';

/** What the application needs besides the four forms. */
export interface ApplicationInput {
  forms: CommodityForms;
  /** The chosen plan as GET /interest-plans lists it: its rates and adjustmentAmountStatus. */
  plan: Pick<InterestPlan, 'adjustmentAmountStatus' | 'interestRates'>;
  /** The mid clause version the member agreed to (GET /members/mid-clause appMidClausever). */
  midClausever: string;
  /** From toCaseFileIds; left out when undefined (the server then takes every draft file). */
  caseFileIds?: CaseFileIds;
  /** The moment of agreeing; all three agreement times are this (spec §3). */
  now?: Date;
  /** The forms' answers beyond the spec's fields (wizard-form-answers.ts). */
  formAnswers?: CarriedFormAnswers;
}

/** Thrown when a value the wire requires is missing: the forms were not validated before sending. */
export class IncompleteApplicationError extends Error {
  constructor(readonly field: string) {
    super(`申請資料不完整：缺少 ${field}`);
    this.name = 'IncompleteApplicationError';
  }
}

function need<T>(value: T | undefined | null, field: string): T {
  if (value === undefined || value === null) throw new IncompleteApplicationError(field);
  return value;
}

/**
 * The four validated step forms as the body of `POST /members/commodity-cases` (spec §3 payload,
 * schemas/api/commodity-application.json): the new member's password only for a new member, the
 * installment of the chosen rate, no model number for a custom computer, the labor-insurance flag
 * from the plan's adjustmentAmountStatus, the three agreement times set to now.
 */
export function toApplicationPayload(input: ApplicationInput): CommodityApplication {
  const { identity, plan: planForm, applicant, product } = input.forms;
  const now = (input.now ?? new Date()).toISOString();
  const interestRateId = need(planForm.interestRateId, 'interestRateId');
  // The rate decides the count; the form's hidden copy only serves when the plan lists no rates.
  const rate = input.plan.interestRates.find((r) => r.id === interestRateId);
  const productName = need(product.productName, 'productName');
  return compact<CommodityApplication>({
    password: identity.isMember === false ? identity.password : undefined,
    amount: need(planForm.amount, 'amount'),
    interestPlanId: need(planForm.interestPlanId, 'interestPlanId'),
    interestRateId,
    installment: need(rate?.installment ?? planForm.installment, 'installment'),
    productName,
    productModelNo: productName === CUSTOM_COMPUTER ? undefined : product.productModelNo?.trim(),
    midClausever: input.midClausever,
    midAgreedAt: now,
    platformContractAgreedAt: now,
    saleContractAgreedAt: now,
    isProvideLaborAndHealthInsurance: input.plan.adjustmentAmountStatus === 1,
    applicant: toApplicantBlock(applicant, {
      idCardNo: identity.idCardNo,
      careerTypeId: planForm.careerTypeId,
    }),
    caseFileIds: input.caseFileIds,
    formAnswers: input.formAnswers,
  });
}
