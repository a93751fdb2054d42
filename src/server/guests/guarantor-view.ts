import type { ServerContext } from '../context';
import { CLIENT_FILE_SCHEMA, describeFile, type ClientFile } from '../storage/file-view';
import type { GuarantorAccess } from './guarantor-access';
import { guarantorFiles } from './guarantor-files';
import { GUARANTOR_INFO_REPLY_SCHEMA, guarantorInfoReply, type GuarantorInfoReply } from './guarantor-info';
import { maskName } from './mask-personal-data';

/** What the guarantor guest page shows: the guarantor, the guaranteed plan, and the uploads. */
export interface GuestGuarantorView {
  guarantorInfo: GuarantorInfoReply;
  caseNo: string;
  /** The applicant's name masked (王○明): the guarantor knows who, a forwarded link shows little. */
  applicantName: string;
  productName: string;
  amount: number;
  installment: number;
  monthlyPayment: number;
  /** 'pending' until the guarantor sends the info, then 'sent'. */
  status: string;
  sentAt: string | null;
  files: ClientFile[];
}

/** Builds the guest page's reply (GET /guests/guarantor/{id}). */
export async function guestGuarantorView(
  ctx: ServerContext,
  { guarantor, caseRow }: GuarantorAccess,
): Promise<GuestGuarantorView> {
  const applicant = JSON.parse(caseRow.applicant_json) as { name?: string };
  return {
    guarantorInfo: guarantorInfoReply(guarantor, { maskIdNumber: true }),
    caseNo: caseRow.case_no,
    applicantName: maskName(applicant.name ?? ''),
    productName: caseRow.product_name,
    amount: caseRow.amount,
    installment: caseRow.installment,
    monthlyPayment: caseRow.monthly_payment,
    status: guarantor.status,
    sentAt: guarantor.sent_at,
    files: (await guarantorFiles(ctx, guarantor.id)).map((file) => describeFile(ctx, file)),
  };
}

/** The JSON Schema of GuestGuarantorView. */
export const GUEST_GUARANTOR_VIEW_SCHEMA = {
  type: 'object',
  properties: {
    guarantorInfo: GUARANTOR_INFO_REPLY_SCHEMA,
    caseNo: { type: 'string' },
    applicantName: { type: 'string' },
    productName: { type: 'string' },
    amount: { type: 'integer' },
    installment: { type: 'integer' },
    monthlyPayment: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'sent'] },
    sentAt: { type: ['string', 'null'] },
    files: { type: 'array', items: CLIENT_FILE_SCHEMA },
  },
} as const;
