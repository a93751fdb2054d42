import axios, { type AxiosAdapter, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { QueuedPart, QueuedRequest } from './queue-item';

/** Thrown by the capturing adapter: carries the request axios was about to send. */
class CapturedRequest extends Error {
  constructor(readonly config: InternalAxiosRequestConfig) {
    super('request captured for the offline queue');
  }
}

const capture: AxiosAdapter = (config) => Promise.reject(new CapturedRequest(config));

function partsOf(form: FormData): QueuedPart[] {
  const parts: QueuedPart[] = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') parts.push({ name, value });
    else parts.push({ name, blob: value, fileName: value.name || 'upload' });
  });
  return parts;
}

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers?.toJSON?.() ?? {}))
    if (value !== undefined && value !== null && name.toLowerCase() !== 'content-type')
      headers[name] = String(value);
  return headers;
}

function absolute(uri: string): string {
  return typeof location === 'undefined' ? uri : new URL(uri, location.href).href;
}

/**
 * The request an API call would send, without sending it: `call` runs the endpoint function with
 * the given options plus an adapter that stops at the wire. The endpoint keeps its address, its
 * credential and its fields in one place (src/api/v2), and the queue keeps exactly that request
 * (multipart parts or JSON) to send later.
 */
export async function captureRequest(
  call: (config: AxiosRequestConfig) => Promise<unknown>,
): Promise<QueuedRequest> {
  try {
    await call({ adapter: capture });
  } catch (error) {
    if (!(error instanceof CapturedRequest)) throw error;
    const { config } = error;
    const method = (config.method ?? 'post').toUpperCase();
    if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH')
      throw new Error(`${method} ${config.url ?? ''} cannot be queued`, { cause: error });
    const data: unknown = config.data;
    return {
      method,
      url: absolute(axios.getUri({ ...config, adapter: undefined })),
      headers: headersOf(config),
      body:
        typeof FormData !== 'undefined' && data instanceof FormData
          ? { type: 'multipart', parts: partsOf(data) }
          : { type: 'json', json: typeof data === 'string' ? (JSON.parse(data) as unknown) : data },
    };
  }
  throw new Error('the API call sent nothing to capture');
}
