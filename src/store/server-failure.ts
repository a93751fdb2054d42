import axios from 'axios';
import { isApiCallError } from '../api/errors/api-call-error';
import type { ServerFieldError } from '../forms/server-errors';

/** A failed call as a flow stores it: the §8 code and zh-TW message, plus 422 field errors. */
export interface ServerFailure {
  status: number | null;
  code: string | null;
  message: string;
  fieldErrors: ServerFieldError[];
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/** Shown when the server could not be reached at all (no status). */
export const OFFLINE_MESSAGE = '無法連線至伺服器，請確認網路連線後再試一次';

/** A 422's details as the fields' messages (a call's reply, or a queued send's refusal). */
export function fieldErrorsOf(details: unknown): ServerFieldError[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((item: unknown) => {
    const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

/**
 * Reads what a call threw: the §8 outcome of an ApiCallError (the installed handling), else the
 * server's `{code, message, details}`; `fallback` covers replies without a message.
 */
export function toServerFailure(error: unknown, fallback: string): ServerFailure {
  if (!axios.isAxiosError(error)) {
    return { status: null, code: null, message: fallback, fieldErrors: [] };
  }
  const body = (error.response?.data ?? {}) as ErrorBody;
  const fieldErrors = fieldErrorsOf(body.details);
  // The installed §8 handling already chose the text (the server's own where the catalogue says so).
  if (isApiCallError(error) && error.outcome.message) {
    const { status, code, message } = error.outcome;
    return { status, code, message, fieldErrors };
  }
  if (!error.response) return { status: null, code: null, message: OFFLINE_MESSAGE, fieldErrors: [] };
  return {
    status: error.response.status,
    code: typeof body.code === 'string' ? body.code : null,
    message: typeof body.message === 'string' && body.message ? body.message : fallback,
    fieldErrors,
  };
}
