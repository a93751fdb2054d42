import type { CaseFileIds, ProductName } from '../../../api/v2/types/commodity';
import { COMPUTER_IMAGE_CATEGORY, PHONE_IMAGE_CATEGORY } from '../../../domain/file-categories';
import type { ProductForm } from './form-data';
import { PHONE } from './product-options';
import { UPLOAD_FIELDS } from './upload-fields';

/** An uploaded file as the upload reply or a category's clientFiles give it. */
export interface UploadedFileRef {
  id: number | string;
  fileUrl: string;
}

/** An original file id: a server id, a preview's data URL, a list of them, or nothing. */
export type OriginalFileId = number | string | null | undefined | readonly (number | string)[];

/** A server file id (a positive integer, or its digits), else undefined. */
function serverId(id: unknown): number | undefined {
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The product picture category that does not fit the product, cleared on sending (spec §4). */
export function unmatchedProductImageCategory(productName: ProductName | undefined): number | undefined {
  if (!productName) return undefined;
  return productName === PHONE ? COMPUTER_IMAGE_CATEGORY : PHONE_IMAGE_CATEGORY;
}

/**
 * The caseFileIds of the application (spec §4): only original ids that are numeric, or arrays
 * (of the numeric ids in them; an array left empty is dropped), in category order; the product
 * picture category that does not match the product (14 phone / 15 computer) is dropped.
 */
export function toCaseFileIds(
  idsByCategory: Readonly<Record<string, OriginalFileId>>,
  productName: ProductName | undefined,
): CaseFileIds {
  const dropped = String(unmatchedProductImageCategory(productName));
  const ids: CaseFileIds = [];
  for (const [categoryId, original] of Object.entries(idsByCategory)) {
    if (categoryId === dropped) continue;
    if (Array.isArray(original)) {
      const list = original.map(serverId).filter((id): id is number => id !== undefined);
      if (list.length > 0) ids.push(list);
    } else {
      const id = serverId(original);
      if (id !== undefined) ids.push(id);
    }
  }
  return ids;
}

/**
 * The original file id of each upload field's category, found by the field's file URLs among the
 * uploads the page knows (upload replies, draft files): one id for a single field, a list for a
 * multi-file field. A URL no upload matches keeps the URL as its id, which toCaseFileIds drops.
 */
export function fileIdsByCategory(
  product: ProductForm,
  uploads: readonly UploadedFileRef[],
): Record<string, OriginalFileId> {
  const idOf = (url: string) => uploads.find((upload) => upload.fileUrl === url)?.id ?? url;
  const ids: Record<string, OriginalFileId> = {};
  for (const { field, categoryId } of UPLOAD_FIELDS) {
    const value = product[field];
    if (Array.isArray(value)) ids[categoryId] = value.map(idOf);
    else if (typeof value === 'string' && value !== '') ids[categoryId] = idOf(value);
  }
  return ids;
}
