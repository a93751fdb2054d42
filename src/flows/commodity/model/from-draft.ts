import type { CommodityDraftData, CommodityDraftView } from '../../../api/v2/types/commodity';
import { fromApplicantBlock } from './applicant-block';
import type { CommodityForms, ProductForm } from './form-data';
import { uploadsFromFiles } from './upload-fields';
import { compact } from './values';
import { withWizardAnswers } from './wizard-form-answers';

/** The loading text while a draft is formatted into the forms (spec §4). */
export const DRAFT_FORMATTING_TEXT = '資料加載中！';

/** A draft as the server answers it, or as sent (without the server's files). */
export type DraftInput = CommodityDraftData & Partial<Pick<CommodityDraftView, 'files'>>;

/**
 * A saved draft formatted into the four step forms (spec §4): the applicant block as in
 * fromApplicantBlock (birth date YYYY-MM-DD, contact time split, credit-card tag from bank and
 * number), the career type and labor-insurance flag copied into step 3's hidden fields, the
 * draft files into the upload fields. Passwords are not in a draft.
 */
export function fromDraft(draft: DraftInput): CommodityForms {
  const applicant = draft.applicant ?? {};
  const isProvide = draft.isProvideLaborAndHealthInsurance;
  const product = compact<ProductForm>({
    productName: draft.productName,
    productModelNo: draft.productModelNo,
  });
  const forms: CommodityForms = {
    identity: compact({ idCardNo: applicant.idCardNo }),
    plan: compact({
      interestPlanId: draft.interestPlanId,
      interestPlanName: draft.interestPlanName,
      careerTypeId: applicant.careerTypeId,
      amount: draft.amount,
      interestRateId: draft.interestRateId,
      installment: draft.installment,
      monthlyPayment: draft.monthlyPayment,
      serviceFee: draft.serviceFee,
      isProvideLaborAndHealthInsurance: isProvide,
    }),
    applicant: fromApplicantBlock(applicant, isProvide),
    product: { ...product, ...uploadsFromFiles(draft.files ?? {}) },
  };
  return withWizardAnswers(forms, draft.formAnswers);
}
