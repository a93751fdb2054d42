import type { AxiosRequestConfig } from 'axios';
import { withUploadProgress, type UploadProgressCallback } from '../upload-progress';
import { expectStatus, v2Client, withQueryToken } from './client';
import { uploadForm } from './multipart';
import type { ImageLink } from '../../validation/api-replies';

/**
 * The older flow's document codes (spec §3): identity documents of the member ('1_1' ID front,
 * '1_2' back, '3' selfie with ID, '4_1'/'4_2' student card, '5_x' military, '6_x' police/fire,
 * '17_x' medical) and order images of a case ('7' declaration, '8' order files, '9' promise note,
 * '10' contract, '16' payment receipt, '19_1' selfie).
 */
export type OlderDocType = string;

export { OLDER_IDENTITY_DOCUMENTS } from '../../validation/older-document-codes';

/** Options of an older upload: the case an order image belongs to, and the progress callback. */
export interface OlderImageOptions {
  /**
   * Required for a case's images (7, 9, 10, 16); absent for the member's identity documents and
   * for order files (8) filed before the send, which attaches them to the new case.
   */
  appCaseNo?: string;
  onProgress?: UploadProgressCallback;
}

/**
 * `POST /images/{doc_type}` (access_token, multipart field `data`, 200 expected): files a
 * document; a category replaces its earlier file, order files (8) and receipts (16) add up.
 * The query carries `appCaseNo` for an order image, else `docType` (spec §7). Answers the link.
 */
export async function uploadOlderImage(
  docType: OlderDocType,
  file: Blob,
  { appCaseNo, onProgress }: OlderImageOptions = {},
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.post<ImageLink>(
    `/images/${encodeURIComponent(docType)}`,
    uploadForm(file, {}, 'data'),
    withUploadProgress(onProgress, {
      ...expectStatus(200, config),
      ...withQueryToken(appCaseNo === undefined ? { docType } : { appCaseNo }),
    }),
  );
  return data.link;
}
