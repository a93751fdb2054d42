import type { AxiosRequestConfig } from 'axios';
import { expectStatus, v2Client, withBearer, withQueryToken } from './client';
import type { MessageReply } from './types/common';
import type { MemberInfoData, MemberRecord, SharingInfo } from './types/member';

/** `GET /members/basic-info` (access_token): the member record for the basic-info page. */
export async function fetchBasicInfo(config: AxiosRequestConfig = {}): Promise<MemberRecord> {
  const { data } = await v2Client.get<MemberRecord>('/members/basic-info', {
    ...config,
    ...withQueryToken(),
  });
  return data;
}

/**
 * `PUT /members/info` (access_token): saves the member-info form; answers 'ok.' (a changed
 * email address must be verified again).
 */
export async function updateMemberInfo(
  info: MemberInfoData,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const { data } = await v2Client.put<MessageReply>('/members/info', info, {
    ...config,
    ...withQueryToken(),
  });
  return data.message;
}

/** `GET /members/sharing-info` (Bearer, 200 expected): the friend-referral code, link and referrals. */
export async function fetchSharingInfo(config: AxiosRequestConfig = {}): Promise<SharingInfo> {
  const { data } = await v2Client.get<SharingInfo>(
    '/members/sharing-info',
    withBearer(undefined, expectStatus(200, config)),
  );
  return data;
}
