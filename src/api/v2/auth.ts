import type { AxiosRequestConfig } from 'axios';
import type {
  IdNumExistence,
  LineIntegration,
  LoginReply,
  TokenValidity,
  WhitelistCheck,
} from '../../validation/api-replies';
import { getAccessToken } from '../session-cookies';
import { v2Client, withBearer, withQueryToken } from './client';

/**
 * What a successful login answers (ID number + password, or LINE: the token's `expiresAt` is when
 * the cookies expire too), and whether a member token is still usable: schemas/api/replies/.
 */
export type { LoginReply, TokenValidity };

/**
 * `POST /members/login?idNum=` with the password; a `lineAccessToken` links that LINE account
 * in the same call (spec §7). `config` lets the caller opt out of the global error handling.
 */
export async function login(
  idNum: string,
  passwd: string,
  lineAccessToken?: string,
  config: AxiosRequestConfig = {},
): Promise<LoginReply> {
  const body = lineAccessToken ? { passwd, lineAccessToken } : { passwd };
  const { data } = await v2Client.post<LoginReply>('/members/login', body, {
    ...config,
    params: { ...config.params, idNum },
  });
  return data;
}

/** `POST /members/logout`: revokes the member token on the server (the cookies are the caller's). */
export async function logout(config: AxiosRequestConfig = {}): Promise<void> {
  await v2Client.post('/members/logout', undefined, { ...config, ...withQueryToken() });
}

/** `GET /oauth/is-access_token-valid`: never fails for a bad token, it answers `isValid: false`. */
export async function isAccessTokenValid(
  token: string | null = getAccessToken(),
  config: AxiosRequestConfig = {},
): Promise<TokenValidity> {
  const { data } = await v2Client.get<TokenValidity>('/oauth/is-access_token-valid', {
    ...config,
    params: { access_token: token ?? undefined },
  });
  return data;
}

/** `GET /oauth/is-in-whitelist` for the logged-in member (access_token query). */
export async function isInWhitelist(config: AxiosRequestConfig = {}): Promise<boolean> {
  const { data } = await v2Client.get<WhitelistCheck>('/oauth/is-in-whitelist', {
    ...config,
    ...withQueryToken(),
  });
  return data.isInWhitelist;
}

/** `GET /oauth/line-integration`: whether the server has a LINE channel to verify tokens with. */
export async function lineIntegration(config: AxiosRequestConfig = {}): Promise<boolean> {
  const { data } = await v2Client.get<LineIntegration>('/oauth/line-integration', config);
  return data.isEnabled;
}

/** `GET /members/is-id-num-existent?idNum=`: whether this national ID already belongs to a member. */
export async function isIdNumExistent(idNum: string, config: AxiosRequestConfig = {}): Promise<boolean> {
  const { data } = await v2Client.get<IdNumExistence>('/members/is-id-num-existent', {
    ...config,
    params: { idNum },
  });
  return data.isExistent;
}

/** `POST /members/line-login`: logs in with a linked LINE account (403 015.407 when not linked). */
export async function lineLogin(
  lineAccessToken: string,
  config: AxiosRequestConfig = {},
): Promise<LoginReply> {
  const { data } = await v2Client.post<LoginReply>('/members/line-login', { lineAccessToken }, config);
  return data;
}

/** `POST /members/line` (Bearer): links a LINE account to the member (403 015.403 / 015.405). */
export async function linkLine(lineAccessToken: string, config: AxiosRequestConfig = {}): Promise<void> {
  await v2Client.post('/members/line', { lineAccessToken }, withBearer(undefined, config));
}

/** `DELETE /members/line` (Bearer): removes the member's LINE link. */
export async function unlinkLine(config: AxiosRequestConfig = {}): Promise<void> {
  await v2Client.delete('/members/line', withBearer(undefined, config));
}
