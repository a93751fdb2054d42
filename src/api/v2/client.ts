import axios, { type AxiosRequestConfig } from 'axios';
import { keepLastReplies } from '../offline/last-replies';
import { getAccessToken } from '../session-cookies';

/**
 * The one axios instance of the /api/v2 calls. How a call proves who it is differs per call
 * (spec §6): older calls put the member token in the `access_token` query, newer ones send it as
 * a Bearer header, commodity calls send the commodity token. Endpoint functions pick with the
 * helpers below. The error interceptor (errors/) is installed on this instance.
 */
export const v2Client = axios.create({
  baseURL: '/api/v2',
  timeout: 30_000,
  headers: { Accept: 'application/json' },
});
// Member pages and guest links open offline with their last reply.
keepLastReplies(v2Client);

/** Request options putting the member token in the `access_token` query (older calls). */
export function withQueryToken(params: Record<string, unknown> = {}): AxiosRequestConfig {
  return { params: { ...params, access_token: getAccessToken() ?? undefined } };
}

/** Request options sending `token` (default: the member token) as a Bearer header (newer calls). */
export function withBearer(
  token: string | null = getAccessToken(),
  extra: AxiosRequestConfig = {},
): AxiosRequestConfig {
  return { ...extra, headers: { ...extra.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
}

/**
 * Request options accepting exactly one success status: spec §7 names the status some calls
 * expect (e.g. 201 for an upload, 204 for a guarantor PATCH) and counts any other as failure.
 */
export function expectStatus(status: number, extra: AxiosRequestConfig = {}): AxiosRequestConfig {
  return { ...extra, validateStatus: (actual) => actual === status };
}
