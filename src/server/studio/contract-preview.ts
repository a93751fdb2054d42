import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { contractLines } from '../../contracts/contract-plain-text';
import { parseContractText, type ContractText } from '../../contracts/contract-text';
import { renderContract } from '../../contracts/render-contract';
import { API_ERRORS, ApiError } from '../api-error';
import { assertGuessAllowed, recordWrongGuess } from '../auth/guess-limit';
import type { ServerContext } from '../context';
import { caseContractFigures } from '../signed-documents/case-contract-figures';
import { contentSha256 } from '../signed-documents/content-digest';
import { SIGNER_ROLE_TEXT } from '../signed-documents/record-signed-documents';
import { renderSignedPdf } from '../signed-documents/render-signed-pdf';

/** The contract text files under `root/contracts/`, read from disk now (an analyst's edit shows at once). */
export function contractFilesIn(root: string): ContractText[] {
  const dir = join(root, 'contracts');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => parseContractText(name, JSON.parse(readFileSync(join(dir, name), 'utf8'))));
}

/** A grey stroke standing in for a signature: a preview is nobody's signed document. */
const previewSignature = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#fff"/><path d="M20 90 C 80 10, 140 110, 280 30" stroke="#999" stroke-width="4" fill="none" stroke-dasharray="8 6"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/**
 * The studio's preview of a contract text as it is on disk, filled with a case's figures (its
 * guarantor's or vehicle's when the text is theirs) and rendered exactly as a signed PDF, with a
 * dashed stand-in signature and the signer marked 預覽.
 */
export async function contractPreviewPdf(
  ctx: ServerContext,
  root: string,
  id: string,
  caseNo: string,
  address: string,
) {
  // Case numbers are a date and a serial: walking through them is a guess, limited like the guest doors.
  await assertGuessAllowed(ctx, { unknown: caseNo }, address);
  const caseRow = await ctx.db
    .selectFrom('cases')
    .selectAll()
    .where('case_no', '=', caseNo)
    .executeTakeFirst();
  if (!caseRow) {
    await recordWrongGuess(ctx, { unknown: caseNo }, address);
    throw API_ERRORS.caseNotFound();
  }
  const path = join(root, 'contracts', `${id}.json`);
  if (!/^[a-z][a-z0-9-]*$/.test(id) || !existsSync(path)) throw API_ERRORS.notFound('契約');
  let text: ContractText;
  try {
    text = parseContractText(`${id}.json`, JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new ApiError(422, '422', `契約檔有誤：${(error as Error).message}`);
  }
  const guarantor = await ctx.db
    .selectFrom('guarantors')
    .selectAll()
    .where('case_id', '=', caseRow.id)
    .executeTakeFirst();
  const vehicleLoan = await ctx.db
    .selectFrom('vehicle_loans')
    .selectAll()
    .where('case_id', '=', caseRow.id)
    .executeTakeFirst();
  const now = ctx.clock().toISOString();
  const figures = await caseContractFigures(ctx, caseRow, now, { guarantor, vehicleLoan });
  let document;
  try {
    document = renderContract(text, figures);
  } catch (error) {
    throw new ApiError(422, '422', `契約檔有誤：${(error as Error).message}`);
  }
  const signature = await previewSignature();
  const signerName = text.signer === 'guarantor' ? (figures.guarantorName ?? '') : figures.applicantName;
  return renderSignedPdf(document, figures, {
    caseNo: caseRow.case_no,
    signerRole: `${SIGNER_ROLE_TEXT[text.signer]}，預覽，未簽署`,
    signerName,
    signedAt: now,
    signature,
    contentSha256: contentSha256(contractLines(document), figures, signature),
  });
}
