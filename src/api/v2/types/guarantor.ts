import type {
  GuarantorInfo,
  GuarantorOrderDetail,
  GuestGuarantorView,
} from '../../../validation/api-replies';

/** The guarantor info of spec §3 plus the living address (schemas/api/replies/guarantor-info.json). */
export type { GuarantorInfo };

/** The guarantor's update payload (schemas/api/guarantor-living-address.json; the district must lie in the city). */
export interface GuarantorLivingAddress {
  /** One of the 22 cities and counties, e.g. 臺北市. */
  guarLivingCity: string;
  guarLivingDistrict: string;
  guarLivingAddr: string;
}

/**
 * `GET /guests/guarantor/{id}`: the guarantor, the guaranteed plan, and the uploads; `GET
 * /guarantor/order/detail/{id}` (older flow): signatures, extra files, sent state and the info
 * (schemas/api/replies/guest-guarantor-view.json, guarantor-order-detail.json).
 */
export type { GuarantorOrderDetail, GuestGuarantorView };
