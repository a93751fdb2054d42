import type { AxiosRequestConfig } from 'axios';
import { withUploadProgress, type UploadProgressCallback } from '../upload-progress';
import { v2Client } from './client';
import { uploadForm } from './multipart';
import type { GuarantorInfoReply, ImageLink } from '../../validation/api-replies';
import type { MessageReply } from './types/common';
import type { GuarantorInfo, GuarantorLivingAddress, GuarantorOrderDetail } from './types/guarantor';

/*
 * The older guarantor flow (spec §7): no login; addressed by the case number plus the
 * guarantor's ID number, with the older image codes 12 promise note, 13 contract, 15 extra files.
 */

/** `GET /guarantor/order/detail/{guarantor ID number}?appCaseNo=`: the guarantor's order detail. */
export async function fetchGuarantorOrderDetail(
  guarIdNum: string,
  appCaseNo: string,
  config: AxiosRequestConfig = {},
): Promise<GuarantorOrderDetail> {
  const { data } = await v2Client.get<GuarantorOrderDetail>(
    `/guarantor/order/detail/${encodeURIComponent(guarIdNum)}`,
    { ...config, params: { appCaseNo } },
  );
  return data;
}

/** `GET /guarantor/info?appCaseNo=&id=` (`id`: the guarantor's ID number): the info (`result`). */
export async function fetchOlderGuarantorInfo(
  appCaseNo: string,
  guarIdNum: string,
  config: AxiosRequestConfig = {},
): Promise<GuarantorInfo> {
  const { data } = await v2Client.get<GuarantorInfoReply>('/guarantor/info', {
    ...config,
    params: { appCaseNo, id: guarIdNum },
  });
  return data.result;
}

/** `PUT /guarantor/info?appCaseNo=&id=`: saves the living address; answers 'ok.'. */
export async function updateOlderGuarantorInfo(
  appCaseNo: string,
  guarIdNum: string,
  address: GuarantorLivingAddress,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.put<MessageReply>('/guarantor/info', address, {
    ...config,
    params: { appCaseNo, id: guarIdNum },
  });
  return data.message;
}

/** `POST /guarantor/images/{type}?appCaseNo=&id=` (multipart field `data`): answers the image's link. */
export async function uploadOlderGuarantorImage(
  type: '12' | '13' | '15',
  appCaseNo: string,
  guarIdNum: string,
  file: Blob,
  onProgress?: UploadProgressCallback,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.post<ImageLink>(
    `/guarantor/images/${type}`,
    uploadForm(file, {}, 'data'),
    withUploadProgress(onProgress, { ...config, params: { appCaseNo, id: guarIdNum } }),
  );
  return data.link;
}
