import type {
  OlderAddress,
  OlderApplyBody,
  OlderContact,
  OlderMemberRecord,
  OlderOrderRecord,
} from '../../../api/v2/types/older-apply';
import { carriedFormAnswers } from '../../../forms/carried-answers';
import { postalCodeOf } from '../../../validation/data/taiwan-districts';
import { bool, choice, compact, group, int, nonEmpty, text, type FormValues } from './form-values';
import { CHECK_PERIODS, MEM_CLASS_STUDENT, MEMBER_CLASSES } from './order-forms';

export { orderFormsOfDraft, userInfoDraftOf } from './applicant-draft';

function addressOf(value: unknown): OlderAddress | undefined {
  const form = group(value);
  const city = text(form.city);
  const district = text(form.district);
  // The address field derives the code from the district; a draft or an old record may lack it.
  const postalNo = int(form.postalCode) ?? (city && district ? postalCodeOf(city, district) : undefined);
  return nonEmpty<OlderAddress>({ city, district, postalNo, address: text(form.address) });
}

function contactOf(value: unknown): OlderContact | undefined {
  const form = group(value);
  return nonEmpty<OlderContact>({
    name: text(form.name),
    relation: text(form.relation),
    phone: text(form.phone),
    cellPhone: text(form.cellPhone),
    isSecret: bool(form.isSecret),
  });
}

function idCardIssueOf(value: unknown): OlderMemberRecord['idCardIssue'] {
  const form = group(value);
  const date = group(form.issueDate);
  return nonEmpty<NonNullable<OlderMemberRecord['idCardIssue']>>({
    location: text(form.location),
    status: choice(form.status, [1, 2, 3] as const),
    year: int(date.issueYear),
    month: int(date.issueMonth),
    day: int(date.issueDay),
  });
}

/** Bank and number go only with the tag (spec §3): untagged, whatever was typed stays home. */
function creditCardOf(value: unknown): Pick<OlderMemberRecord, 'creditCardBank' | 'creditCardNo'> {
  const form = group(value);
  if (form.creditCardTag !== true) return {};
  return compact({ creditCardBank: text(form.creditCardBankCode), creditCardNo: text(form.creditCardNo) });
}

/** School fields belong to students only; another class may still hold them from an earlier choice. */
function studentOf(form: FormValues): Partial<OlderMemberRecord> {
  if (form.memClass !== MEM_CLASS_STUDENT) return {};
  return compact<Partial<OlderMemberRecord>>({
    schoolSystem: choice(form.schoolSystem, [1, 2, 3] as const),
    schoolSerNo: int(form.schoolSerNo),
    schoolDepNo: int(form.schoolDepNo),
    schoolGrade: int(form.schoolGrade),
  });
}

/** The orderApplicant form as the wire's member record. */
function memberOf(form: FormValues): OlderMemberRecord {
  const period = choice(form.allowCreditCheckTime, CHECK_PERIODS);
  return compact<OlderMemberRecord>({
    memName: text(form.memName) ?? '',
    cellPhone: text(form.cellPhone) ?? '',
    memGender: choice(form.memGender, ['M', 'F'] as const),
    memEmail: text(form.memEmail),
    memLineId: text(form.memLineId),
    memLineLiff: text(form.memLineLiff),
    memBirthDay: text(form.memBirthDay),
    householdAddress: addressOf(form.householdAddress),
    mailingAddress: addressOf(form.mailingAddress),
    vehicleAddress: addressOf(form.vehicleAddress),
    registPhone: text(form.registPhone),
    livingPhone: text(form.livingPhone),
    allowCreditCheckTime: period,
    allowCreditCheckTimeOther: period === 'other' ? text(form.allowCreditCheckTimeOther) : undefined,
    ...creditCardOf(form.creditCard),
    firstContact: contactOf(form.firstContact),
    secondContact: contactOf(form.secondContact),
    memClass: choice(form.memClass, MEMBER_CLASSES),
    companyName: text(form.companyName),
    companyPhone: text(form.companyPhone),
    companyExt: text(form.companyExt),
    companyDepartment: text(form.companyDepartment),
    seniority: int(form.seniority),
    maritalStatus: choice(form.maritalStatus, [1, 2] as const),
    idCardIssue: idCardIssueOf(form.idCardIssue),
    ...studentOf(form),
  });
}

/** The orderProduct form as the wire's order record (quantity 1 unless given). */
function orderOf(form: FormValues): OlderOrderRecord {
  return compact<OlderOrderRecord>({
    productEncNo: text(form.productEncNo),
    productNo: text(form.productNo),
    productName: text(form.productName) ?? '',
    productSpec: text(form.productSpec),
    productGift: text(form.productGift),
    appAmount: int(form.appAmount) ?? 0,
    appPeriods: int(form.appPeriods) ?? 0,
    quantity: int(form.quantity) ?? 1,
    merchantAccountId: text(form.merchantAccountId),
    merchantName: text(form.merchantName),
    merchantPhone: text(form.merchantPhone),
    orderNote: text(form.orderNote),
  });
}

/**
 * The validated order and applicant forms as the body of `POST /cases/apply`
 * (schemas/api/older-apply.json): addresses with postalNo, the "other" contact time only with
 * period other, the credit card only when tagged, the ID-card issue date flattened (ROC year),
 * seniority in months as the form holds it, school fields only for students; empty values left out.
 */
export function olderApplyBodyOf(product: FormValues, applicant: FormValues): OlderApplyBody {
  // An analyst's fields travel beside the spec's, by form name (carried-answers.ts).
  const formAnswers = carriedFormAnswers({ orderProduct: product, orderApplicant: applicant });
  return { member: memberOf(applicant), order: orderOf(product), ...(formAnswers ? { formAnswers } : {}) };
}
