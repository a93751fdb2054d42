import type { AxiosRequestConfig } from 'axios';
import { applicantToken, clearDraftToken, setCommodityToken } from '../commodity-token';
import { expectStatus, v2Client, withBearer } from './client';
import { uploadForm } from './multipart';
import type { CommodityLoginReply } from '../../validation/api-replies';
import type {
  CommodityApplication,
  CommodityLoginData,
  IdCardFields,
  SubmittedApplication,
} from './types/commodity';

/**
 * `POST /members/commodity-cases/login`: ID number and password give the 2-hour commodity token,
 * which is kept (commodity-token.ts) for the commodity calls. Wrong credentials answer 401 001.405
 * with the server's message (unknown ID / no password yet / wrong password).
 */
export async function commodityLogin(
  memIdNum: string,
  password: string,
  config: AxiosRequestConfig = {},
): Promise<CommodityLoginData> {
  const { data } = await v2Client.post<CommodityLoginReply>(
    '/members/commodity-cases/login',
    { memIdNum, password },
    config,
  );
  setCommodityToken(data.data.token, data.data.expiresAt);
  return data.data;
}

/**
 * `POST /members/commodity-cases` (commodity or draft token, 201 expected): sends the application.
 * The server moves the draft's files to the case, deletes the draft and revokes a draft token,
 * so that token is forgotten here; a new member's reply carries a member token for the caller.
 */
export async function submitCommodityApplication(
  application: CommodityApplication,
  config: AxiosRequestConfig = {},
): Promise<SubmittedApplication> {
  const { data } = await v2Client.post<SubmittedApplication>(
    '/members/commodity-cases',
    application,
    withBearer(applicantToken(), expectStatus(201, config)),
  );
  clearDraftToken();
  return data;
}

/** Which side of the ID card a picture shows (both when neither is set). */
export interface IdCardSides {
  onlyFront?: boolean;
  onlyBack?: boolean;
}

/**
 * `POST /members/commodity-cases/id-card-ocr?onlyFront&onlyBack` (commodity or draft token,
 * multipart picture): the fields read from the ID card. 200 is success; otherwise the rejection
 * carries the message (503 when the OCR service is not available, 422 when unreadable).
 */
export async function readIdCard(
  picture: Blob,
  { onlyFront, onlyBack }: IdCardSides = {},
  config: AxiosRequestConfig = {},
): Promise<IdCardFields> {
  const params = { ...(onlyFront ? { onlyFront: 'true' } : {}), ...(onlyBack ? { onlyBack: 'true' } : {}) };
  const { data } = await v2Client.post<IdCardFields>(
    '/members/commodity-cases/id-card-ocr',
    uploadForm(picture),
    withBearer(applicantToken(), { ...expectStatus(200, config), params }),
  );
  return data;
}
