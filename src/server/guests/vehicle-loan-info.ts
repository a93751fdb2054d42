import type { VehicleLoanInfo } from '../../validation/api-replies';
import { replyRef } from '../routes/reply-schemas';

/** Vehicle-loan info (spec §3 vlInfo) as kept in vehicle_loans.info_json and shown to the signer. */
export type { VehicleLoanInfo };

/** The JSON Schema of VehicleLoanInfo (schemas/api/replies/vehicle-loan-info.json). */
export const VEHICLE_LOAN_INFO_SCHEMA = replyRef('vehicle-loan-info');
