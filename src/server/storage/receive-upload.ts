import type { FastifyRequest } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import type { FileTable } from '../db/schema';
import type { SniffedType } from './sniff-content-type';

/** A multipart upload: its form fields (those sent before the file) and the file's name. */
export interface UploadForm {
  fields: Record<string, string>;
  fileName: string;
}

/** Who owns a stored file (decides who may see it) and its category. */
export type FileOwner = Pick<Insertable<FileTable>, 'category'> &
  Partial<Pick<FileTable, 'member_id' | 'draft_token_hash' | 'case_id' | 'guarantor_id' | 'vehicle_loan_id'>>;

/**
 * Receives the one file of a multipart request and stores it, once `decide` has accepted the
 * form fields sent before it (e.g. the category); `decide` throws to refuse, and then nothing
 * is written. Content is sniffed (415), size limited (413). Returns the new `files` row.
 */
export async function receiveUpload(
  request: FastifyRequest,
  ctx: ServerContext,
  accept: readonly SniffedType[],
  decide: (form: UploadForm) => Promise<FileOwner> | FileOwner,
): Promise<Selectable<FileTable>> {
  if (!request.isMultipart()) throw new ApiError(415, '415', '請以 multipart/form-data 上傳檔案');
  const part = await request.file();
  if (!part) throw new ApiError(422, '422', '請上傳檔案');
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field') fields[name] = String(value.value);
  }
  const fileName = (part.filename || 'upload').slice(0, 200);
  let owner: FileOwner;
  try {
    owner = await decide({ fields, fileName });
  } catch (error) {
    part.file.resume(); // drain the refused file so the reply can go out
    throw error;
  }
  const stored = await ctx.files.save(part.file, accept);
  let row: Selectable<FileTable>;
  try {
    row = await ctx.db
      .insertInto('files')
      .values({
        member_id: null,
        draft_token_hash: null,
        case_id: null,
        guarantor_id: null,
        vehicle_loan_id: null,
        ...owner,
        storage_key: stored.storageKey,
        thumbnail_key: stored.thumbnailKey,
        content_type: stored.contentType,
        original_name: fileName,
        size: stored.size,
        created_at: ctx.clock().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await ctx.files.remove(stored.storageKey);
    await ctx.files.remove(stored.thumbnailKey);
    throw error;
  }
  ctx.metrics?.countUpload(stored.contentType, stored.size);
  return row;
}

/** Deletes file rows and their bytes (replaced uploads, emptied drafts). */
export async function deleteFiles(
  ctx: ServerContext,
  files: readonly Selectable<FileTable>[],
): Promise<void> {
  if (files.length === 0) return;
  await ctx.db
    .deleteFrom('files')
    .where(
      'id',
      'in',
      files.map((f) => f.id),
    )
    .execute();
  for (const file of files) {
    await ctx.files.remove(file.storage_key);
    await ctx.files.remove(file.thumbnail_key);
  }
}
