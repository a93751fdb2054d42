import type { IdVerifyApplicant, IdVerifyInfo } from '../../../api/v2/case-sub-flows';

/**
 * The idVerifyApplicant form's data (schemas/idVerifyApplicant.json): the wire block's fields, each
 * optional, and any field an analyst added. What it sends is the form's `send` (form-send-body.ts).
 */
export type IdVerifyApplicantForm = Partial<IdVerifyApplicant> & Record<string, unknown>;

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
 * The applicant block the case answers, as step 1's form data, with the form's other answers kept
 * from a 對保 sent before. The server answers '' for a field never filled (an older case has no
 * passbook yet); such a field is left out so the form asks for it.
 */
export function idVerifyFormOf(info: IdVerifyInfo): IdVerifyApplicantForm {
  const form: IdVerifyApplicantForm = { ...info.answers };
  for (const field of FIELDS) {
    const value = textOf(info.applicant[field]);
    if (value) form[field] = value;
  }
  return form;
}
