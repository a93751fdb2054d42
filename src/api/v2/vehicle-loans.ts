import type {
  SignPath,
  VehicleLoanInfo,
  VehicleLoanSigned,
  VehicleLoanSigning,
} from '../../validation/api-replies';
import type { AxiosRequestConfig } from 'axios';
import type { FormSendBody } from '../../validation/send/send-body';
import { expectStatus, v2Client, withQueryToken } from './client';

/**
 * Vehicle-loan info shown to the signer, and `GET /guests/vehicle-loans/signPath={path}`: the loan,
 * its case and whether it is signed (schemas/api/replies/vehicle-loan-info.json, vehicle-loan-signing.json).
 */
export type { VehicleLoanInfo, VehicleLoanSigning };

/** The path segment `signPath={path}` — the original API's literal `=` inside the path (spec §7). */
const signPathUrl = (signPath: string) => `/guests/vehicle-loans/signPath=${encodeURIComponent(signPath)}`;

/** `GET /guests/vehicle-loans/signPath={path}` (guest, no login): what the signer sees. */
export async function fetchVehicleLoan(
  signPath: string,
  config: AxiosRequestConfig = {},
): Promise<VehicleLoanSigning> {
  const { data } = await v2Client.get<VehicleLoanSigning>(signPathUrl(signPath), config);
  return data;
}

/**
 * `POST /guests/vehicle-loans/signPath={path}` (201 expected): signs the provider note once with
 * the body the signing form's `send` makes: the signature pad's PNG data URL
 * (`data:image/png;base64,…`, at most 2 MB; 400 3043 when signed) and any other answers.
 * Answers when it was signed.
 */
export async function signVehicleLoan(
  signPath: string,
  body: FormSendBody,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.post<VehicleLoanSigned>(
    signPathUrl(signPath),
    body,
    expectStatus(201, config),
  );
  return data.signedAt;
}

/** `GET /members/vehicle-loans/appCaseNo={id}/sign-path` (access_token): the sign path of the member's case. */
export async function fetchVehicleLoanSignPath(
  appCaseNo: string,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.get<SignPath>(
    `/members/vehicle-loans/appCaseNo=${encodeURIComponent(appCaseNo)}/sign-path`,
    { ...config, ...withQueryToken() },
  );
  return data.signPath;
}
