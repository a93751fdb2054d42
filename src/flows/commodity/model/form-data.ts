import type { ContactTime } from '../../../forms/fields/ContactTimeField/contact-time';
import type { IdCardOptions, ProductName } from '../../../api/v2/types/commodity';

/*
 * The data of the four commodity wizard forms as RJSF holds it (schemas/commodity*.json). The
 * wire shapes (schemas/api/commodity-*.json) differ: see applicant-block.ts for the mapping.
 */

/** Career type ids the applicant form branches on (GET /interest-plans/{id}/career-types). */
export const CAREER_STUDENT = 2;
/** Career type 6 is 'other' and needs careerTypeDescription (spec §3, §9). */
export const CAREER_OTHER = 6;

/** Step 1 (commodityIdentity): the ID number, then a login password or a new member's password. */
export interface IdentityForm {
  idCardNo?: string;
  /** Set by the page from GET /members/is-id-num-existent; decides which password fields show. */
  isMember?: boolean;
  password?: string;
  confirmPassword?: string;
  acceptMember?: boolean;
}

/** Step 2 (commodityPlan); the hidden fields are filled by the page from the chosen plan and quote. */
export interface PlanForm {
  interestPlanId?: number;
  careerTypeId?: number;
  amount?: number;
  interestRateId?: number;
  installment?: number;
  interestPlanName?: string;
  monthlyPayment?: number;
  serviceFee?: number;
  isProvideLaborAndHealthInsurance?: boolean;
}

/** An address as the address field holds it. */
export interface AddressForm {
  city?: string;
  district?: string;
  postalCode?: number;
  address?: string;
}

/** The credit-card block as the creditCard field holds it. */
export interface CreditCardForm {
  creditCardTag?: boolean;
  creditCardBankCode?: string;
  creditCardNo?: string;
}

/** A contact person; only the second one has otherRelationDescription. */
export interface ContactPersonForm {
  name?: string;
  contactRelationId?: number;
  otherRelationDescription?: string;
  residentialPhone?: string;
  cellPhone?: string;
  isSecret?: boolean;
}

/** ID-card issue data; the date parts sit in their own object for the rocDateParts field. */
export interface IdCardOptionsForm {
  issueLocation?: string;
  issueStatus?: IdCardOptions['issueStatus'];
  issueDate?: { issueYear?: number; issueMonth?: number; issueDay?: number };
}

/** Step 3 (commodityApplicant): every applicant field of spec §3 in form shape. */
export interface ApplicantForm {
  name?: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
  email?: string;
  cellPhone?: string;
  lineId?: string;
  memLineLiff?: string;
  maritalStatus?: 1 | 2;
  idCardOptions?: IdCardOptionsForm;
  permanent?: AddressForm;
  permanentPhone?: string;
  sameAddr?: boolean;
  residential?: AddressForm;
  residentialPhone?: string;
  contactTime?: ContactTime;
  creditCard?: CreditCardForm;
  /** Copied from step 2 (hidden). */
  careerTypeId?: number;
  careerTypeDescription?: string;
  specificType?: string;
  /** Copied from step 2 (hidden); makes the work fields required. */
  isProvideLaborAndHealthInsurance?: boolean;
  company?: string;
  companyPhone?: string;
  companyExtensionNo?: string;
  companyDepartment?: string;
  /** Total months; the seniority widget shows it as years and months. */
  seniority?: number;
  isPayrollAccount?: boolean;
  collegeSystem?: 1 | 2 | 3;
  schoolSerNo?: number;
  schoolDepartmentNo?: number;
  educationDegree?: number;
  firstContact?: ContactPersonForm;
  secondContact?: ContactPersonForm;
  passbookAccountName?: string;
  passbookBankCode?: string;
  passbookBankBranchCode?: string;
  passbookNo?: string;
}

/** Step 4 (commodityProduct): the product and the uploads (file URLs) by field; see upload-fields.ts. */
export interface ProductForm {
  productName?: ProductName;
  productModelNo?: string;
  selfieWithCertificate?: string;
  productsModelImei?: string;
  productsModelId?: string;
  productsImgs?: string[];
  passbookImg?: string;
  extraFiles?: string[];
  [uploadField: string]: string | string[] | undefined;
}

/** The data of all four steps. */
export interface CommodityForms {
  identity: IdentityForm;
  plan: PlanForm;
  applicant: ApplicantForm;
  product: ProductForm;
}

/** The five form steps of the wizard (step 6 is the finish page). */
export type CommodityStep = 1 | 2 | 3 | 4 | 5;
/** The forms behind steps 1–4 by name (step 5 is the summary and the contracts). */
export type FormStepName = keyof CommodityForms;
