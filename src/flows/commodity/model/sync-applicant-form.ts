import type { ApplicantForm, AddressForm, PlanForm } from './form-data';

const sameAddress = (a: AddressForm | undefined, b: AddressForm | undefined) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * Step 3's data kept in line with the rest of the wizard, for the page to run on each change: the
 * hidden career type and labor-insurance flag copied from step 2 (they drive the form's if/then
 * rules), and, while sameAddr is ticked, the permanent address and phone copied into the locked
 * residential ones. Returns the same object when nothing changes, so a page can skip the update.
 */
export function syncApplicantForm(applicant: ApplicantForm, plan: PlanForm): ApplicantForm {
  const next: ApplicantForm = { ...applicant };
  let changed = false;
  if (plan.careerTypeId !== undefined && plan.careerTypeId !== applicant.careerTypeId) {
    next.careerTypeId = plan.careerTypeId;
    changed = true;
  }
  const provide = plan.isProvideLaborAndHealthInsurance;
  if (provide !== undefined && provide !== applicant.isProvideLaborAndHealthInsurance) {
    next.isProvideLaborAndHealthInsurance = provide;
    changed = true;
  }
  if (applicant.sameAddr === true) {
    if (!sameAddress(applicant.residential, applicant.permanent)) {
      next.residential = applicant.permanent ? { ...applicant.permanent } : undefined;
      changed = true;
    }
    if (applicant.residentialPhone !== applicant.permanentPhone) {
      next.residentialPhone = applicant.permanentPhone;
      changed = true;
    }
  }
  return changed ? next : applicant;
}
