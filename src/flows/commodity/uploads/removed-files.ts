import type { Dispatch } from 'redux';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { deleteCommodityFile } from '../../../api/v2/commodity-files';
import type { ClientFile } from '../../../api/v2/types/common';
import type { ProductForm } from '../model/form-data';
import { UPLOAD_FIELDS } from '../model/upload-fields';
import { flowFileRemoved } from '../../../step-flow/slice';
import { COMMODITY } from '../commodity-flow';

function urlsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((url): url is string => typeof url === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * The stored files the member removed in this change: URLs gone from an upload field that a file
 * the store knows still carries. A file the server already replaced (same category, or 14 ⇄ 15)
 * has left the store before the field changes, so it is not deleted twice.
 */
export function removedFiles(
  previous: ProductForm,
  next: ProductForm,
  files: readonly ClientFile[],
): ClientFile[] {
  const kept = new Set(UPLOAD_FIELDS.flatMap(({ field }) => urlsOf(next[field])));
  const gone = UPLOAD_FIELDS.flatMap(({ field }) => urlsOf(previous[field])).filter((url) => !kept.has(url));
  return files.filter((file) => gone.includes(file.fileUrl));
}

/**
 * Forgets the files (flowFileRemoved) and deletes them from the draft on the server. A failed delete
 * only leaves an unused draft file behind (caseFileIds name the files the form holds), so it
 * bothers nobody with a dialog.
 */
export async function deleteRemovedFiles(files: readonly ClientFile[], dispatch: Dispatch): Promise<void> {
  for (const file of files) dispatch(flowFileRemoved(COMMODITY, file.id));
  await Promise.all(
    files.map((file) =>
      deleteCommodityFile(file.id, SKIP_GLOBAL_ERROR).catch((error: unknown) =>
        console.warn(`draft file ${file.id} was not deleted`, error),
      ),
    ),
  );
}
