import type { IdVerifyApplicant, IdVerifyInfo } from '../../../api/v2/case-sub-flows';

/** The idVerifyApplicant form's data (schemas/idVerifyApplicant.json): the wire block's fields, each optional. */
export type IdVerifyApplicantForm = Partial<IdVerifyApplicant>;

const FIELDS = [
  'name',
  'passbookAccountName',
  'passbookBankCode',
  'passbookBankBranchCode',
  'passbookNo',
] as const satisfies readonly (keyof IdVerifyApplicant)[];

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The applicant block the case answers, as step 1's form data. The server answers '' for a field
 * never filled (an older case has no passbook yet); such a field is left out so the form asks for it.
 */
export function idVerifyFormOf(info: IdVerifyInfo): IdVerifyApplicantForm {
  const form: IdVerifyApplicantForm = {};
  for (const field of FIELDS) {
    const value = textOf(info.applicant[field]);
    if (value) form[field] = value;
  }
  return form;
}

/** Step 1's validated form data as the block `POST /members/cases/{id}/id-verify` takes (schemas/api/id-verify.json). */
export function idVerifyApplicantOf(form: Readonly<Record<string, unknown>>): IdVerifyApplicant {
  return {
    name: textOf(form.name),
    passbookAccountName: textOf(form.passbookAccountName),
    passbookBankCode: textOf(form.passbookBankCode),
    passbookBankBranchCode: textOf(form.passbookBankBranchCode),
    passbookNo: textOf(form.passbookNo),
  };
}
