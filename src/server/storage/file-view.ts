import type { Selectable } from 'kysely';
import type { ClientFile } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import type { FileTable } from '../db/schema';

/** A stored file as replies show it (spec §3 clientFiles). Links are signed for an hour. */
export type { ClientFile };

/** Describes a file for someone who may see it; the thumbnail falls back to the file itself. */
export function describeFile(ctx: ServerContext, file: Selectable<FileTable>): ClientFile {
  const now = ctx.clock();
  const fileUrl = ctx.fileUrls.link(file.id, 'file', now);
  return {
    id: file.id,
    fileCategoryId: file.category,
    name: file.original_name,
    contentType: file.content_type,
    size: file.size,
    fileUrl,
    thumbnailUrl: file.thumbnail_key ? ctx.fileUrls.link(file.id, 'thumbnail', now) : fileUrl,
  };
}
