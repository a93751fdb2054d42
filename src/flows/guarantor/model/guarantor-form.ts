import type { GuarantorInfo, GuestGuarantorView } from '../../../api/v2/types/guarantor';
import { postalCodeOf } from '../../../validation/data/taiwan-districts';

/** The read-only info block of the guarantor form: the staff-entered fields, null where the server has none. */
export type GuarantorInfoForm = Pick<
  GuarantorInfo,
  | 'name'
  | 'guarIdNum'
  | 'birthDate'
  | 'idIssueDate'
  | 'idIssueLocation'
  | 'idIssueStatus'
  | 'relation'
  | 'company'
  | 'jobTitle'
  | 'companyPhone'
  | 'seniority'
  | 'livingPhone'
  | 'cellPhone'
  | 'isPayrollAccount'
  | 'isCompanyInsured'
>;

/** The living address as the address field holds it. */
export type GuarantorAddressForm = {
  city?: string;
  district?: string;
  postalCode?: number;
  address?: string;
};

/** What the guarantor form starts from (schemas/guarantor.json); signatures and files come from the uploads. */
export type GuarantorFormStart = { info: GuarantorInfoForm; livingAddress?: GuarantorAddressForm };

const INFO_FIELDS = [
  'name',
  'guarIdNum',
  'birthDate',
  'idIssueDate',
  'idIssueLocation',
  'idIssueStatus',
  'relation',
  'company',
  'jobTitle',
  'companyPhone',
  'seniority',
  'livingPhone',
  'cellPhone',
  'isPayrollAccount',
  'isCompanyInsured',
] as const satisfies readonly (keyof GuarantorInfoForm)[];

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The 22 city names are written with 臺 (schemas/guarantor.json); staff often type 台. */
function cityOf(value: unknown): string | undefined {
  return textOf(value)?.replace(/^台/, '臺');
}

function livingAddressFormOf(info: GuarantorInfo): GuarantorAddressForm | undefined {
  const city = cityOf(info.guarLivingCity);
  const district = textOf(info.guarLivingDistrict);
  const address = textOf(info.guarLivingAddr);
  // The address field derives the code from the district; the record may lack it.
  const postalCode =
    info.guarLivingPostalCode ?? (city && district ? postalCodeOf(city, district) : undefined);
  const form: GuarantorAddressForm = { city, district, postalCode: postalCode ?? undefined, address };
  const present = Object.entries(form).filter(([, value]) => value !== undefined);
  return present.length > 0 ? (Object.fromEntries(present) as GuarantorAddressForm) : undefined;
}

/**
 * The guarantor form's starting data from the fetched info (or a reply holding it): the read-only
 * info block as is (nulls kept), and the living address saved so far with its postal code, kept
 * from guarLivingPostalCode or looked up from city and district. No address yet: the field is empty.
 */
export function guarantorFormOf(
  source: GuarantorInfo | Pick<GuestGuarantorView, 'guarantorInfo'>,
): GuarantorFormStart {
  const info = 'guarantorInfo' in source ? source.guarantorInfo : source;
  const block = Object.fromEntries(INFO_FIELDS.map((field) => [field, info[field]])) as GuarantorInfoForm;
  const livingAddress = livingAddressFormOf(info);
  return livingAddress ? { info: block, livingAddress } : { info: block };
}
