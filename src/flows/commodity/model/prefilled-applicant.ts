import type { CommodityLoginData } from '../../../api/v2/types/commodity';
import type { ApplicantForm } from './form-data';
import { dateOnly } from './values';

/** The applicant form with the login's name, email, phone and birth date where it has none. */
export function prefilledApplicant(
  applicant: ApplicantForm,
  login: CommodityLoginData | null,
): ApplicantForm {
  if (!login) return applicant;
  return {
    ...applicant,
    name: applicant.name || login.name || undefined,
    email: applicant.email || login.email || undefined,
    cellPhone: applicant.cellPhone || login.cellPhone || undefined,
    birthDate: applicant.birthDate || dateOnly(login.birthDate),
  };
}
