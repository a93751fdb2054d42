import type { AxiosRequestConfig } from 'axios';
import { withUploadProgress, type UploadProgressCallback } from '../upload-progress';
import { expectStatus, v2Client, withBearer, withQueryToken } from './client';
import { uploadForm } from './multipart';
import type {
  CommodityReceiptFiles,
  PaymentBarcode,
  PaymentBarcodeReply,
  PaymentEntry,
  PaymentList,
  ReceiptFilesReply,
} from '../../validation/api-replies';
import type { ClientFile, RepaymentView } from './types/common';

/**
 * A case with periods still due (spec §3 Payments: appPayPeriods paid of appPeriods), and the three
 * Code 39 convenience-store barcodes of a case's next period (schemas/api/replies/payment-entry.json,
 * payment-barcode.json).
 */
export type { PaymentBarcode, PaymentEntry };

/*
 * Payment calls expect exactly 200 and count anything else as failure (spec §7), storing the
 * server's message; the rejection is an ApiCallError carrying it.
 */

/** `GET /members/payments/list` (access_token): cases with periods still due (`result`). */
export async function fetchPaymentList(config: AxiosRequestConfig = {}): Promise<PaymentEntry[]> {
  const { data } = await v2Client.get<PaymentList>('/members/payments/list', {
    ...expectStatus(200, config),
    ...withQueryToken(),
  });
  return data.result;
}

/** `GET /members/payments/barcode?appCaseNo=` (access_token): barcodes of the next period (`result`). */
export async function fetchPaymentBarcode(
  appCaseNo: string,
  config: AxiosRequestConfig = {},
): Promise<PaymentBarcode> {
  const { data } = await v2Client.get<PaymentBarcodeReply>('/members/payments/barcode', {
    ...expectStatus(200, config),
    ...withQueryToken({ appCaseNo }),
  });
  return data.result;
}

/** `GET /members/payments/receipt?appCaseNo=` (access_token): the receipts uploaded for a case. */
export async function fetchPaymentReceipts(
  appCaseNo: string,
  config: AxiosRequestConfig = {},
): Promise<ClientFile[]> {
  const { data } = await v2Client.get<ReceiptFilesReply>('/members/payments/receipt', {
    ...expectStatus(200, config),
    ...withQueryToken({ appCaseNo }),
  });
  return data.result;
}

/** `GET /members/commodity-payments/{caseSerNo}` (Bearer): repayment info of a commodity-loan case. */
export async function fetchCommodityPayment(
  caseSerNo: number,
  config: AxiosRequestConfig = {},
): Promise<RepaymentView> {
  const { data } = await v2Client.get<RepaymentView>(
    `/members/commodity-payments/${caseSerNo}`,
    withBearer(undefined, expectStatus(200, config)),
  );
  return data;
}

/** `GET /members/commodity-payments/{caseSerNo}/receipt-files` (Bearer): its receipts (`caseFiles`). */
export async function fetchCommodityReceiptFiles(
  caseSerNo: number,
  config: AxiosRequestConfig = {},
): Promise<ClientFile[]> {
  const { data } = await v2Client.get<CommodityReceiptFiles>(
    `/members/commodity-payments/${caseSerNo}/receipt-files`,
    withBearer(undefined, expectStatus(200, config)),
  );
  return data.caseFiles;
}

/** `POST /members/commodity-payments/{caseSerNo}/receipt-files` (Bearer, multipart, 201 expected). */
export async function uploadCommodityReceipt(
  caseSerNo: number,
  file: Blob,
  onProgress?: UploadProgressCallback,
  config: AxiosRequestConfig = {},
): Promise<ClientFile> {
  const { data } = await v2Client.post<ClientFile>(
    `/members/commodity-payments/${caseSerNo}/receipt-files`,
    uploadForm(file),
    withUploadProgress(onProgress, withBearer(undefined, expectStatus(201, config))),
  );
  return data;
}
