import type { ClientFile } from './common';

/**
 * The commodity application in its wire shape (schemas/api/commodity-*.json, spec §3): seniority
 * in total months, contactTime as "period,slot" (e.g. "morning,10-11" or "other,<text>").
 */

/** What is financed (spec §4 product choice options). */
export type ProductName = '手機' | '筆電電腦' | '客製化電腦';

/** A contact person of the applicant (only the second sends otherRelationDescription). */
export interface CommodityContactPerson {
  name?: string;
  contactRelationId?: number;
  otherRelationDescription?: string;
  residentialPhone?: string;
  cellPhone?: string;
  isSecret?: boolean;
}

/** ID-card issue data (sent as idCardOptions; the year is an ROC year). */
export interface IdCardOptions {
  issueLocation?: string;
  issueStatus?: '初發' | '補發' | '換發';
  issueYear?: number;
  issueMonth?: number;
  issueDay?: number;
}

/** The applicant block; which fields are required is the application schema's business, not the type's. */
export interface CommodityApplicant {
  idCardNo?: string;
  email?: string;
  name?: string;
  cellPhone?: string;
  lineId?: string;
  memLineLiff?: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
  permanentCity?: string;
  permanentDistrict?: string;
  permanentPostalCode?: number;
  permanentAddress?: string;
  permanentPhone?: string;
  sameAddr?: boolean;
  residentialCity?: string;
  residentialDistrict?: string;
  residentialPostalCode?: number;
  residentialAddress?: string;
  residentialPhone?: string;
  contactTime?: string;
  creditCardTag?: boolean;
  /** Sent only when creditCardTag is set. */
  creditCardBankCode?: string;
  creditCardNo?: string;
  firstContact?: CommodityContactPerson;
  secondContact?: CommodityContactPerson;
  /** 6 is 'other' and needs careerTypeDescription. */
  careerTypeId?: number;
  careerTypeDescription?: string;
  specificType?: string;
  company?: string;
  companyPhone?: string;
  companyExtensionNo?: string;
  companyDepartment?: string;
  /** Total months. */
  seniority?: number;
  isPayrollAccount?: boolean;
  maritalStatus?: 1 | 2;
  idCardOptions?: IdCardOptions;
  collegeSystem?: 1 | 2 | 3;
  schoolSerNo?: number;
  schoolDepartmentNo?: number;
  educationDegree?: number;
  passbookAccountName?: string;
  passbookBankCode?: string;
  passbookBankBranchCode?: string;
  passbookNo?: string;
}

/** Uploaded file ids: numbers, or arrays of them for multi-file categories (spec §4). */
export type CaseFileIds = (number | number[])[];

/** The body of `POST /members/commodity-cases` (spec §3 Application payload). */
export interface CommodityApplication {
  /** A new member's password (draft token only). */
  password?: string;
  amount: number;
  interestPlanId: number;
  interestRateId: number;
  installment: number;
  productName: ProductName;
  /** Omitted for a custom computer. */
  productModelNo?: string;
  midClausever: string;
  /** The three agreement times are the moment of sending (ISO date-time). */
  midAgreedAt: string;
  platformContractAgreedAt: string;
  saleContractAgreedAt: string;
  /** True when the plan's adjustmentAmountStatus is 1. */
  isProvideLaborAndHealthInsurance: boolean;
  applicant: CommodityApplicant;
  caseFileIds?: CaseFileIds;
}

/** A draft as sent (schemas/api/commodity-draft.json): the application's fields, none required. */
export interface CommodityDraftData {
  isSaveTmp?: boolean;
  amount?: number;
  interestPlanId?: number;
  interestPlanName?: string;
  interestRateId?: number;
  installment?: number;
  monthlyPayment?: number;
  serviceFee?: number;
  productName?: ProductName;
  productModelNo?: string;
  midClausever?: string;
  isProvideLaborAndHealthInsurance?: boolean;
  applicant?: CommodityApplicant;
  caseFileIds?: CaseFileIds;
}

/** A saved draft as replies show it: isSaveTmp, the applicant with careerType, the files by category id. */
export interface CommodityDraftView extends CommodityDraftData {
  isSaveTmp: true;
  applicant: CommodityApplicant & { careerType: { id: number; name: string } | null };
  files: Record<string, ClientFile[]>;
  updatedAt: string;
}

/** `POST /members/commodity-cases/login`'s `data`: the 2-hour commodity token and what pre-fills the form. */
export interface CommodityLoginData {
  token: string;
  expiresAt: string;
  name: string | null;
  email: string | null;
  cellPhone: string | null;
  birthDate: string | null;
  isEmailVerified: boolean;
  hasDraft: boolean;
}

/** `POST /members/commodity-cases/jwt-tmp` creating a new member's draft (201): the draft token and the draft. */
export interface NewMemberDraftCreated {
  token: string;
  expiresAt: string;
  data: CommodityDraftView | null;
}

/** An apply-phase file category (spec §3 File categories), with the caller's uploads so far. */
export interface FileCategory {
  id: number;
  name: string;
  /** 1: a single file; more: multiple, up to this many. */
  maxOnApply: number;
  /** Every category but 13 is required. */
  required: boolean;
  sampleUrl: string | null;
  clientFiles: ClientFile[];
}

/** `POST /members/commodity-cases` (201): the new case; a new member also gets a member token. */
export interface SubmittedApplication {
  caseNo: string;
  caseId: number;
  isEmailVerified: boolean;
  token?: string;
  expiresAt?: string;
}

/** What the ID-card OCR read (fields it could not read are absent). */
export interface IdCardFields {
  idCardNo?: string;
  name?: string;
  birthDate?: string;
  gender?: string;
  issueYear?: number;
  issueMonth?: number;
  issueDay?: number;
  issueLocation?: string;
  issueStatus?: string;
  permanentCity?: string;
  permanentDistrict?: string;
  permanentAddress?: string;
}
