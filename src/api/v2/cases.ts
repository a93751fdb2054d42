import type { AxiosRequestConfig } from 'axios';
import { v2Client, withBearer, withQueryToken } from './client';
import type {
  CaseDetail,
  CaseEvent,
  CaseViews,
  OlderApplyReply,
  ReceiptFilesReply,
} from '../../validation/api-replies';
import type { CaseView, ClientFile } from './types/common';
import type { OlderApplyBody } from './types/older-apply';

/**
 * `GET /members/cases/{id}`: the case, its files and its status history, one step a CaseEvent
 * (schemas/api/replies/case-detail.json, case-event.json).
 */
export type { CaseDetail, CaseEvent };

/** `POST /cases/apply` (access_token, 201): the older order flow's application; answers the case number. */
export async function applyOlderCase(body: OlderApplyBody, config: AxiosRequestConfig = {}): Promise<string> {
  const { data } = await v2Client.post<OlderApplyReply>('/cases/apply', body, {
    ...config,
    ...withQueryToken(),
  });
  return data.result.appCaseNo;
}

/**
 * `GET /members/cases` (Bearer): the member's unfinished cases. Spec §7 counts a reply carrying a
 * message as failure; this server answers failures with an error status, which rejects.
 */
export async function fetchCases(config: AxiosRequestConfig = {}): Promise<CaseView[]> {
  const { data } = await v2Client.get<CaseViews>('/members/cases', withBearer(undefined, config));
  return data;
}

/** `GET /members/cases/completed` (Bearer): finished cases (paid off, not approved, cancelled). */
export async function fetchCompletedCases(config: AxiosRequestConfig = {}): Promise<CaseView[]> {
  const { data } = await v2Client.get<CaseViews>('/members/cases/completed', withBearer(undefined, config));
  return data;
}

/** `GET /members/cases/{id}` (Bearer): one case with its files and status history. */
export async function fetchCase(caseId: number, config: AxiosRequestConfig = {}): Promise<CaseDetail> {
  const { data } = await v2Client.get<CaseDetail>(`/members/cases/${caseId}`, withBearer(undefined, config));
  return data;
}

/** `GET /members/images/receipt?appCaseNo=` (access_token): the payment receipt images of a case. */
export async function fetchReceiptImages(
  appCaseNo: string,
  config: AxiosRequestConfig = {},
): Promise<ClientFile[]> {
  const { data } = await v2Client.get<ReceiptFilesReply>('/members/images/receipt', {
    ...config,
    ...withQueryToken({ appCaseNo }),
  });
  return data.result;
}
