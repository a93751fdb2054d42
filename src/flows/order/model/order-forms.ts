import type { MemberClass } from '../../../api/v2/types/member';

/*
 * The data of the older order flow's forms as RJSF holds them (schemas/orderProduct.json,
 * schemas/orderApplicant.json, schemas/orderDocuments.json). The wire shapes differ: see
 * older-apply.ts (POST /cases/apply) and applicant-draft.ts (/tmp/user-info).
 */

/** memClass 2: the student branch (school fields, student card). */
export const MEM_CLASS_STUDENT = 2;

/** Every memClass, in the wire's order (1 general … 6 other without fixed salary). */
export const MEMBER_CLASSES = [1, 2, 3, 4, 5, 6] as const satisfies readonly MemberClass[];

/** When the member may be called for the credit check. */
export const CHECK_PERIODS = ['morning', 'afternoon', 'other'] as const;

/** The ID card's issue status by its wire number (1 初發, 2 補發, 3 換發). */
export const ISSUE_STATUSES = ['初發', '補發', '換發'] as const;

/** An address as the address field holds it (the wire calls the code postalNo). */
export type OrderAddressForm = { city?: string; district?: string; postalCode?: number; address?: string };

/** A contact person; the relation is free text (at most 8 characters). */
export type OrderContactForm = {
  name?: string;
  relation?: string;
  phone?: string;
  cellPhone?: string;
  isSecret?: boolean;
};

/** The credit-card block as the creditCard field holds it (the wire calls the bank creditCardBank). */
export type OrderCreditCardForm = {
  creditCardTag?: boolean;
  creditCardBankCode?: string;
  creditCardNo?: string;
};

/** ID-card issue data; the ROC date parts sit in their own object for the rocDateParts field. */
export type OrderIdCardIssueForm = {
  location?: string;
  status?: 1 | 2 | 3;
  issueDate?: { issueYear?: number; issueMonth?: number; issueDay?: number };
};

/** Step 2 (orderApplicant): the older-flow member record in form shape. */
export type OrderApplicantForm = {
  memName?: string;
  memGender?: 'M' | 'F';
  /** YYYY-MM-DD. */
  memBirthDay?: string;
  memEmail?: string;
  cellPhone?: string;
  memLineId?: string;
  memLineLiff?: string;
  householdAddress?: OrderAddressForm;
  mailingAddress?: OrderAddressForm;
  vehicleAddress?: OrderAddressForm;
  registPhone?: string;
  livingPhone?: string;
  allowCreditCheckTime?: (typeof CHECK_PERIODS)[number];
  allowCreditCheckTimeOther?: string;
  creditCard?: OrderCreditCardForm;
  memClass?: MemberClass;
  companyName?: string;
  companyPhone?: string;
  companyExt?: string;
  companyDepartment?: string;
  /** Total months; the seniority widget shows years and months. */
  seniority?: number;
  maritalStatus?: 1 | 2;
  idCardIssue?: OrderIdCardIssueForm;
  schoolSystem?: 1 | 2 | 3;
  schoolSerNo?: number;
  schoolDepNo?: number;
  schoolGrade?: number;
  firstContact?: OrderContactForm;
  secondContact?: OrderContactForm;
};
