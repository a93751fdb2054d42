import type { FastifyRequest } from 'fastify';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import {
  APPENDED_CATEGORY_LIMITS,
  CASE_DOCUMENT_TYPES,
  categoryOfDocumentType,
  OLDER_DOCUMENT_TYPES,
  RECEIPT_DOCUMENT_TYPE,
  SIGNING_DOCUMENT_TYPES,
} from '../guests/older-document-types';
import { describeFile } from '../storage/file-view';
import { deleteFiles, receiveUpload } from '../storage/receive-upload';
import { IMAGE_TYPES, RECEIPT_TYPES } from '../storage/sniff-content-type';
import { uploadReceipt } from './case-receipts';
import { assertMaySign } from './case-upload-rules';
import { findMemberCase } from './member-case';

/** What `POST /images/{doc_type}` names: the code (path), its echo (`docType`) and the case (`appCaseNo`). */
export interface OlderImageRequest {
  docType: string;
  echoed?: string;
  appCaseNo?: string;
}

/**
 * Files one older-flow image under the rules the newer routes keep: an unknown code, or a
 * `docType` that disagrees, is 3012; a case's image names a case of the member (014.404
 * otherwise); signatures (9, 10) and the 對保 selfie go only to a case that may be signed now
 * (2015), receipts (16) only to an approved one (016.404, the newer receipt upload itself). A
 * code replaces its earlier file; order files (8) add up to 10, on the case or, before it exists,
 * with the member, for the application to take along. Answers the file's signed link.
 */
export async function receiveOlderImage(
  request: FastifyRequest,
  ctx: ServerContext,
  memberId: number,
  { docType, echoed, appCaseNo }: OlderImageRequest,
): Promise<string> {
  if (!(docType in OLDER_DOCUMENT_TYPES) || (echoed !== undefined && echoed !== docType))
    throw API_ERRORS.wrongCategory();
  if (CASE_DOCUMENT_TYPES.has(docType) && appCaseNo === undefined) throw API_ERRORS.orderImageNeedsCase();
  const caseRow = appCaseNo ? await findMemberCase(ctx.db, memberId, { caseNo: appCaseNo }) : null;
  if (caseRow && docType === RECEIPT_DOCUMENT_TYPE) {
    return (await uploadReceipt(request, ctx, caseRow)).fileUrl;
  }
  if (caseRow && SIGNING_DOCUMENT_TYPES.has(docType)) assertMaySign(caseRow);
  const category = categoryOfDocumentType(docType);
  const earlierFiles = () => {
    const query = ctx.db.selectFrom('files').selectAll().where('category', '=', category);
    return (
      caseRow === null
        ? query.where('member_id', '=', memberId).where('case_id', 'is', null)
        : query.where('case_id', '=', caseRow.id)
    ).execute();
  };
  const limit = APPENDED_CATEGORY_LIMITS[category];
  const file = await receiveUpload(request, ctx, category === '8' ? RECEIPT_TYPES : IMAGE_TYPES, async () => {
    if (limit !== undefined && (await earlierFiles()).length >= limit) throw API_ERRORS.tooManyFiles(limit);
    return { category, member_id: memberId, case_id: caseRow?.id ?? null };
  });
  if (limit === undefined)
    await deleteFiles(
      ctx,
      (await earlierFiles()).filter((f) => f.id !== file.id),
    );
  return describeFile(ctx, file).fileUrl;
}
