import axios, { type AxiosResponse } from 'axios';
import { appConfig } from '../app-config';

/**
 * The axios instance of the older /api/v1 calls (spec §7 Legacy v1, §8 "Older (v1) client").
 * Its base address comes from the environment (app-config's v1BaseUrl), read at each call so a
 * configuration loaded after start applies. Every reply is passed back to the caller, never
 * rejected — error statuses included, and a failed connection as status 0 with no data. The
 * dialogs of §8 come from the rules errors/install-error-interceptor.ts adds.
 */
export const v1Client = axios.create({
  timeout: 30_000,
  headers: { Accept: 'application/json' },
  validateStatus: () => true,
});

v1Client.interceptors.request.use((config) => {
  config.baseURL = appConfig().v1BaseUrl;
  return config;
});

v1Client.interceptors.response.use(undefined, (error: unknown) => {
  // A cancelled call is the caller's own doing: it still rejects, as axios cancellations do.
  if (axios.isCancel(error) || !axios.isAxiosError(error) || error.response) return Promise.reject(error);
  const failed: AxiosResponse<null> = {
    status: 0,
    statusText: error.code ?? 'NETWORK_ERROR',
    data: null,
    headers: {},
    config: error.config ?? { headers: new axios.AxiosHeaders() },
    request: error.request,
  };
  return failed;
});
