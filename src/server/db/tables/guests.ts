import type { Generated } from 'kysely';

/**
 * A guarantor of a case. Guests reach it by `sign_path` (the newer flow) or by `id` plus the
 * guarantor's ID number (older flow: case number plus id). The guarantor info of spec §3 is JSON.
 */
export interface GuarantorTable {
  id: Generated<number>;
  case_id: number;
  guar_no: string;
  id_num: string;
  sign_path: string;
  info_json: string;
  living_city: string | null;
  living_district: string | null;
  living_addr: string | null;
  /** 'pending' until the guarantor sends the info, then 'sent'. */
  status: string;
  created_at: string;
  sent_at: string | null;
}

/** A vehicle loan whose signer is a guest addressed by `sign_path`. */
export interface VehicleLoanTable {
  id: Generated<number>;
  case_id: number;
  sign_path: string;
  info_json: string;
  signed_at: string | null;
  created_at: string;
}

/** The guardians' cell phones of a minor applicant's case (spec §3 minor member). */
export interface MinorGuardianTable {
  case_id: number;
  guardian1_cellphone: string | null;
  guardian2_cellphone: string | null;
  updated_at: string;
}

/** Every guest-flow table. */
export interface GuestTables {
  guarantors: GuarantorTable;
  vehicle_loans: VehicleLoanTable;
  minor_guardians: MinorGuardianTable;
}
