import { joinContactTime, splitContactTime } from '../../../forms/fields/ContactTimeField/contact-time';
import { postalCodeOf } from '../../../validation/data/taiwan-districts';
import type {
  CommodityApplicant,
  CommodityContactPerson,
  IdCardOptions,
} from '../../../api/v2/types/commodity';
import {
  CAREER_OTHER,
  CAREER_STUDENT,
  type AddressForm,
  type ApplicantForm,
  type ContactPersonForm,
  type IdCardOptionsForm,
} from './form-data';
import { compact, dateOnly } from './values';

/** What the applicant block takes from outside the applicant form. */
export interface ApplicantContext {
  /** The ID number of step 1. */
  idCardNo?: string;
  /** Step 2's career type, which wins over the applicant form's hidden copy. */
  careerTypeId?: number;
}

function addressParts(address: AddressForm | undefined) {
  const { city, district, address: line } = address ?? {};
  // The address field derives the code from the district; data from OCR or old drafts may lack it.
  const postalCode = address?.postalCode ?? (city && district ? postalCodeOf(city, district) : undefined);
  return { city, district, postalCode, line };
}

function contactPerson(form: ContactPersonForm | undefined, withDescription: boolean) {
  if (!form) return undefined;
  // Named one by one: a field an analyst adds to a contact travels in formAnswers, not here.
  return compact<CommodityContactPerson>({
    name: form.name,
    contactRelationId: form.contactRelationId,
    // Only the second contact sends the description (spec §3).
    otherRelationDescription: withDescription ? form.otherRelationDescription : undefined,
    residentialPhone: form.residentialPhone,
    cellPhone: form.cellPhone,
    isSecret: form.isSecret,
  });
}

function idCardOptions(form: IdCardOptionsForm | undefined): IdCardOptions | undefined {
  if (!form) return undefined;
  const { issueLocation, issueStatus, issueDate } = form;
  const options = compact<IdCardOptions>({
    issueLocation,
    issueStatus,
    issueYear: issueDate?.issueYear,
    issueMonth: issueDate?.issueMonth,
    issueDay: issueDate?.issueDay,
  });
  return Object.keys(options).length > 0 ? options : undefined;
}

/**
 * The applicant form as the wire's applicant block (schemas/api/commodity-applicant.json): addresses
 * flattened (residential = permanent when sameAddr), contact time as "period,slot", credit-card
 * bank and number only with the tag, the career description only for 'other' (6), student data only
 * for students (2), the ID-card issue date flattened. Empty values are left out.
 */
export function toApplicantBlock(form: ApplicantForm, context: ApplicantContext = {}): CommodityApplicant {
  const careerTypeId = context.careerTypeId ?? form.careerTypeId;
  const permanent = addressParts(form.permanent);
  const sameAddr = form.sameAddr === true;
  const residential = sameAddr ? permanent : addressParts(form.residential);
  const card = form.creditCard ?? {};
  const hasCard = card.creditCardTag === true;
  const isStudent = careerTypeId === CAREER_STUDENT;
  return compact<CommodityApplicant>({
    idCardNo: context.idCardNo,
    name: form.name,
    email: form.email,
    cellPhone: form.cellPhone,
    lineId: form.lineId,
    memLineLiff: form.memLineLiff,
    birthDate: dateOnly(form.birthDate),
    permanentCity: permanent.city,
    permanentDistrict: permanent.district,
    permanentPostalCode: permanent.postalCode,
    permanentAddress: permanent.line,
    permanentPhone: form.permanentPhone,
    sameAddr: form.sameAddr,
    residentialCity: residential.city,
    residentialDistrict: residential.district,
    residentialPostalCode: residential.postalCode,
    residentialAddress: residential.line,
    residentialPhone: sameAddr ? form.permanentPhone : form.residentialPhone,
    contactTime: joinContactTime(form.contactTime) ?? undefined,
    // Untouched blocks stay unsent, so a draft records only what the member answered.
    creditCardTag: form.creditCard ? hasCard : undefined,
    creditCardBankCode: hasCard ? card.creditCardBankCode : undefined,
    creditCardNo: hasCard ? card.creditCardNo : undefined,
    firstContact: contactPerson(form.firstContact, false),
    secondContact: contactPerson(form.secondContact, true),
    careerTypeId,
    careerTypeDescription: careerTypeId === CAREER_OTHER ? form.careerTypeDescription : undefined,
    specificType: form.specificType,
    company: form.company,
    companyPhone: form.companyPhone,
    companyExtensionNo: form.companyExtensionNo,
    companyDepartment: form.companyDepartment,
    seniority: form.seniority,
    isPayrollAccount: form.isPayrollAccount,
    maritalStatus: form.maritalStatus,
    idCardOptions: idCardOptions(form.idCardOptions),
    collegeSystem: isStudent ? form.collegeSystem : undefined,
    schoolSerNo: isStudent ? form.schoolSerNo : undefined,
    schoolDepartmentNo: isStudent ? form.schoolDepartmentNo : undefined,
    educationDegree: isStudent ? form.educationDegree : undefined,
    passbookAccountName: form.passbookAccountName,
    passbookBankCode: form.passbookBankCode,
    passbookBankBranchCode: form.passbookBankBranchCode,
    passbookNo: form.passbookNo,
  });
}

function addressForm(city?: string, district?: string, postalCode?: number, line?: string) {
  const address = compact<AddressForm>({ city, district, postalCode, address: line });
  return Object.keys(address).length > 0 ? address : undefined;
}

/**
 * A stored applicant block back in form shape, formatted as spec §4 asks of a draft: the birth
 * date as YYYY-MM-DD, the contact time split on the comma (two empty values when there is none),
 * the credit-card tag true only when both bank and number exist. Seniority stays in total months:
 * the seniority widget shows it as years (÷ 12) and months (remainder).
 */
export function fromApplicantBlock(
  block: CommodityApplicant,
  isProvideLaborAndHealthInsurance?: boolean,
): ApplicantForm {
  const b = compact<CommodityApplicant>(block);
  const hasCard = Boolean(b.creditCardBankCode && b.creditCardNo);
  const { issueYear, issueMonth, issueDay, ...issue } = b.idCardOptions ?? {};
  const issueDate = compact({ issueYear, issueMonth, issueDay });
  return compact<ApplicantForm>({
    name: b.name,
    birthDate: dateOnly(b.birthDate),
    email: b.email,
    cellPhone: b.cellPhone,
    lineId: b.lineId,
    memLineLiff: b.memLineLiff,
    maritalStatus: b.maritalStatus,
    idCardOptions: b.idCardOptions
      ? compact<IdCardOptionsForm>({
          ...issue,
          issueDate: Object.keys(issueDate).length > 0 ? issueDate : undefined,
        })
      : undefined,
    permanent: addressForm(b.permanentCity, b.permanentDistrict, b.permanentPostalCode, b.permanentAddress),
    permanentPhone: b.permanentPhone,
    sameAddr: b.sameAddr,
    residential: addressForm(
      b.residentialCity,
      b.residentialDistrict,
      b.residentialPostalCode,
      b.residentialAddress,
    ),
    residentialPhone: b.residentialPhone,
    contactTime: splitContactTime(b.contactTime),
    creditCard: hasCard
      ? { creditCardTag: true, creditCardBankCode: b.creditCardBankCode, creditCardNo: b.creditCardNo }
      : { creditCardTag: false },
    careerTypeId: b.careerTypeId,
    careerTypeDescription: b.careerTypeDescription,
    specificType: b.specificType,
    isProvideLaborAndHealthInsurance,
    company: b.company,
    companyPhone: b.companyPhone,
    companyExtensionNo: b.companyExtensionNo,
    companyDepartment: b.companyDepartment,
    seniority: b.seniority,
    isPayrollAccount: b.isPayrollAccount,
    collegeSystem: b.collegeSystem,
    schoolSerNo: b.schoolSerNo,
    schoolDepartmentNo: b.schoolDepartmentNo,
    educationDegree: b.educationDegree,
    firstContact: b.firstContact ? compact(b.firstContact) : undefined,
    secondContact: b.secondContact ? compact(b.secondContact) : undefined,
    passbookAccountName: b.passbookAccountName,
    passbookBankCode: b.passbookBankCode,
    passbookBankBranchCode: b.passbookBankBranchCode,
    passbookNo: b.passbookNo,
  });
}
