import type { AxiosRequestConfig } from 'axios';
import type { FormSendBody } from '../../validation/send/send-body';
import type { MinorDetailReply } from '../../validation/api-replies';
import { v2Client, withQueryToken } from './client';
import type { MessageReply } from './types/common';

/** The guardians' cell phones of a minor member's case (spec §3 Minor member). */
export interface GuardianPhones {
  appMinorFaday1Cellphone: string;
  appMinorFaday2Cellphone?: string | null;
}

/**
 * `GET /members/minor/detail`'s `result` (schemas/api/replies/minor-detail-reply.json): the case,
 * the applicant and the phones saved so far.
 */
export type MinorDetail = NonNullable<MinorDetailReply['result']>;

/**
 * `GET /members/minor/detail?appCaseNo=` (access_token). Null when the applicant was of age on
 * applying: the guardian agreement then stops (spec §7 "null means stop").
 */
export async function fetchMinorDetail(
  appCaseNo: string,
  config: AxiosRequestConfig = {},
): Promise<MinorDetail | null> {
  const { data } = await v2Client.get<MinorDetailReply>('/members/minor/detail', {
    ...config,
    ...withQueryToken({ appCaseNo }),
  });
  return data.result;
}

/**
 * `PUT /members/minor/detail?appCaseNo=` (access_token): saves the guardians' phones (the body the
 * guardians' form's `send` makes, with any other answers). Answers the
 * message; success is 'ok.' (spec §4 stores the phones locally only then — see isMinorSaveOk).
 */
export async function saveMinorGuardians(
  appCaseNo: string,
  body: FormSendBody,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.put<MessageReply>('/members/minor/detail', body, {
    ...config,
    ...withQueryToken({ appCaseNo }),
  });
  return data.message;
}

/** The message `PUT /members/minor/detail` answers on success. */
export const MINOR_SAVE_OK = 'ok.';

/** Whether a save's message means success (spec §7). */
export function isMinorSaveOk(message: string): boolean {
  return message === MINOR_SAVE_OK;
}
