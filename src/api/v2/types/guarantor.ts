import type {
  GuarantorInfo,
  GuarantorOrderDetail,
  GuestGuarantorView,
} from '../../../validation/api-replies';
import type { FormSendBody } from '../../../validation/send/send-body';

/** The guarantor info of spec §3 plus the living address (schemas/api/replies/guarantor-info.json). */
export type { GuarantorInfo };

/**
 * The guarantor's update payload, made by the guarantor form's `send` (schemas/guarantor.json): the
 * living address under its spec names, and the answers to any field added beyond it.
 */
export type GuarantorLivingAddress = FormSendBody;

/**
 * `GET /guests/guarantor/{id}`: the guarantor, the guaranteed plan, and the uploads; `GET
 * /guarantor/order/detail/{id}` (older flow): signatures, extra files, sent state and the info
 * (schemas/api/replies/guest-guarantor-view.json, guarantor-order-detail.json).
 */
export type { GuarantorOrderDetail, GuestGuarantorView };
