import { MAX_RECEIPTS } from '../../domain/receipts';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import type { CaseTable } from '../db/schema';
import { describeFile, type ClientFile } from '../storage/file-view';
import { receiveUpload } from '../storage/receive-upload';
import { RECEIPT_TYPES } from '../storage/sniff-content-type';
import { assertTakesReceipts } from './case-upload-rules';

/** File category of payment receipts (spec §3: 21). */
export const RECEIPT_CATEGORY = '21';

/** The payment receipts of a case, oldest first, with signed links. */
export async function listReceipts(ctx: ServerContext, caseId: number): Promise<ClientFile[]> {
  const files = await ctx.db
    .selectFrom('files')
    .selectAll()
    .where('case_id', '=', caseId)
    .where('category', '=', RECEIPT_CATEGORY)
    .orderBy('id')
    .execute();
  return files.map((file) => describeFile(ctx, file));
}

/**
 * Stores one uploaded receipt (image or PDF) of an approved case: 404 016.404 before approval,
 * 400-10 once the case holds 60, 413/415 from the store.
 */
export async function uploadReceipt(
  request: FastifyRequest,
  ctx: ServerContext,
  caseRow: Selectable<CaseTable>,
): Promise<ClientFile> {
  assertTakesReceipts(caseRow);
  const file = await receiveUpload(request, ctx, RECEIPT_TYPES, async () => {
    const held = await ctx.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('case_id', '=', caseRow.id)
      .where('category', '=', RECEIPT_CATEGORY)
      .executeTakeFirstOrThrow();
    if (Number(held.count) >= MAX_RECEIPTS) throw API_ERRORS.tooManyFiles(MAX_RECEIPTS);
    return { category: RECEIPT_CATEGORY, case_id: caseRow.id };
  });
  return describeFile(ctx, file);
}
