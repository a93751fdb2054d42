import type { AxiosRequestConfig } from 'axios';
import type { ContractTexts } from '../../validation/api-replies';
import { v2Client, withBearer } from './client';

/** The contracts a signer agrees to, filled with the case's figures (schemas/api/replies/contract-texts.json). */
export type { ContractTexts };

/** `GET /members/cases/{id}/contract-texts` (Bearer): the applicant's contracts, for 對保. */
export async function fetchCaseContractTexts(
  caseId: number,
  config: AxiosRequestConfig = {},
): Promise<ContractTexts> {
  const { data } = await v2Client.get<ContractTexts>(
    `/members/cases/${caseId}/contract-texts`,
    withBearer(undefined, config),
  );
  return data;
}

/** `GET /guests/guarantor/{id}/contract-texts` (guest link: a sign path, or an id with `idCardNo`). */
export async function fetchGuarantorContractTexts(
  id: string,
  idCardNo: string | undefined,
  config: AxiosRequestConfig = {},
): Promise<ContractTexts> {
  const { data } = await v2Client.get<ContractTexts>(
    `/guests/guarantor/${encodeURIComponent(id)}/contract-texts`,
    {
      ...config,
      params: idCardNo ? { idCardNo } : undefined,
    },
  );
  return data;
}

/** `GET /guests/vehicle-loans/signPath={path}/contract-texts` (guest link): the provider note. */
export async function fetchVehicleContractTexts(
  signPath: string,
  config: AxiosRequestConfig = {},
): Promise<ContractTexts> {
  const { data } = await v2Client.get<ContractTexts>(
    `/guests/vehicle-loans/signPath=${encodeURIComponent(signPath)}/contract-texts`,
    config,
  );
  return data;
}

/** `GET /guarantor/contract-texts?appCaseNo=&id=` (the older guarantor flow: case number + ID number). */
export async function fetchOlderGuarantorContractTexts(
  appCaseNo: string,
  idNum: string,
  config: AxiosRequestConfig = {},
): Promise<ContractTexts> {
  const { data } = await v2Client.get<ContractTexts>('/guarantor/contract-texts', {
    ...config,
    params: { appCaseNo, id: idNum },
  });
  return data;
}
