import type { IdCardFields } from '../../../api/v2/types/commodity';
import { isTwId } from '../../../validation/checks/tw-id';
import { postalCodeOf } from '../../../validation/data/taiwan-districts';
import type { AddressForm, ApplicantForm, IdCardOptionsForm } from '../model/form-data';
import { compact, dateOnly } from '../model/values';

const ISSUE_STATUSES: readonly string[] = ['初發', '補發', '換發'];

/**
 * The applicant form with what the ID-card reader read filled in over it (name, birth date,
 * issue data, permanent address); fields it could not read keep what the member has. The member
 * checks and corrects them on step 3.
 */
export function applicantWithIdCard(applicant: ApplicantForm, fields: IdCardFields): ApplicantForm {
  const issueDate = compact<NonNullable<IdCardOptionsForm['issueDate']>>({
    issueYear: fields.issueYear,
    issueMonth: fields.issueMonth,
    issueDay: fields.issueDay,
  });
  const issue = compact<IdCardOptionsForm>({
    issueLocation: fields.issueLocation,
    issueStatus:
      fields.issueStatus && ISSUE_STATUSES.includes(fields.issueStatus)
        ? (fields.issueStatus as IdCardOptionsForm['issueStatus'])
        : undefined,
  });
  const address = compact<AddressForm>({
    city: fields.permanentCity,
    district: fields.permanentDistrict,
    address: fields.permanentAddress,
  });
  const next: ApplicantForm = { ...applicant, ...compact<ApplicantForm>({ name: fields.name }) };
  const birthDate = dateOnly(fields.birthDate);
  if (birthDate) next.birthDate = birthDate;
  if (Object.keys(issue).length > 0 || Object.keys(issueDate).length > 0) {
    const before = applicant.idCardOptions ?? {};
    next.idCardOptions = {
      ...before,
      ...issue,
      ...(Object.keys(issueDate).length > 0 ? { issueDate: { ...before.issueDate, ...issueDate } } : {}),
    };
  }
  if (Object.keys(address).length > 0) {
    const permanent = { ...applicant.permanent, ...address };
    // The postal code follows the (possibly new) city and district, as the address field does.
    const postalCode =
      permanent.city && permanent.district ? postalCodeOf(permanent.city, permanent.district) : undefined;
    next.permanent = compact<AddressForm>({ ...permanent, postalCode });
  }
  return next;
}

/** The ID number the reader read, when it is a valid national ID (a misread is not filled in). */
export function readIdCardNo(fields: IdCardFields): string | undefined {
  const id = fields.idCardNo?.trim().toUpperCase();
  return id && isTwId(id) ? id : undefined;
}
