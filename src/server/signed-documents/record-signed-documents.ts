import type { Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import sharp from 'sharp';
import { contractLines } from '../../contracts/contract-plain-text';
import type { ContractSigner } from '../../contracts/contract-text';
import { CONTRACTS_SIGNED_BY, contractText } from '../../contracts/contract-texts';
import { renderContract } from '../../contracts/render-contract';
import type { ServerContext } from '../context';
import type { FileTable } from '../db/schema';
import { caseContractFigures, type OtherParty } from './case-contract-figures';
import { contentSha256, sha256, textSha256 } from './content-digest';
import { renderSignedPdf } from './render-signed-pdf';
import { signerAnswerLines } from './signer-answers';

/** How a signer is named in the record block. */
export const SIGNER_ROLE_TEXT: Record<ContractSigner, string> = {
  applicant: '申請人',
  guarantor: '保證人',
  vehicleSigner: '車貸簽署人',
};

/** Whose signing to record: the case, the signer, and the guarantor or vehicle loan when a guest signed. */
export interface Signing extends OtherParty {
  caseId: number;
  signer: ContractSigner;
  signedAt: string;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The signature files of this signer, newest per category. */
async function signatureFiles(
  ctx: ServerContext,
  signing: Signing,
): Promise<Map<string, Selectable<FileTable>>> {
  let query = ctx.db.selectFrom('files').selectAll();
  if (signing.guarantor) query = query.where('guarantor_id', '=', signing.guarantor.id);
  else if (signing.vehicleLoan) query = query.where('vehicle_loan_id', '=', signing.vehicleLoan.id);
  else query = query.where('case_id', '=', signing.caseId);
  const rows = await query.orderBy('id').execute();
  return new Map(rows.map((row) => [row.category, row]));
}

/** A signature image pdfkit can draw (PNG or JPEG); another stored type is converted to PNG. */
async function drawable(file: Selectable<FileTable>, bytes: Buffer): Promise<Buffer> {
  if (file.content_type === 'image/png' || file.content_type === 'image/jpeg') return bytes;
  return sharp(bytes).png().toBuffer();
}

/**
 * Renders each contract the signer signed to a PDF and keeps it with the case (blob + a
 * signed_documents row with the PDF's SHA-256). A contract whose signature is already recorded
 * (same signature file) is not rendered again, so a retried send adds nothing; a contract whose
 * signature is missing is skipped. Returns how many documents were added.
 */
export async function recordSignedDocuments(ctx: ServerContext, signing: Signing): Promise<number> {
  const caseRow = await ctx.db
    .selectFrom('cases')
    .selectAll()
    .where('id', '=', signing.caseId)
    .executeTakeFirstOrThrow();
  const figures = await caseContractFigures(ctx, caseRow, signing.signedAt, signing);
  const signatures = await signatureFiles(ctx, signing);
  const answers = (await signerAnswerLines(ctx, signing)).map(({ label, value }) => ({ label, value }));
  const recorded = await ctx.db
    .selectFrom('signed_documents')
    .select(['contract_id', 'signature_file_id'])
    .where('case_id', '=', signing.caseId)
    .execute();
  let added = 0;
  for (const id of CONTRACTS_SIGNED_BY[signing.signer]) {
    const text = contractText(id);
    const file = signatures.get(text.signatureCategory);
    if (!file) continue;
    if (recorded.some((row) => row.contract_id === id && row.signature_file_id === file.id)) continue;
    const stream = await ctx.files.read(file.storage_key);
    if (!stream) throw new Error(`signature file ${file.id} of case ${caseRow.case_no} has no blob`);
    const signature = await drawable(file, await bytesOf(stream));
    const document = renderContract(text, figures);
    const signerName = signing.signer === 'guarantor' ? (figures.guarantorName ?? '') : figures.applicantName;
    const pdf = await renderSignedPdf(document, figures, {
      caseNo: caseRow.case_no,
      signerRole: SIGNER_ROLE_TEXT[signing.signer],
      signerName,
      signedAt: signing.signedAt,
      signature,
      answers,
      contentSha256: contentSha256(contractLines(document), figures, signature, answers),
    });
    const stored = await ctx.files.saveGenerated(pdf, 'application/pdf');
    await ctx.db
      .insertInto('signed_documents')
      .values({
        case_id: caseRow.id,
        contract_id: id,
        contract_version: text.version,
        text_sha256: textSha256(text),
        signer_role: signing.signer,
        signer_name: signerName,
        guarantor_id: signing.guarantor?.id ?? null,
        vehicle_loan_id: signing.vehicleLoan?.id ?? null,
        signature_file_id: file.id,
        figures_json: JSON.stringify(figures),
        signed_at: signing.signedAt,
        storage_key: stored.storageKey,
        size: stored.size,
        sha256: sha256(pdf),
        created_at: ctx.clock().toISOString(),
      })
      .execute();
    added += 1;
  }
  return added;
}
