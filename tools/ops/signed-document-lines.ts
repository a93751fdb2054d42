import type { Selectable } from 'kysely';
import type { ServerContext } from '../../src/server/context';
import type { SignedDocumentTable } from '../../src/server/db/schema';
import { signedDocumentsOf } from '../../src/server/signed-documents/verify-signed-documents';

/** One signed document as `ops show` and `ops verify` print it. */
export function signedDocumentLine(document: Selectable<SignedDocumentTable>): string {
  return `  #${document.id}  ${document.signed_at}  ${document.contract_id} ${document.contract_version}  ${document.signer_role} ${document.signer_name}  ${document.size} B  sha256 ${document.sha256}`;
}

/** `ops show`'s section of signed contract documents (PDFs) with their hashes. */
export async function signedDocumentLines(ctx: Pick<ServerContext, 'db'>, caseId: number): Promise<string[]> {
  const documents = await signedDocumentsOf(ctx, caseId);
  return [`signed documents (${documents.length}):`, ...documents.map(signedDocumentLine)];
}
