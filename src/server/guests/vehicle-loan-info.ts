import type { VehicleLoanInfo } from '../../validation/api-replies';

/**
 * Vehicle-loan info (spec §3 vlInfo) as kept in vehicle_loans.info_json and shown to the signer
 * (schemas/api/replies/vehicle-loan-info.json).
 */
export type { VehicleLoanInfo };
