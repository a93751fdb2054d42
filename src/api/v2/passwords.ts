import type { AxiosRequestConfig } from 'axios';
import { v2Client, withQueryToken } from './client';
import type { ResetLinkState } from '../../validation/api-replies';
import type { MessageReply } from './types/common';

/** A new password and its confirmation (schemas/api/password-reset.json). */
export interface NewPassword {
  newPasswd: string;
  confirmPasswd: string;
}

/** The body of a password change (schemas/api/change-password.json). */
export interface ChangePasswordData extends NewPassword {
  oldPasswd: string;
}

/** Who asks for a reset link: the ID number plus the email or cell phone on file (at least one). */
export interface ForgetPasswordData {
  idNum: string;
  email?: string;
  cellPhone?: string;
}

/**
 * `PUT /members/password` (access_token query): 400-01 wrong old password, 400-02 not allowed.
 * Like every password call, answers a zh-TW message on success (spec §7 "read through a message").
 */
export async function changePassword(
  data: ChangePasswordData,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const reply = await v2Client.put<MessageReply>('/members/password', data, {
    ...config,
    ...withQueryToken(),
  });
  return reply.data.message;
}

/** `POST /members/password-forgetting`: mails a one-use reset link valid 24 hours (400-03 on mismatch). */
export async function forgetPassword(
  data: ForgetPasswordData,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const reply = await v2Client.post<MessageReply>('/members/password-forgetting', data, config);
  return reply.data.message;
}

/**
 * `GET /members/password-reset?access_token=<the link's token>`: whether the link can still be
 * used (when it lapses), without using it; otherwise the same 401 as setting the password would
 * answer (401-01 used, 401-04 replaced by a newer mail, 401-02 older than 24 hours, 401-03 unknown).
 */
export async function checkResetLink(
  resetToken: string,
  config: AxiosRequestConfig = {},
): Promise<ResetLinkState> {
  const reply = await v2Client.get<ResetLinkState>('/members/password-reset', {
    ...config,
    params: { ...config.params, access_token: resetToken },
  });
  return reply.data;
}

/**
 * `POST /members/password-reset?access_token=<the link's token>`: sets the new password
 * (401-01 link used, 401-04 replaced, 401-02 older than 24 hours, 401-03 unknown link).
 */
export async function resetPassword(
  resetToken: string,
  data: NewPassword,
  config: AxiosRequestConfig = {},
): Promise<string> {
  const reply = await v2Client.post<MessageReply>('/members/password-reset', data, {
    ...config,
    params: { ...config.params, access_token: resetToken },
  });
  return reply.data.message;
}

/**
 * Whether the server keeps a development outbox (`/api/v2/dev/outbox`, 404 in production), so the
 * forgot-password page can point a tester at the mailed link. HEAD: no mail is downloaded.
 */
export async function hasDevOutbox(config: AxiosRequestConfig = {}): Promise<boolean> {
  try {
    await v2Client.head('/dev/outbox', config);
    return true;
  } catch {
    return false;
  }
}
