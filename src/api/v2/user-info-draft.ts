import type { AxiosRequestConfig } from 'axios';
import { v2Client, withQueryToken } from './client';
import type { UserInfoDraftReply } from '../../validation/api-replies';
import type { OlderUserInfoDraft } from './types/member';

/** `GET /tmp/user-info` (access_token): the older flow's saved member-record draft, or null. */
export async function fetchUserInfoDraft(
  config: AxiosRequestConfig = {},
): Promise<OlderUserInfoDraft | null> {
  const { data } = await v2Client.get<UserInfoDraftReply>('/tmp/user-info', {
    ...config,
    ...withQueryToken(),
  });
  return data.result;
}

/**
 * `PATCH /tmp/user-info` (access_token): merges `patch` into the saved draft (a field sent
 * replaces the saved one whole, an address object included) and answers the merged draft.
 */
export async function saveUserInfoDraft(
  patch: OlderUserInfoDraft,
  config: AxiosRequestConfig = {},
): Promise<OlderUserInfoDraft> {
  const { data } = await v2Client.patch<UserInfoDraftReply>('/tmp/user-info', patch, {
    ...config,
    ...withQueryToken(),
  });
  return data.result ?? patch;
}
