import { fromRocYear, toRocYear } from '../../../domain/roc-year';
import type { MemberAddress, MemberContact, OlderUserInfoDraft } from '../../../api/v2/types/member';
import { carriedFormAnswers, withAnswersPutBack } from '../../../forms/carried-answers';
import { postalCodeOf } from '../../../validation/data/taiwan-districts';
import { bool, choice, compact, group, int, nonEmpty, text, type FormValues } from './form-values';
import {
  CHECK_PERIODS,
  ISSUE_STATUSES,
  MEM_CLASS_STUDENT,
  MEMBER_CLASSES,
  type OrderAddressForm,
  type OrderApplicantForm,
  type OrderContactForm,
  type OrderIdCardIssueForm,
} from './order-forms';

/*
 * The orderApplicant form ⇄ the /tmp/user-info draft (schemas/api/older-user-info.json), which keeps
 * the member-info form's names: email, companyExtension, collegeSystem, grade, creditCardBankCode, a
 * {period, slot} contact time and a Western idIssueDate. Its contacts keep the order form's
 * free-text relation beside the newer flows' relationId.
 */

/** The form behind the draft, as schemas/ names it. */
const APPLICANT_FORM = 'orderApplicant';
const pad = (n: number) => String(n).padStart(2, '0');

function addressFormOf(address: Partial<MemberAddress> | undefined): OrderAddressForm | undefined {
  const city = text(address?.city);
  const district = text(address?.district);
  const postalCode =
    int(address?.postalCode) ?? (city && district ? postalCodeOf(city, district) : undefined);
  return nonEmpty<OrderAddressForm>({ city, district, postalCode, address: text(address?.address) });
}

function contactFormOf(contact: Partial<MemberContact> | undefined): OrderContactForm | undefined {
  return nonEmpty<OrderContactForm>({
    name: text(contact?.name),
    relation: text(contact?.relation),
    phone: text(contact?.phone),
    cellPhone: text(contact?.cellPhone),
    isSecret: bool(contact?.isSecret),
  });
}

function issueFormOf(draft: OlderUserInfoDraft): OrderIdCardIssueForm | undefined {
  const index = ISSUE_STATUSES.findIndex((status) => status === draft.idIssueStatus);
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(draft.idIssueDate ?? '');
  const issueYear = date ? toRocYear(Number(date[1])) : undefined;
  return nonEmpty<OrderIdCardIssueForm>({
    location: text(draft.idIssueLocation),
    status: choice(index + 1, [1, 2, 3] as const),
    issueDate:
      date && issueYear !== undefined && issueYear >= 1
        ? { issueYear, issueMonth: Number(date[2]), issueDay: Number(date[3]) }
        : undefined,
  });
}

/**
 * A saved draft formatted into the order flow's forms (spec §4): birth date as YYYY-MM-DD, the
 * contact time's period with its slot as the "other" text, the credit-card tag set when both bank and
 * number exist, seniority in months (the widget splits it), the issue date as ROC parts.
 */
export function orderFormsOfDraft(draft: OlderUserInfoDraft): { applicant: OrderApplicantForm } {
  // The draft type's MemberInfoData fields are `unknown` (its index signature swallows them under Omit).
  const checkTime = group(draft.allowCreditCheckTime);
  const period = choice(checkTime.period, CHECK_PERIODS);
  const bank = text(draft.creditCardBankCode);
  const cardNo = text(draft.creditCardNo);
  const applicant = compact<OrderApplicantForm>({
    memName: text(draft.memName),
    memGender: choice(draft.memGender, ['M', 'F'] as const),
    memBirthDay: /^\d{4}-\d{2}-\d{2}/.exec(text(draft.memBirthDay) ?? '')?.[0],
    memEmail: text(draft.email),
    cellPhone: text(draft.cellPhone),
    memLineId: text(draft.memLineId),
    memLineLiff: text(draft.memLineLiff),
    householdAddress: addressFormOf(draft.householdAddress),
    mailingAddress: addressFormOf(draft.mailingAddress),
    vehicleAddress: addressFormOf(draft.vehicleAddress),
    registPhone: text(draft.registPhone),
    livingPhone: text(draft.livingPhone),
    allowCreditCheckTime: period,
    allowCreditCheckTimeOther: period === 'other' ? text(checkTime.slot) : undefined,
    creditCard:
      bank && cardNo ? { creditCardTag: true, creditCardBankCode: bank, creditCardNo: cardNo } : undefined,
    memClass: choice(draft.memClass, MEMBER_CLASSES),
    companyName: text(draft.companyName),
    companyPhone: text(draft.companyPhone),
    companyExt: text(draft.companyExtension),
    companyDepartment: text(draft.companyDepartment),
    seniority: int(draft.seniority),
    maritalStatus: choice(draft.maritalStatus, [1, 2] as const),
    idCardIssue: issueFormOf(draft),
    schoolSystem: choice(draft.collegeSystem, [1, 2, 3] as const),
    schoolSerNo: int(draft.schoolSerNo),
    schoolDepNo: int(draft.schoolDepNo),
    schoolGrade: int(draft.grade),
    firstContact: contactFormOf(draft.firstContact),
    secondContact: contactFormOf(draft.secondContact),
  });
  // An analyst's fields, kept beside the spec's (carried-answers.ts).
  return { applicant: withAnswersPutBack(applicant, group(draft.formAnswers)[APPLICANT_FORM]) };
}

function draftAddressOf(value: unknown): Partial<MemberAddress> | undefined {
  const form = group(value);
  return nonEmpty<Partial<MemberAddress>>({
    city: text(form.city),
    district: text(form.district),
    postalCode: int(form.postalCode),
    address: text(form.address),
  });
}

function draftContactOf(value: unknown): Partial<MemberContact> | undefined {
  const form = group(value);
  return nonEmpty<Partial<MemberContact>>({
    name: text(form.name),
    relation: text(form.relation),
    phone: text(form.phone),
    cellPhone: text(form.cellPhone),
    isSecret: bool(form.isSecret),
  });
}

function draftIssueOf(
  value: unknown,
): Pick<OlderUserInfoDraft, 'idIssueLocation' | 'idIssueStatus' | 'idIssueDate'> {
  const form = group(value);
  const status = choice(form.status, [1, 2, 3] as const);
  const date = group(form.issueDate);
  const [year, month, day] = [int(date.issueYear), int(date.issueMonth), int(date.issueDay)];
  return compact({
    idIssueLocation: text(form.location),
    idIssueStatus: status ? ISSUE_STATUSES[status - 1] : undefined,
    idIssueDate: year && month && day ? `${fromRocYear(year)}-${pad(month)}-${pad(day)}` : undefined,
  });
}

/**
 * The orderApplicant form (complete or not) as a /tmp/user-info draft: the draft's own names, the
 * "other" text as the contact time's slot, bank and number only when tagged, school fields only for
 * students, the issue date as a Western YYYY-MM-DD. The contacts keep their relation text.
 */
export function userInfoDraftOf(applicant: FormValues): OlderUserInfoDraft {
  const period = choice(applicant.allowCreditCheckTime, CHECK_PERIODS);
  const card = group(applicant.creditCard);
  const tagged = card.creditCardTag === true;
  const student = applicant.memClass === MEM_CLASS_STUDENT;
  return compact<OlderUserInfoDraft>({
    memName: text(applicant.memName),
    memGender: choice(applicant.memGender, ['M', 'F'] as const),
    memBirthDay: text(applicant.memBirthDay),
    email: text(applicant.memEmail),
    cellPhone: text(applicant.cellPhone),
    memLineId: text(applicant.memLineId),
    memLineLiff: text(applicant.memLineLiff),
    householdAddress: draftAddressOf(applicant.householdAddress),
    mailingAddress: draftAddressOf(applicant.mailingAddress),
    vehicleAddress: draftAddressOf(applicant.vehicleAddress),
    registPhone: text(applicant.registPhone),
    livingPhone: text(applicant.livingPhone),
    allowCreditCheckTime: period
      ? compact({ period, slot: period === 'other' ? text(applicant.allowCreditCheckTimeOther) : undefined })
      : undefined,
    creditCardBankCode: tagged ? text(card.creditCardBankCode) : undefined,
    creditCardNo: tagged ? text(card.creditCardNo) : undefined,
    firstContact: draftContactOf(applicant.firstContact),
    secondContact: draftContactOf(applicant.secondContact),
    memClass: choice(applicant.memClass, MEMBER_CLASSES),
    companyName: text(applicant.companyName),
    companyPhone: text(applicant.companyPhone),
    companyExtension: text(applicant.companyExt),
    companyDepartment: text(applicant.companyDepartment),
    seniority: int(applicant.seniority),
    maritalStatus: choice(applicant.maritalStatus, [1, 2] as const),
    collegeSystem: student ? choice(applicant.schoolSystem, [1, 2, 3] as const) : undefined,
    schoolSerNo: student ? int(applicant.schoolSerNo) : undefined,
    schoolDepNo: student ? int(applicant.schoolDepNo) : undefined,
    grade: student ? int(applicant.schoolGrade) : undefined,
    ...draftIssueOf(applicant.idCardIssue),
    formAnswers: carriedFormAnswers({ [APPLICANT_FORM]: applicant }),
  });
}
