import type { SavedCommodityDraft } from '../../validation/api-replies';
import type { CarriedFormAnswers } from '../../validation/send/form-answers';

/**
 * The commodity application's payload types, all from the saved-draft reply
 * (schemas/api/replies/saved-commodity-draft.json): a draft holds the application's fields, so
 * their shape is written once there; the request schemas (schemas/api/commodity-*.json) add the
 * rules.
 */
type SavedDraft = NonNullable<SavedCommodityDraft>;

/** The applicant block in its wire shape (schemas/api/commodity-applicant.json): seniority in total months, contactTime as "period,slot". */
export type ApplicantBlock = Omit<SavedDraft['applicant'], 'careerType'>;

/** A saved draft (schemas/api/commodity-draft.json): the application's fields, none required. */
export type CommodityDraftData = Omit<
  SavedDraft,
  'isSaveTmp' | 'applicant' | 'files' | 'updatedAt' | 'formAnswers'
> & {
  isSaveTmp?: boolean;
  applicant?: ApplicantBlock;
  /** The wizard forms' answers beyond the spec's fields, by form name (checked by each form's rules). */
  formAnswers?: CarriedFormAnswers;
};

/** What is financed (spec §4 product choice options). */
export type ProductName = NonNullable<CommodityDraftData['productName']>;

/**
 * The body of `POST /members/commodity-cases` (schemas/api/commodity-application.json): the
 * draft's fields, the plan and product ones required, plus the agreement times and a new
 * member's password.
 */
export type CommodityApplication = Omit<
  CommodityDraftData,
  'isSaveTmp' | 'interestPlanName' | 'monthlyPayment' | 'serviceFee'
> &
  Required<
    Pick<
      CommodityDraftData,
      | 'amount'
      | 'interestPlanId'
      | 'interestRateId'
      | 'installment'
      | 'productName'
      | 'midClausever'
      | 'isProvideLaborAndHealthInsurance'
      | 'applicant'
    >
  > & {
    password?: string;
    midAgreedAt: string;
    platformContractAgreedAt: string;
    saleContractAgreedAt: string;
  };
