import type { AxiosError } from 'axios';
import { apiAreaOf, type ApiArea } from './api-area';
import type { ApiErrorDetail, ApiErrorOutcome } from './api-error-outcome';
import { ANY, CATALOGUE, FALLBACK_ROW, type CatalogueRow } from './catalogue';

/** The error body every API failure carries: `{code, message}`, plus `details` on 422. */
interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * The catalogue row for a failure, most specific first:
 * (status, code, area) → (status, ANY, area) that overrides codes → (status, code, ANY) →
 * (status, ANY, area) → (status, ANY, ANY) → the fallback row. The second step is what lets
 * "400 on /login: nothing" win over the 400 code rows, while 403's "no permission on /login"
 * still yields to 015.407 (a LINE login of an unlinked account).
 */
export function findCatalogueRow(
  status: number | null,
  code: string | null,
  area: ApiArea,
  catalogue: readonly CatalogueRow[] = CATALOGUE,
): CatalogueRow {
  const find = (wantCode: string | null, wantArea: ApiArea | typeof ANY, overridesOnly = false) =>
    wantCode === null
      ? undefined
      : catalogue.find(
          (row) =>
            row.status === status &&
            row.code === wantCode &&
            row.area === wantArea &&
            (!overridesOnly || row.overridesCodes === true),
        );
  return (
    find(code, area) ??
    find(ANY, area, true) ??
    find(code, ANY) ??
    find(ANY, area) ??
    find(ANY, ANY) ??
    FALLBACK_ROW
  );
}

function detailsOf(value: unknown): ApiErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { path, keyword, message } = (item ?? {}) as Record<string, unknown>;
    return typeof message === 'string'
      ? [
          {
            path: typeof path === 'string' ? path : '',
            keyword: typeof keyword === 'string' ? keyword : '',
            message,
          },
        ]
      : [];
  });
}

/** The body's `{code, message, details}`, whatever the reply carried. */
export function errorBodyOf(error: AxiosError): {
  code: string | null;
  message: string | null;
  details: ApiErrorDetail[];
} {
  const data = error.response?.data;
  const body: ErrorBody = data !== null && typeof data === 'object' ? (data as ErrorBody) : {};
  return {
    code: typeof body.code === 'string' && body.code ? body.code : null,
    message: typeof body.message === 'string' && body.message ? body.message : null,
    details: detailsOf(body.details),
  };
}

/**
 * What the app should do about a failed /api/v2 call made while the user was on `path` (pure).
 * With no reply, the axios code (ERR_NETWORK, ECONNABORTED, ERR_CANCELED…) stands in for the body's.
 */
export function resolveApiError(error: AxiosError, path: string): ApiErrorOutcome {
  const status = error.response ? error.response.status : null;
  const body = errorBodyOf(error);
  const code = error.response ? body.code : (error.code ?? null);
  const row = findCatalogueRow(status, code, apiAreaOf(path));
  let message = row.preferServerMessage && body.message ? body.message : row.message;
  if (row.withDetails && body.details.length > 0)
    message = `${message}（${body.details.map((detail) => detail.message).join('；')}）`;
  return {
    status,
    code,
    message,
    dialog: row.silent ? null : row.dialog,
    redirect: row.silent ? null : row.redirect,
    clearToken: row.clearToken,
    silent: row.silent,
    ...(row.clearCommodityToken ? { clearCommodityToken: true } : {}),
    ...(body.details.length > 0 ? { details: body.details } : {}),
  };
}
