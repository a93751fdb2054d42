import type { AxiosRequestConfig } from 'axios';
import { withUploadProgress, type UploadProgressCallback } from '../upload-progress';
import { expectStatus, v2Client, withBearer } from './client';
import { uploadForm } from './multipart';
import type { ContractSignUrl, IdVerifyInfo, IdVerifySent, SignPath } from '../../validation/api-replies';
import type { ClientFile, RepaymentView } from './types/common';
import type { FormSendBody } from '../../validation/send/send-body';

/*
 * Sub-flows of one approved case (spec §7 Case sub-flows, Bearer member token): identity
 * verification (對保), repayment and receipts, the contract and the guarantor's sign path. A
 * lapsed token answers 400 2015 here, which the §8 catalogue reads per area.
 */

/**
 * `GET /members/cases/{id}/id-verify`: the case, the applicant block (the name and the passbook for
 * repayments, which the member sends back) and the sign-phase files so far; what sending the
 * verification answers (schemas/api/replies/id-verify-info.json, id-verify-sent.json).
 */
export type { IdVerifyInfo, IdVerifySent };

/** The identity-verification applicant block (spec §3), as read and as sent. */
export type IdVerifyApplicant = IdVerifyInfo['applicant'];

const casePath = (caseId: number) => `/members/cases/${caseId}`;

/** `GET /members/cases/{id}/id-verify` (200 expected). */
export async function fetchIdVerify(caseId: number, config: AxiosRequestConfig = {}): Promise<IdVerifyInfo> {
  const { data } = await v2Client.get<IdVerifyInfo>(
    `${casePath(caseId)}/id-verify`,
    withBearer(undefined, expectStatus(200, config)),
  );
  return data;
}

/**
 * `POST /members/cases/{id}/id-verify` (201 expected): sends the body 對保's step 1 form makes (the
 * block, and any other answers); the case becomes verified.
 */
export async function sendIdVerify(
  caseId: number,
  body: FormSendBody,
  config: AxiosRequestConfig = {},
): Promise<IdVerifySent> {
  const { data } = await v2Client.post<IdVerifySent>(
    `${casePath(caseId)}/id-verify`,
    body,
    withBearer(undefined, expectStatus(201, config)),
  );
  return data;
}

/**
 * `POST /members/cases/{id}/id-verify/tmp-file` (multipart `fileCategoryId` then the image, 201
 * expected): 18 contract, 19 promissory note, 22 platform and 23 sale contract signature, 20 selfie.
 */
export async function uploadIdVerifyFile(
  caseId: number,
  fileCategoryId: number,
  file: Blob,
  onProgress?: UploadProgressCallback,
  config: AxiosRequestConfig = {},
): Promise<ClientFile> {
  const { data } = await v2Client.post<ClientFile>(
    `${casePath(caseId)}/id-verify/tmp-file`,
    uploadForm(file, { fileCategoryId }),
    withUploadProgress(onProgress, withBearer(undefined, expectStatus(201, config))),
  );
  return data;
}

/** `GET /members/cases/{id}/repayment-case`: the ATM account and periods (404 016.404 before approval). */
export async function fetchRepaymentCase(
  caseId: number,
  config: AxiosRequestConfig = {},
): Promise<RepaymentView> {
  const { data } = await v2Client.get<RepaymentView>(
    `${casePath(caseId)}/repayment-case`,
    withBearer(undefined, config),
  );
  return data;
}

/** `GET /members/cases/{id}/payment-receipt-files`: the receipts uploaded so far. */
export async function fetchPaymentReceiptFiles(
  caseId: number,
  config: AxiosRequestConfig = {},
): Promise<ClientFile[]> {
  const { data } = await v2Client.get<ClientFile[]>(
    `${casePath(caseId)}/payment-receipt-files`,
    withBearer(undefined, config),
  );
  return data;
}

/** `POST /members/cases/{id}/payment-receipt-file` (multipart image or PDF, at most 60, 201). */
export async function uploadPaymentReceiptFile(
  caseId: number,
  file: Blob,
  onProgress?: UploadProgressCallback,
  config: AxiosRequestConfig = {},
): Promise<ClientFile> {
  const { data } = await v2Client.post<ClientFile>(
    `${casePath(caseId)}/payment-receipt-file`,
    uploadForm(file),
    withUploadProgress(onProgress, withBearer(undefined, expectStatus(201, config))),
  );
  return data;
}

/**
 * `GET /members/cases/{id}/contract-sign-url`: the installment-contract signing page of an
 * approved case. Spec §7 notes the original wrote this path with a missing slash after `v2`
 * ("/api/v2members/…"), which could never reach the route; this calls the correct path.
 */
export async function fetchContractSignUrl(caseId: number, config: AxiosRequestConfig = {}): Promise<string> {
  const { data } = await v2Client.get<ContractSignUrl>(
    `${casePath(caseId)}/contract-sign-url`,
    withBearer(undefined, config),
  );
  return data.url;
}

/**
 * `GET /members/cases/{id}/guarantor-sign-path`: the sign path the member forwards to the
 * guarantor (404 when the case has none). Spec §7 counts a reply with a message as failure; this
 * server answers failures with an error status, which rejects.
 */
export async function fetchGuarantorSignPath(
  caseId: number,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.get<SignPath>(
    `${casePath(caseId)}/guarantor-sign-path`,
    withBearer(undefined, config),
  );
  return data.signPath;
}
