import type { ServerFieldError } from '../../../forms/server-errors';
import { FORM_ANSWERS_PROPERTY } from '../../../validation/send/form-send';
import type { FormStepName } from '../actions';
import { WIZARD_REVISION_STEPS } from '../model/wizard-form-revisions';

/*
 * The server's 422 details name fields in the wire shape (schemas/api/commodity-*.json); the pages
 * show them at the field of their own form, whose shape differs (model/applicant-block.ts). This
 * maps a wire path to the step form and the path inside it.
 */

/** A wire field error placed in its step form. */
export interface FormFieldError extends ServerFieldError {
  step: FormStepName;
}

const PLAN_FIELDS = new Set([
  'amount',
  'interestPlanId',
  'interestPlanName',
  'interestRateId',
  'installment',
  'monthlyPayment',
  'serviceFee',
  'isProvideLaborAndHealthInsurance',
]);
const PRODUCT_FIELDS = new Set(['productName', 'productModelNo', 'caseFileIds']);
const IDENTITY_FIELDS = new Set(['password', 'midClausever', 'memIdNum', 'idCardNo']);
const ADDRESS_PARTS: Record<string, string> = {
  City: 'city',
  District: 'district',
  PostalCode: 'postalCode',
  Address: 'address',
};
const ISSUE_DATE_PARTS = new Set(['issueYear', 'issueMonth', 'issueDay']);

function applicantPath(segments: string[]): { step: FormStepName; path: string } {
  const [field, ...rest] = segments;
  if (field === 'idCardNo') return { step: 'identity', path: '/idCardNo' };
  if (field === 'careerTypeId') return { step: 'plan', path: '/careerTypeId' };
  const address = /^(permanent|residential)(City|District|PostalCode|Address)$/.exec(field);
  if (address) return { step: 'applicant', path: `/${address[1]}/${ADDRESS_PARTS[address[2]]}` };
  if (/^creditCard(Tag|BankCode|No)$/.test(field)) return { step: 'applicant', path: `/creditCard/${field}` };
  if (field === 'idCardOptions' && rest[0] && ISSUE_DATE_PARTS.has(rest[0])) {
    return { step: 'applicant', path: `/idCardOptions/issueDate/${rest[0]}` };
  }
  return { step: 'applicant', path: `/${segments.join('/')}` };
}

/** Where a wire path (e.g. `/applicant/permanentCity`) lives among the step forms. */
export function formPathOf(wirePath: string): { step: FormStepName; path: string } {
  const segments = wirePath.split('/').filter(Boolean);
  const [head, ...rest] = segments;
  // An answer beyond the spec's fields: `/formAnswers/<form>/<path in the form>`.
  const carried =
    head === FORM_ANSWERS_PROPERTY && WIZARD_REVISION_STEPS.find(({ form }) => form === rest[0]);
  if (carried) return { step: carried.name, path: `/${rest.slice(1).join('/')}` };
  if (head === 'applicant' && rest.length > 0) return applicantPath(rest);
  if (head === 'memIdNum') return { step: 'identity', path: '/idCardNo' };
  if (head && PLAN_FIELDS.has(head)) return { step: 'plan', path: `/${segments.join('/')}` };
  if (head && PRODUCT_FIELDS.has(head)) return { step: 'product', path: `/${segments.join('/')}` };
  if (head && IDENTITY_FIELDS.has(head)) return { step: 'identity', path: `/${head}` };
  return { step: 'applicant', path: wirePath || '/' };
}

/** The server's field errors placed in their step forms. */
export function toFormFieldErrors(errors: readonly ServerFieldError[]): FormFieldError[] {
  return errors.map(({ path, message }) => ({ ...formPathOf(path), message }));
}

/** The field errors of one step form, with paths inside that form (FormView's serverErrors). */
export function fieldErrorsOfStep(
  errors: readonly ServerFieldError[],
  step: FormStepName,
): ServerFieldError[] {
  return toFormFieldErrors(errors)
    .filter((error) => error.step === step)
    .map(({ path, message }) => ({ path, message }));
}
