import type { AxiosRequestConfig } from 'axios';
import { withUploadProgress, type UploadProgressCallback } from '../upload-progress';
import { v2Client, withQueryToken } from './client';
import { uploadForm } from './multipart';
import type {
  CaseDeclaration,
  OrderDetail,
  OrderDetailReply,
  OrderListReply,
  SupplementFileReply,
} from '../../validation/api-replies';
import type { CaseView, MessageReply } from './types/common';

/**
 * The older order detail (spec §3 Order detail and guarantor order fields): the case with signed
 * links or null for its documents (schemas/api/replies/order-detail.json); the application
 * declaration of a case (case-declaration.json).
 */
export type { CaseDeclaration, OrderDetail };

/** `GET /members/orders/list` (access_token): every case of the member, newest first. */
export async function fetchOrderList(config: AxiosRequestConfig = {}): Promise<CaseView[]> {
  const { data } = await v2Client.get<OrderListReply>('/members/orders/list', {
    ...config,
    ...withQueryToken(),
  });
  return data.result;
}

/** `GET /members/orders/detail?appCaseNo=` (access_token): one order with links to its documents. */
export async function fetchOrderDetail(
  appCaseNo: string,
  config: AxiosRequestConfig = {},
): Promise<OrderDetail> {
  const { data } = await v2Client.get<OrderDetailReply>('/members/orders/detail', {
    ...config,
    ...withQueryToken({ appCaseNo }),
  });
  return data.result;
}

/**
 * `PUT /members/orders/id-verify?appCaseNo=` (access_token): the member confirms identity
 * verification of an approved case (older flow); 400 2015 when the case is no longer approved.
 */
export async function confirmOrderIdVerify(
  appCaseNo: string,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.put<MessageReply>('/members/orders/id-verify', undefined, {
    ...config,
    ...withQueryToken({ appCaseNo }),
  });
  return data.message;
}

/** `GET /members/apply-cases/{id}/declaration` (access_token): the case's application declaration. */
export async function fetchDeclaration(
  caseId: number,
  config: AxiosRequestConfig = {},
): Promise<CaseDeclaration> {
  const { data } = await v2Client.get<CaseDeclaration>(`/members/apply-cases/${caseId}/declaration`, {
    ...config,
    ...withQueryToken(),
  });
  return data;
}

/**
 * `POST /members/tmp-case-file` (access_token, multipart `appCaseNo` then the file): a
 * supplementary file for a case under review. Answers the stored file name.
 */
export async function uploadTmpCaseFile(
  appCaseNo: string,
  file: Blob,
  onProgress?: UploadProgressCallback,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.post<SupplementFileReply>(
    '/members/tmp-case-file',
    uploadForm(file, { appCaseNo }),
    withUploadProgress(onProgress, { ...config, ...withQueryToken() }),
  );
  return data.filename;
}
