import type { Selectable } from 'kysely';
import { isContractId, contractText } from '../../contracts/contract-texts';
import type { SignedDocuments } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import type { SignedDocumentTable } from '../db/schema';

/** One signed document as a reply lists it (schemas/api/replies/signed-documents.json). */
export type SignedDocumentView = SignedDocuments['documents'][number];

/** A signed document for a reply, with a signed link to its PDF (an hour). */
export function signedDocumentView(
  ctx: Pick<ServerContext, 'fileUrls' | 'clock'>,
  row: Selectable<SignedDocumentTable>,
): SignedDocumentView {
  const title = isContractId(row.contract_id) ? contractText(row.contract_id).title : row.contract_id;
  return {
    id: row.id,
    contractId: row.contract_id,
    title,
    version: `${title} ${row.contract_version} 版`,
    signerRole: row.signer_role as SignedDocumentView['signerRole'],
    signerName: row.signer_name,
    signedAt: row.signed_at,
    sha256: row.sha256,
    size: row.size,
    fileUrl: ctx.fileUrls.link(row.id, 'signed-document', ctx.clock()),
  };
}
