import type { CaseFileIds, CommodityDraftData } from '../../../api/v2/types/commodity';
import { toApplicantBlock } from './applicant-block';
import type { CommodityForms } from './form-data';
import { CUSTOM_COMPUTER } from './product-options';
import { compact } from './values';
import type { CarriedFormAnswers } from '../../../validation/send/form-answers';

/** What a draft may carry besides the forms. */
export interface DraftExtras {
  midClausever?: string;
  caseFileIds?: CaseFileIds;
  /** The forms' answers beyond the spec's fields (wizard-form-answers.ts). */
  formAnswers?: CarriedFormAnswers;
}

/**
 * The forms as far as they are filled, as the body of `PATCH /members/commodity-cases/tmp` or
 * `POST …/jwt-tmp` (schemas/api/commodity-draft.json, isSaveTmp true). Passwords are never saved;
 * the uploads are not part of the body, they are draft files on the server already.
 */
export function toDraft(forms: Partial<CommodityForms>, extras: DraftExtras = {}): CommodityDraftData {
  const { identity = {}, plan = {}, applicant = {}, product = {} } = forms;
  return compact<CommodityDraftData>({
    isSaveTmp: true,
    amount: plan.amount,
    interestPlanId: plan.interestPlanId,
    interestPlanName: plan.interestPlanName,
    interestRateId: plan.interestRateId,
    installment: plan.installment,
    monthlyPayment: plan.monthlyPayment,
    serviceFee: plan.serviceFee,
    productName: product.productName,
    productModelNo: product.productName === CUSTOM_COMPUTER ? undefined : product.productModelNo,
    midClausever: extras.midClausever,
    isProvideLaborAndHealthInsurance: plan.isProvideLaborAndHealthInsurance,
    applicant: toApplicantBlock(applicant, {
      idCardNo: identity.idCardNo,
      careerTypeId: plan.careerTypeId ?? applicant.careerTypeId,
    }),
    caseFileIds: extras.caseFileIds,
    formAnswers: extras.formAnswers,
  });
}
