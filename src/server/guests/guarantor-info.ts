import type { Selectable } from 'kysely';
import type { GuarantorInfo as GuarantorInfoReply } from '../../validation/api-replies';
import type { GuarantorTable } from '../db/schema';
import { postalCodeOf } from '../../validation/data/taiwan-districts';
import { maskIdNumber } from './mask-personal-data';

/** The living address the guest fills in (not part of the stored info). */
type LivingAddressKey = 'guarLivingCity' | 'guarLivingDistrict' | 'guarLivingPostalCode' | 'guarLivingAddr';

/** The guarantor info of spec §3 as kept in guarantors.info_json (staff enter it; the guest only reads it). */
export type GuarantorInfo = Omit<GuarantorInfoReply, LivingAddressKey>;

/** The info fields staff may fill beyond the identity (ops add-guarantor's field=value pairs). */
export type GuarantorDetails = Omit<GuarantorInfo, 'guarNo' | 'guarIdNum' | 'name' | 'createdAt'>;

/** Every detail field, empty. */
export const EMPTY_GUARANTOR_DETAILS: GuarantorDetails = {
  birthDate: null,
  idIssueDate: null,
  idIssueLocation: null,
  idIssueStatus: null,
  relation: null,
  company: null,
  jobTitle: null,
  companyPhone: null,
  seniority: null,
  livingPhone: null,
  cellPhone: null,
  isPayrollAccount: null,
  isCompanyInsured: null,
};

/** The info as replies show it (schemas/api/replies/guarantor-info.json): the stored info plus the living address. */
export type { GuarantorInfoReply };

/**
 * A guarantor's info for a reply, the ID number masked (`E22****430`) in both flows: a link may be
 * forwarded, and the older flow's caller already knows the number it was addressed by.
 */
export function guarantorInfoReply(guarantor: Selectable<GuarantorTable>): GuarantorInfoReply {
  const info = { ...EMPTY_GUARANTOR_DETAILS, ...(JSON.parse(guarantor.info_json) as GuarantorInfo) };
  const { living_city: city, living_district: district } = guarantor;
  return {
    ...info,
    guarIdNum: maskIdNumber(guarantor.id_num),
    guarLivingCity: city,
    guarLivingDistrict: district,
    guarLivingPostalCode: (city && district && postalCodeOf(city, district)) || null,
    guarLivingAddr: guarantor.living_addr,
  };
}
