import type { ContractDocument } from '../../contracts/contract-document';
import { CONTRACTS_SIGNED_BY, contractText } from '../../contracts/contract-texts';
import { renderContract } from '../../contracts/render-contract';
import type { ServerContext } from '../context';
import { maskIdNumber, maskName } from '../guests/mask-personal-data';
import { caseContractFigures } from './case-contract-figures';
import type { Signing } from './record-signed-documents';

/**
 * The contracts a signer is about to agree to or sign, each the current version filled with the
 * case's figures as of now: what their page shows, and what the PDF will hold once they send
 * (a guarantor's page masks the applicant's name and the ID number, as the rest of it does).
 */
export async function contractTextsFor(
  ctx: ServerContext,
  signing: Omit<Signing, 'signedAt'>,
): Promise<ContractDocument[]> {
  const caseRow = await ctx.db
    .selectFrom('cases')
    .selectAll()
    .where('id', '=', signing.caseId)
    .executeTakeFirstOrThrow();
  const figures = await caseContractFigures(ctx, caseRow, ctx.clock().toISOString(), signing);
  if (signing.signer === 'guarantor') {
    // A guest link may be forwarded: the page masks the applicant's name and the ID number, and
    // so does the text shown over it (the signed PDF, reached only by its signer, holds them whole).
    figures.applicantName = maskName(figures.applicantName);
    figures.guarantorIdNo = figures.guarantorIdNo && maskIdNumber(figures.guarantorIdNo);
  }
  return CONTRACTS_SIGNED_BY[signing.signer].map((id) => renderContract(contractText(id), figures));
}
