import type { AxiosRequestConfig } from 'axios';
import type { UploadProgressCallback } from '../../api/upload-progress';
import { OLDER_IDENTITY_DOCUMENTS, uploadOlderImage } from '../../api/v2/older-images';
import type { ClientFile } from '../../api/v2/types/common';
import type { FileCategory } from '../../forms/form-context';

/**
 * The document step's file categories (uischemas/orderDocuments.json names them by code in
 * `ui:options.fileCategory`): the member's identity documents of spec §3, one file each.
 */
export const ORDER_DOCUMENT_CATEGORIES: Record<string, FileCategory> = Object.fromEntries(
  Object.entries(OLDER_IDENTITY_DOCUMENTS).map(([code, name]) => [code, { id: code, name, maxOnApply: 1 }]),
);

/**
 * Files an identity document (`POST /images/{code}?docType=`; they belong to the member, so no
 * case number) and answers it as the uploader knows stored files. The older API answers only the
 * link; the rest is what was sent (it keeps no id to show).
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
    name: file instanceof File ? file.name : `${OLDER_IDENTITY_DOCUMENTS[code] ?? code}.jpg`,
    contentType: file.type,
    size: file.size,
    fileUrl: link,
    thumbnailUrl: link,
  };
}
