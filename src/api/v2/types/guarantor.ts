import type { ClientFile } from './common';

/** The guarantor info of spec §3 (staff enter it; the guarantor only reads it) plus the living address. */
export interface GuarantorInfo {
  guarNo: string;
  /** Masked (A12****789) in the guest flow, whose link may be forwarded; whole in the older flow. */
  guarIdNum: string;
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  /** YYYY-MM-DD. */
  idIssueDate: string | null;
  idIssueLocation: string | null;
  /** 初發, 補發 or 換發. */
  idIssueStatus: string | null;
  /** Relation to the applicant, e.g. 父母. */
  relation: string | null;
  company: string | null;
  jobTitle: string | null;
  companyPhone: string | null;
  /** Total months. */
  seniority: number | null;
  livingPhone: string | null;
  cellPhone: string | null;
  isPayrollAccount: boolean | null;
  /** Whether the employer carries the guarantor's labor and health insurance. */
  isCompanyInsured: boolean | null;
  createdAt: string;
  guarLivingCity: string | null;
  guarLivingDistrict: string | null;
  guarLivingPostalCode: number | null;
  guarLivingAddr: string | null;
}

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
