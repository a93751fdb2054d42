import type { Selectable } from 'kysely';
import type { GuarantorTable } from '../db/schema';
import { postalCodeOf } from '../../validation/data/taiwan-districts';
import { maskIdNumber } from './mask-personal-data';

/** The guarantor info of spec §3 as kept in guarantors.info_json (staff enter it; the guest only reads it). */
export interface GuarantorInfo {
  guarNo: string;
  guarIdNum: string;
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  /** YYYY-MM-DD. */
  idIssueDate: string | null;
  /** One of option-lists ID_ISSUE_LOCATIONS, e.g. 北市. */
  idIssueLocation: string | null;
  /** 初發, 補發 or 換發. */
  idIssueStatus: string | null;
  /** Relation to the applicant, e.g. 父母. */
  relation: string | null;
  company: string | null;
  jobTitle: string | null;
  companyPhone: string | null;
  /** Total months, as every seniority is stored. */
  seniority: number | null;
  livingPhone: string | null;
  cellPhone: string | null;
  isPayrollAccount: boolean | null;
  /** Whether the employer carries the guarantor's labor and health insurance. */
  isCompanyInsured: boolean | null;
  createdAt: string;
}

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

/** The info as replies show it: the stored info plus the living address the guest fills in. */
export type GuarantorInfoReply = GuarantorInfo & {
  guarLivingCity: string | null;
  guarLivingDistrict: string | null;
  guarLivingPostalCode: number | null;
  guarLivingAddr: string | null;
};

/**
 * A guarantor's info for a reply. The newer guest flow, reached by a link that may be forwarded,
 * shows the ID number masked; the older flow is addressed by the ID number itself.
 */
export function guarantorInfoReply(
  guarantor: Selectable<GuarantorTable>,
  options: { maskIdNumber: boolean },
): GuarantorInfoReply {
  const info = { ...EMPTY_GUARANTOR_DETAILS, ...(JSON.parse(guarantor.info_json) as GuarantorInfo) };
  const { living_city: city, living_district: district } = guarantor;
  return {
    ...info,
    guarIdNum: options.maskIdNumber ? maskIdNumber(guarantor.id_num) : guarantor.id_num,
    guarLivingCity: city,
    guarLivingDistrict: district,
    guarLivingPostalCode: (city && district && postalCodeOf(city, district)) || null,
    guarLivingAddr: guarantor.living_addr,
  };
}

const text = { type: ['string', 'null'] } as const;

/** The JSON Schema of GuarantorInfoReply, for route response declarations. */
export const GUARANTOR_INFO_REPLY_SCHEMA = {
  type: 'object',
  properties: {
    guarNo: { type: 'string' },
    guarIdNum: { type: 'string' },
    name: { type: 'string' },
    birthDate: text,
    idIssueDate: text,
    idIssueLocation: text,
    idIssueStatus: text,
    relation: text,
    company: text,
    jobTitle: text,
    companyPhone: text,
    seniority: { type: ['integer', 'null'] },
    livingPhone: text,
    cellPhone: text,
    isPayrollAccount: { type: ['boolean', 'null'] },
    isCompanyInsured: { type: ['boolean', 'null'] },
    createdAt: { type: 'string' },
    guarLivingCity: text,
    guarLivingDistrict: text,
    guarLivingPostalCode: { type: ['integer', 'null'] },
    guarLivingAddr: text,
  },
} as const;
