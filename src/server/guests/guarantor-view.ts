import type { GuestGuarantorView } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import { describeFile } from '../storage/file-view';
import type { GuarantorAccess } from './guarantor-access';
import { keptFormAnswers } from '../forms/form-answers-store';
import { guarantorFiles } from './guarantor-files';
import { guarantorInfoReply } from './guarantor-info';
import { maskName } from './mask-personal-data';
import { guarantorAnswersSubject } from './guarantor-sending';

/** What the guarantor guest page shows (schemas/api/replies/guest-guarantor-view.json). */
export type { GuestGuarantorView };

/** Builds the guest page's reply (GET /guests/guarantor/{id}). */
export async function guestGuarantorView(
  ctx: ServerContext,
  { guarantor, caseRow }: GuarantorAccess,
): Promise<GuestGuarantorView> {
  const applicant = JSON.parse(caseRow.applicant_json) as { name?: string };
  const answers = await keptFormAnswers(ctx, 'guarantor', guarantorAnswersSubject(guarantor.id));
  return {
    guarantorInfo: guarantorInfoReply(guarantor),
    caseNo: caseRow.case_no,
    applicantName: maskName(applicant.name ?? ''),
    productName: caseRow.product_name,
    amount: caseRow.amount,
    installment: caseRow.installment,
    monthlyPayment: caseRow.monthly_payment,
    serviceFee: caseRow.service_fee,
    status: guarantor.status as GuestGuarantorView['status'],
    sentAt: guarantor.sent_at,
    files: (await guarantorFiles(ctx, guarantor.id)).map((file) => describeFile(ctx, file)),
    ...(answers ? { answers } : {}),
  };
}
