import { queuedIdOf } from '../../../api/offline/queue/queue-item';
import type { ClientFile } from '../../../api/v2/types/common';
import {
  COMPUTER_IMAGE_CATEGORY,
  EXTRA_FILES_CATEGORY,
  PHONE_IMAGE_CATEGORY,
} from '../../../domain/file-categories';
import type { ProductForm } from './form-data';
import { UPLOAD_FIELDS, uploadsFromFiles } from './upload-fields';

/** A phone's IMEI picture and a computer's serial-number picture: one removes the other (spec §4). */
const EXCLUSIVE_CATEGORIES: Record<string, string> = {
  [PHONE_IMAGE_CATEGORY]: String(COMPUTER_IMAGE_CATEGORY),
  [COMPUTER_IMAGE_CATEGORY]: String(PHONE_IMAGE_CATEGORY),
};

/** The files after storing `file`: same category replaced (13 and multi-file categories append), 14 ⇄ 15. */
export function withStoredFile(
  files: readonly ClientFile[],
  file: ClientFile,
  multiple: boolean,
): ClientFile[] {
  const category = file.fileCategoryId;
  const excluded = EXCLUSIVE_CATEGORIES[category];
  // Extra files are the only category whose uploads append instead of replacing (spec §4).
  const appends = multiple || category === String(EXTRA_FILES_CATEGORY);
  const kept = files.filter(
    (f) => f.id !== file.id && f.fileCategoryId !== excluded && (appends || f.fileCategoryId !== category),
  );
  return [...kept, file];
}

/**
 * The product form with its upload fields taken from the server's files (fresh signed links);
 * files still in the offline queue (their stand-ins) stay: newer than the server's.
 */
export function withServerUploads(product: ProductForm, files: readonly ClientFile[]): ProductForm {
  const byCategory: Record<string, ClientFile[]> = {};
  for (const file of files) (byCategory[file.fileCategoryId] ??= []).push(file);
  const kept: ProductForm = { ...product };
  for (const { field } of UPLOAD_FIELDS) delete kept[field];
  const fromServer = uploadsFromFiles(byCategory);
  for (const { field, multiple } of UPLOAD_FIELDS) {
    const value = product[field];
    const queued = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string => queuedIdOf(v) !== null,
    );
    if (queued.length === 0) continue;
    const server = fromServer[field];
    fromServer[field] = multiple ? [...(Array.isArray(server) ? server : []), ...queued] : queued[0];
  }
  return { ...kept, ...fromServer };
}
