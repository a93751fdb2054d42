import { AxiosError } from 'axios';
import type { ApiErrorOutcome } from './api-error-outcome';

/**
 * How a failed /api/v2 call rejects once the error handling is installed: still an AxiosError
 * (the reply, `axios.isAxiosError`, `response.data.details` keep working), with the §8 outcome
 * attached, `code` the server's catalogue code and `message` the zh-TW text, so a saga stores
 * `error.message` as the resource's message (spec §4).
 */
export class ApiCallError<T = unknown> extends AxiosError<T> {
  /** What the catalogue decided (already carried out unless silent or opted out). */
  readonly outcome: ApiErrorOutcome;
  /** axios's own code (ERR_BAD_REQUEST, ERR_NETWORK, ECONNABORTED…). */
  readonly axiosCode: string | undefined;

  constructor(error: AxiosError<T>, outcome: ApiErrorOutcome) {
    super(outcome.message, outcome.code ?? undefined, error.config, error.request, error.response);
    this.name = 'ApiCallError';
    this.outcome = outcome;
    this.axiosCode = error.code;
    this.cause = error;
  }
}

/** Whether a thrown value is an ApiCallError. */
export function isApiCallError(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError;
}

/**
 * The zh-TW message to store for any thrown value: the catalogue's for an ApiCallError, the
 * server's for another failed call, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback = '系統發生錯誤，請稍後再試。'): string {
  if (isApiCallError(error)) return error.outcome.message;
  if (error instanceof AxiosError) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
