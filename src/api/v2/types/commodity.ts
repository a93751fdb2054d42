import type {
  ApplyFileCategory,
  CommodityLoginData,
  IdCardReading,
  NewMemberDraft,
  SavedCommodityDraft,
  SubmittedApplication,
} from '../../../validation/api-replies';
import type { CarriedFormAnswers } from '../../../validation/send/form-answers';

/**
 * The commodity application in its wire shape (schemas/api/commodity-*.json, spec §3): seniority
 * in total months, contactTime as "period,slot" (e.g. "morning,10-11" or "other,<text>"). Every
 * shape here comes from the reply types generated from schemas/api/replies/: a saved draft
 * (saved-commodity-draft.json) holds the application's fields, so the payload types derive from it.
 */

/** A saved draft as replies show it: isSaveTmp, the applicant with careerType, the files by category id. */
export type CommodityDraftView = NonNullable<SavedCommodityDraft>;

/** The applicant block; which fields are required is the application schema's business, not the type's. */
export type CommodityApplicant = Omit<CommodityDraftView['applicant'], 'careerType'>;

/** A contact person of the applicant (only the second sends otherRelationDescription). */
export type CommodityContactPerson = NonNullable<CommodityApplicant['firstContact']>;

/** ID-card issue data (sent as idCardOptions; the year is an ROC year). */
export type IdCardOptions = NonNullable<CommodityApplicant['idCardOptions']>;

/** A draft as sent (schemas/api/commodity-draft.json): the application's fields, none required. */
export interface CommodityDraftData extends Omit<
  CommodityDraftView,
  'isSaveTmp' | 'applicant' | 'files' | 'updatedAt' | 'formAnswers'
> {
  isSaveTmp?: boolean;
  applicant?: CommodityApplicant;
  /**
   * The forms' answers beyond the spec's fields (fields an analyst added), by form name: the body
   * has this property only while some form has such a field (src/validation/send/carried-answers.ts).
   */
  formAnswers?: CarriedFormAnswers;
}

/** What is financed (spec §4 product choice options). */
export type ProductName = NonNullable<CommodityDraftData['productName']>;

/** Uploaded file ids: numbers, or arrays of them for multi-file categories (spec §4). */
export type CaseFileIds = NonNullable<CommodityDraftData['caseFileIds']>;

/** Fields of a draft that the application does not send (they only refill the screens). */
type ScreenOnly = 'isSaveTmp' | 'interestPlanName' | 'monthlyPayment' | 'serviceFee';

/** Fields the application must carry (schemas/api/commodity-application.json). */
type ApplicationRequired = 'amount' | 'interestPlanId' | 'interestRateId' | 'installment' | 'productName';

/** The body of `POST /members/commodity-cases` (spec §3 Application payload). */
export interface CommodityApplication
  extends
    Omit<CommodityDraftData, ScreenOnly | ApplicationRequired | 'midClausever' | 'applicant'>,
    Required<Pick<CommodityDraftData, ApplicationRequired>> {
  /** A new member's password (draft token only). */
  password?: string;
  midClausever: string;
  /** The three agreement times are the moment of sending (ISO date-time). */
  midAgreedAt: string;
  platformContractAgreedAt: string;
  saleContractAgreedAt: string;
  /** True when the plan's adjustmentAmountStatus is 1. */
  isProvideLaborAndHealthInsurance: boolean;
  applicant: CommodityApplicant;
}

/** `POST /members/commodity-cases/login`'s `data`: the 2-hour commodity token and what pre-fills the form. */
export type { CommodityLoginData };

/** `POST /members/commodity-cases/jwt-tmp` creating a new member's draft (201): the draft token and the draft. */
export type NewMemberDraftCreated = NewMemberDraft;

/** An apply-phase file category (spec §3 File categories), with the caller's uploads so far. */
export type FileCategory = ApplyFileCategory;

/** `POST /members/commodity-cases` (201): the new case; a new member also gets a member token. */
export type { SubmittedApplication };

/** What the ID-card OCR read (fields it could not read are absent). */
export type IdCardFields = IdCardReading;
