import type { AxiosRequestConfig } from 'axios';
import type { UploadProgressCallback } from '../../api/upload-progress';
import { OLDER_IDENTITY_DOCUMENTS, uploadOlderImage } from '../../api/v2/older-images';
import type { ClientFile } from '../../api/v2/types/common';
import type { FileCategory } from '../../forms/form-context';

/** The order image code of the order's own files (spec §3: 8), and how many an order may hold. */
export const ORDER_FILES = { id: '8', name: '訂單文件', maxOnApply: 10 } as const satisfies FileCategory;

/**
 * The document step's file categories (uischemas/orderDocuments.json names them by code in
 * `ui:options.fileCategory`): the member's identity documents of spec §3, one file each, and the
 * order's own files (8), which add up.
 */
export const ORDER_DOCUMENT_CATEGORIES: Record<string, FileCategory> = {
  ...Object.fromEntries(
    Object.entries(OLDER_IDENTITY_DOCUMENTS).map(([code, name]) => [code, { id: code, name, maxOnApply: 1 }]),
  ),
  [ORDER_FILES.id]: ORDER_FILES,
};

/**
 * Files a document (`POST /images/{code}?docType=`) before the order is sent: identity documents
 * belong to the member, and order files (8) wait with the member until the send attaches them to
 * the new case (the server makes no case without the documents). Answers it as the uploader
 * knows stored files; the older API answers only the link, the rest is what was sent.
 */
export async function uploadOrderDocument(
  code: string,
  file: Blob,
  onProgress: UploadProgressCallback,
  config: AxiosRequestConfig,
): Promise<ClientFile> {
  const link = await uploadOlderImage(code, file, { onProgress }, config);
  return {
    id: 0,
    fileCategoryId: code,
    name: file instanceof File ? file.name : `${ORDER_DOCUMENT_CATEGORIES[code]?.name ?? code}.jpg`,
    contentType: file.type,
    size: file.size,
    fileUrl: link,
    thumbnailUrl: link,
  };
}
