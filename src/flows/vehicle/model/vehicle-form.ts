import type { VehicleLoanInfo, VehicleLoanSigning } from '../../../api/v2/vehicle-loans';

/** The read-only loan block of the vehicleLoanSignature form (schemas/vehicleLoanSignature.json). */
export type VehicleInfoForm = Omit<VehicleLoanInfo, 'createdAt'>;

/** What the vehicleLoanSignature form starts from: the loan to check; the signature is drawn on the page. */
export type VehicleFormStart = { vlInfo: VehicleInfoForm };

/**
 * The signer's form data from the fetched loan: the vlInfo fields the form shows (not createdAt).
 * A saved signature is not carried over: the wire takes only a freshly drawn PNG, and a signed loan
 * opens on the finish page instead of the form.
 */
export function vehicleFormOf(signing: VehicleLoanSigning): VehicleFormStart {
  const { createdAt: _createdAt, ...vlInfo } = signing.vlInfo;
  return { vlInfo };
}
