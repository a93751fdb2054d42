import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import type { FileTable, GuarantorTable } from '../db/schema';
import { deleteFiles, receiveUpload, type UploadForm } from '../storage/receive-upload';
import { IMAGE_TYPES } from '../storage/sniff-content-type';
import { assertGuarantorOpen } from './guarantor-access';

/** The file categories a guarantor uploads (spec §3): signatures, extra files, selfie. */
export const GUARANTOR_CATEGORIES = {
  contractSignature: '18',
  promissoryNoteSignature: '19',
  extraFiles: '13',
  selfie: '20',
} as const;

/** Every category a guarantor may upload. */
export const GUARANTOR_CATEGORY_IDS: readonly string[] = Object.values(GUARANTOR_CATEGORIES);

/** A guarantor's files, oldest first. */
export function guarantorFiles(ctx: ServerContext, guarantorId: number): Promise<Selectable<FileTable>[]> {
  return ctx.db
    .selectFrom('files')
    .selectAll()
    .where('guarantor_id', '=', guarantorId)
    .orderBy('id')
    .execute();
}

/** How many files of a category one may keep (file_categories.max_on_apply; 1 = the upload replaces). */
async function maxFilesOf(ctx: ServerContext, category: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('file_categories')
    .select('max_on_apply')
    .where('id', '=', Number(category))
    .executeTakeFirst();
  return row?.max_on_apply ?? 1;
}

/**
 * Receives a guarantor's upload (both flows): `categoryOf` reads the category from the form
 * (throwing 3012 for a wrong one) before any byte is stored. A single-file category replaces
 * the earlier file; extra files (13) are added up to the category's limit (400-10). Refused
 * once the guarantor has sent the info (3041).
 */
export async function receiveGuarantorFile(
  request: FastifyRequest,
  ctx: ServerContext,
  guarantor: Selectable<GuarantorTable>,
  categoryOf: (form: UploadForm) => string,
): Promise<Selectable<FileTable>> {
  let max = 1;
  const stored = await receiveUpload(request, ctx, IMAGE_TYPES, async (form) => {
    assertGuarantorOpen(guarantor);
    const category = categoryOf(form);
    if (!GUARANTOR_CATEGORY_IDS.includes(category)) throw API_ERRORS.wrongCategory();
    max = await maxFilesOf(ctx, category);
    if (max > 1) {
      const kept = (await guarantorFiles(ctx, guarantor.id)).filter((f) => f.category === category);
      if (kept.length >= max) throw API_ERRORS.tooManyFiles(max);
    }
    return { category, guarantor_id: guarantor.id };
  });
  if (max === 1) {
    const earlier = (await guarantorFiles(ctx, guarantor.id)).filter(
      (f) => f.category === stored.category && f.id !== stored.id,
    );
    await deleteFiles(ctx, earlier);
  }
  return stored;
}
