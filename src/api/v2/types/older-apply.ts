import type { CarriedFormAnswers } from '../../../validation/send/form-answers';
/**
 * The older order flow's application (`POST /cases/apply`, schemas/api/older-apply.json): the
 * older-flow member record and the order/merchant record of spec §3.
 */

/** An address of the older member record (postal number, not code, in this flow). */
export interface OlderAddress {
  city?: string;
  district?: string;
  postalNo?: number;
  address?: string;
}

/** A contact person of the older member record. */
export interface OlderContact {
  name?: string;
  relation?: string;
  phone?: string;
  cellPhone?: string;
  isSecret?: boolean;
}

/** The older-flow member record (password fields are sent along but never stored in the case). */
export interface OlderMemberRecord {
  memIdNum?: string;
  newPasswd?: string;
  oldPasswd?: string;
  resetPasswd?: string;
  confirmPasswd?: string;
  memGender?: 'M' | 'F';
  memEmail?: string;
  referrerIdNum?: string;
  memName: string;
  cellPhone: string;
  memLineId?: string;
  memLineLiff?: string;
  memBirthDay?: string;
  householdAddress?: OlderAddress;
  mailingAddress?: OlderAddress;
  vehicleAddress?: OlderAddress;
  registPhone?: string;
  livingPhone?: string;
  allowCreditCheckTime?: 'morning' | 'afternoon' | 'other';
  allowCreditCheckTimeOther?: string;
  creditCardBank?: string;
  creditCardNo?: string;
  firstContact?: OlderContact;
  secondContact?: OlderContact;
  memClass?: 1 | 2 | 3 | 4 | 5 | 6;
  companyName?: string;
  companyPhone?: string;
  companyExt?: string;
  companyDepartment?: string;
  seniority?: number;
  maritalStatus?: 1 | 2;
  idCardIssue?: { location?: string; status?: 1 | 2 | 3; year?: number; month?: number; day?: number };
  schoolSystem?: 1 | 2 | 3;
  schoolSerNo?: number;
  schoolDepNo?: number;
  schoolGrade?: number;
}

/** The older-flow order and merchant record. */
export interface OlderOrderRecord {
  productEncNo?: string;
  productNo?: string;
  productName: string;
  productSpec?: string;
  productGift?: string;
  interestPlanId?: number;
  appAmount: number;
  appPeriods: number;
  appMonthlyAmount?: number;
  orderPeriods?: number;
  orderMonthlyAmount?: number;
  /** Default 1. */
  quantity?: number;
  merchantAccountId?: string;
  merchantName?: string;
  merchantPhone?: string;
  /** At most 30 characters. */
  orderNote?: string;
}

/** The body of `POST /cases/apply`. */
export interface OlderApplyBody {
  member: OlderMemberRecord;
  order: OlderOrderRecord;
  /** The order forms' answers beyond the spec's fields, by form name (an analyst's fields). */
  formAnswers?: CarriedFormAnswers;
}
