/**
 * The older-flow member record (spec §3) in its wire shape: the member-info form's fields
 * (schemas/memberInfo.json), the draft of /tmp/user-info (schemas/api/older-user-info.json) and
 * the friend-referral info. A form is data: a field an analyst adds to the schema is stored by
 * the server too, hence the open index signature on the form shapes. The replies (the record and
 * the referral info) are declared in schemas/api/replies/ (member-record, sharing-info); the
 * server refuses to start while the record's reply leaves out a field of the form.
 */
import type { MemberRecord, SharingInfo } from '../../../validation/api-replies';

/**
 * `GET /members/basic-info`: the saved form fields (a field never saved is absent; the
 * column-backed ones answer null) plus the read-only ID number, email-verified and LINE states.
 * `GET /members/sharing-info`: the member's referral code and link and whom they brought in.
 */
export type { MemberRecord, SharingInfo };

/** A postal address of the member record. */
export interface MemberAddress {
  city: string;
  district: string;
  postalCode?: number;
  address: string;
}

/** A contact person of the member record. */
export interface MemberContact {
  name: string;
  relationId: number;
  /** The relation as the older order flow writes it (free text, at most 8 characters). */
  relation?: string;
  phone?: string;
  cellPhone: string;
  isSecret?: boolean;
}

/** When the member may be called for the credit check: a period plus a slot, or free text. */
export interface CreditCheckTime {
  period?: 'morning' | 'afternoon' | 'other';
  slot?: string;
}

/** 1 general, 2 student, 3 career military, 4 police/fire, 5 medical, 6 other without fixed salary. */
export type MemberClass = 1 | 2 | 3 | 4 | 5 | 6;

/** The body of `PUT /members/info` (schemas/memberInfo.json). */
export interface MemberInfoData {
  memName: string;
  memGender: 'M' | 'F';
  memBirthDay: string;
  email: string;
  cellPhone: string;
  memLineId?: string;
  householdAddress: MemberAddress;
  mailingAddress?: Partial<MemberAddress>;
  registPhone?: string;
  livingPhone?: string;
  allowCreditCheckTime?: CreditCheckTime;
  firstContact: MemberContact;
  secondContact: MemberContact;
  memClass: MemberClass;
  companyName?: string;
  companyPhone?: string;
  companyExtension?: string;
  companyDepartment?: string;
  /** Total months. */
  seniority?: number;
  maritalStatus: 1 | 2;
  collegeSystem?: 1 | 2 | 3;
  schoolSerNo?: number;
  schoolDepNo?: number;
  grade?: number;
  [field: string]: unknown;
}

/** The body of `PATCH /tmp/user-info`: any part of the record, merged into the saved draft (no passwords). */
export type OlderUserInfoDraft = Partial<
  Omit<MemberInfoData, 'householdAddress' | 'mailingAddress' | 'firstContact' | 'secondContact'>
> & {
  householdAddress?: Partial<MemberAddress>;
  mailingAddress?: Partial<MemberAddress>;
  vehicleAddress?: Partial<MemberAddress>;
  firstContact?: Partial<MemberContact>;
  secondContact?: Partial<MemberContact>;
  memLineLiff?: string;
  referrerIdNum?: string;
  creditCardBankCode?: string;
  creditCardNo?: string;
  idIssueLocation?: string;
  idIssueStatus?: '初發' | '補發' | '換發';
  idIssueDate?: string;
};
