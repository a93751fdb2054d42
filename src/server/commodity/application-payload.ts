/** One contact person of the applicant block (schemas/api/commodity-contact-person.json). */
export interface ContactPerson {
  name?: string;
  contactRelationId?: number;
  otherRelationDescription?: string;
  residentialPhone?: string;
  cellPhone?: string;
  isSecret?: boolean;
}

/**
 * The applicant block in its wire shape (schemas/api/commodity-applicant.json): seniority in
 * total months, contactTime as "period,slot". Only the fields the server reads are named;
 * the rest is kept whole as the case's applicant JSON.
 */
export interface ApplicantBlock {
  idCardNo?: string;
  email?: string;
  name?: string;
  cellPhone?: string;
  birthDate?: string;
  careerTypeId?: number;
  creditCardTag?: boolean;
  creditCardBankCode?: string;
  creditCardNo?: string;
  firstContact?: ContactPerson;
  secondContact?: ContactPerson;
  [field: string]: unknown;
}

/** The body of `POST /members/commodity-cases` (schemas/api/commodity-application.json). */
export interface CommodityApplication {
  password?: string;
  amount: number;
  interestPlanId: number;
  interestRateId: number;
  installment: number;
  productName: ProductName;
  productModelNo?: string;
  midClausever: string;
  midAgreedAt: string;
  platformContractAgreedAt: string;
  saleContractAgreedAt: string;
  isProvideLaborAndHealthInsurance: boolean;
  applicant: ApplicantBlock;
  /** Uploaded file ids: numbers, or arrays of them for multi-file categories (spec §4). */
  caseFileIds?: (number | number[])[];
}

/** A saved draft (schemas/api/commodity-draft.json): the application's fields, none required. */
export interface CommodityDraftData {
  isSaveTmp?: boolean;
  productName?: ProductName;
  applicant?: ApplicantBlock;
  [field: string]: unknown;
}

/** What is financed (spec §4 product choice options). */
export type ProductName = '手機' | '筆電電腦' | '客製化電腦';
