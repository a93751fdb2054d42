import type { GuarantorInfo } from '../../../validation/api-replies';
import type { ClientFile } from './common';

/** The guarantor info of spec §3 plus the living address (schemas/api/replies/guarantor-info.json). */
export type { GuarantorInfo };

/** The guarantor's update payload (schemas/api/guarantor-living-address.json; the district must lie in the city). */
export interface GuarantorLivingAddress {
  /** One of the 22 cities and counties, e.g. 臺北市. */
  guarLivingCity: string;
  guarLivingDistrict: string;
  guarLivingAddr: string;
}

/** `GET /guests/guarantor/{id}`: the guarantor, the guaranteed plan, and the uploads. */
export interface GuestGuarantorView {
  guarantorInfo: GuarantorInfo;
  caseNo: string;
  /** The applicant's name masked (王○明). */
  applicantName: string;
  productName: string;
  amount: number;
  installment: number;
  monthlyPayment: number;
  /** 'pending' until the guarantor sends the info, then 'sent' (read-only from then on, 400 3041). */
  status: 'pending' | 'sent';
  sentAt: string | null;
  files: ClientFile[];
}

/** `GET /guarantor/order/detail/{id}` (older flow): signatures, extra files, sent state and the info. */
export interface GuarantorOrderDetail {
  guarContractSign: string | null;
  guarPromiseNoteSign: string | null;
  guarantorFiles: ClientFile[];
  /** 1 once the guarantor has sent the info through either flow. */
  extGuarLinkStatus: 0 | 1;
  guarantorInfo: GuarantorInfo;
}
