import type { AxiosRequestConfig } from 'axios';
import { withUploadProgress, type UploadProgressCallback } from '../upload-progress';
import { expectStatus, v2Client } from './client';
import { uploadForm } from './multipart';
import type { ClientFile } from './types/common';
import type { GuarantorLivingAddress, GuestGuarantorView } from './types/guarantor';

/*
 * The guarantor guest flow (spec §7): no login. `id` is the guarantor's secret sign path, or the
 * guarantor id together with `idCardNo` (the guarantor's ID number). Anything else is 404 014.404.
 */

/** `?idCardNo=` when the guarantor is addressed by id plus ID number. */
function guestParams(idCardNo: string | undefined): AxiosRequestConfig {
  return idCardNo === undefined ? {} : { params: { idCardNo } };
}

const guarantorPath = (id: string) => `/guests/guarantor/${encodeURIComponent(id)}`;

/** `GET /guests/guarantor/{id}` (200 expected): the guarantor page's data. */
export async function fetchGuestGuarantor(
  id: string,
  idCardNo?: string,
  config: AxiosRequestConfig = {},
): Promise<GuestGuarantorView> {
  const { data } = await v2Client.get<GuestGuarantorView>(guarantorPath(id), {
    ...expectStatus(200, config),
    ...guestParams(idCardNo),
  });
  return data;
}

/** `PATCH /guests/guarantor/{id}` (204 expected): saves the living address before sending. */
export async function saveGuarantorLivingAddress(
  id: string,
  address: GuarantorLivingAddress,
  idCardNo?: string,
  config: AxiosRequestConfig = {},
): Promise<void> {
  await v2Client.patch(guarantorPath(id), address, {
    ...expectStatus(204, config),
    ...guestParams(idCardNo),
  });
}

/** `POST /guests/guarantor/{id}` (204 expected): sends the info (address and both signatures needed, else 422 3042). */
export async function sendGuestGuarantor(
  id: string,
  idCardNo?: string,
  config: AxiosRequestConfig = {},
): Promise<void> {
  await v2Client.post(guarantorPath(id), undefined, {
    ...expectStatus(204, config),
    ...guestParams(idCardNo),
  });
}

/**
 * `POST /guests/guarantor/{id}/files` (multipart `fileCategoryId` then the file, 201 expected):
 * 18 contract signature, 19 promissory-note signature, 13 extra files, 20 selfie.
 */
export async function uploadGuestGuarantorFile(
  id: string,
  fileCategoryId: number | string,
  file: Blob,
  { idCardNo, onProgress }: { idCardNo?: string; onProgress?: UploadProgressCallback } = {},
  config: AxiosRequestConfig = {},
): Promise<ClientFile> {
  const { data } = await v2Client.post<ClientFile>(
    `${guarantorPath(id)}/files`,
    uploadForm(file, { fileCategoryId }),
    withUploadProgress(onProgress, { ...expectStatus(201, config), ...guestParams(idCardNo) }),
  );
  return data;
}
