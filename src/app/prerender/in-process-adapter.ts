import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { CallApi } from './data-render-request';

/**
 * An axios adapter for the server's renderer: a call is handed to `callApi` (the server answers it
 * inside itself, as the visitor) instead of going over HTTP to an address the renderer would have
 * to guess. Only this server's own API is reachable: an absolute URL is refused. The reply is
 * settled as axios's own adapters settle it (`validateStatus`), its body left as text for the
 * instance's response transforms.
 */
export function inProcessAdapter(callApi: CallApi): AxiosAdapter {
  return async (config) => {
    const url = axios.getUri(config);
    if (!url.startsWith('/'))
      throw new AxiosError(`not this server's API: ${url}`, 'ERR_BAD_REQUEST', config);
    if (config.data !== undefined && typeof config.data !== 'string')
      throw new AxiosError('a render sends no files or forms', 'ERR_BAD_REQUEST', config);
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON(true)).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const answer = await callApi({
      method: (config.method ?? 'get').toUpperCase(),
      url,
      headers,
      ...(config.data === undefined ? {} : { body: config.data }),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: answer.headers,
      config,
      request: {},
    };
    const valid = config.validateStatus ?? (() => true);
    if (valid(answer.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      response.request,
      response,
    );
  };
}
