import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import type { Database, FileTable } from '../db/schema';
import { describeFile, type ClientFile } from '../storage/file-view';
import { deleteFiles, receiveUpload } from '../storage/receive-upload';
import { RECEIPT_TYPES } from '../storage/sniff-content-type';
import { ownsDraftFile, type DraftOwner } from './draft-owner';
import { acceptedTypesOf, applyCategories, exclusiveCategoryOf, type ApplyCategory } from './file-categories';

/** The owner's commodity-draft uploads, oldest first. */
export async function listDraftFiles(
  db: Kysely<Database>,
  owner: DraftOwner,
): Promise<Selectable<FileTable>[]> {
  return db.selectFrom('files').selectAll().where(ownsDraftFile(owner)).orderBy('id').execute();
}

/** Files as replies show them, grouped by category id (signed links, never storage keys). */
export function groupByCategory(
  ctx: ServerContext,
  files: readonly Selectable<FileTable>[],
): Record<string, ClientFile[]> {
  const groups: Record<string, ClientFile[]> = {};
  for (const file of files) (groups[file.category] ??= []).push(describeFile(ctx, file));
  return groups;
}

function categoryOf(categories: readonly ApplyCategory[], raw: string | undefined): ApplyCategory {
  const id = raw !== undefined && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : NaN;
  const category = categories.find((c) => c.id === id);
  if (!category) throw API_ERRORS.wrongCategory();
  return category;
}

/**
 * Receives one draft upload under the rules of spec §4: the category (sent before the file) must
 * be an apply category (else 3012, nothing stored); a single-file category replaces its file, a
 * list category appends up to maxOnApply (else 400-10); a phone picture (14) clears the computer
 * picture (15) and vice versa. Replaced files go only once the new one is safely stored.
 */
export async function receiveDraftFile(
  request: FastifyRequest,
  ctx: ServerContext,
  owner: DraftOwner,
): Promise<Selectable<FileTable>> {
  const categories = await applyCategories(ctx.db);
  let replaced: Selectable<FileTable>[] = [];
  let accepted: ApplyCategory | undefined;
  // The widest set here; the category's own set is checked once the category is known.
  const stored = await receiveUpload(request, ctx, RECEIPT_TYPES, async ({ fields }) => {
    const category = categoryOf(categories, fields.fileCategoryId);
    const existing = await listDraftFiles(ctx.db, owner);
    const same = existing.filter((f) => f.category === String(category.id));
    if (category.maxOnApply > 1 && same.length >= category.maxOnApply) {
      throw API_ERRORS.tooManyFiles(category.maxOnApply);
    }
    const exclusive = String(exclusiveCategoryOf(category.id));
    replaced = [
      ...(category.maxOnApply > 1 ? [] : same),
      ...existing.filter((f) => f.category === exclusive),
    ];
    accepted = category;
    return { category: String(category.id), member_id: owner.memberId, draft_token_hash: owner.tokenHash };
  });
  try {
    const allowed: readonly string[] = accepted ? acceptedTypesOf(accepted.id) : [];
    if (!allowed.includes(stored.content_type)) {
      throw API_ERRORS.unsupportedFile();
    }
    await ctx.db.updateTable('files').set({ draft_kind: 'commodity' }).where('id', '=', stored.id).execute();
  } catch (error) {
    await deleteFiles(ctx, [stored]);
    throw error;
  }
  await deleteFiles(ctx, replaced);
  return { ...stored, draft_kind: 'commodity' };
}

/** Deletes one of the owner's draft files; someone else's (or a case's) answers 404 like a missing one. */
export async function deleteDraftFile(ctx: ServerContext, owner: DraftOwner, fileId: number): Promise<void> {
  const file = await ctx.db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', fileId)
    .where(ownsDraftFile(owner))
    .executeTakeFirst();
  if (!file) throw API_ERRORS.notFound('此檔案');
  await deleteFiles(ctx, [file]);
}
