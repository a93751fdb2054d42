import type { AxiosRequestConfig } from 'axios';
import type { EmailRepeated, EmailVerification, VerificationMailSent } from '../../validation/api-replies';
import { v2Client, withQueryToken } from './client';

/**
 * What `GET /members/emails/send-verified-email` answers (the zh-TW message and where it went)
 * and whether the member's email address is verified: schemas/api/replies/.
 */
export type { EmailVerification, VerificationMailSent };

/** `GET /members/emails/is-repeated?email=` (access_token): whether another member uses the address. */
export async function isEmailRepeated(email: string, config: AxiosRequestConfig = {}): Promise<boolean> {
  const { data } = await v2Client.get<EmailRepeated>('/members/emails/is-repeated', {
    ...config,
    ...withQueryToken({ email }),
  });
  return data.isRepeated;
}

/**
 * `GET /members/emails/send-verified-email` (access_token): mails the verification link to the
 * address on file (400 400-03 without one, 429 past three mails in 15 minutes).
 */
export async function sendVerifiedEmail(config: AxiosRequestConfig = {}): Promise<VerificationMailSent> {
  const { data } = await v2Client.get<VerificationMailSent>('/members/emails/send-verified-email', {
    ...config,
    ...withQueryToken(),
  });
  return data;
}

/** `GET /members/emails/is-verified` (access_token). */
export async function isEmailVerified(config: AxiosRequestConfig = {}): Promise<EmailVerification> {
  const { data } = await v2Client.get<EmailVerification>('/members/emails/is-verified', {
    ...config,
    ...withQueryToken(),
  });
  return data;
}
