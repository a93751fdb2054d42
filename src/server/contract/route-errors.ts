import { API_ERRORS, type ApiError } from '../api-error';
import { authRequirementOf } from '../auth/request-auth';
import { DEV_TOOL_PATHS } from '../plugins/dev-tools-guard';
import { inProgressMessageOf, isIdempotentRoute } from '../plugins/idempotent-requests';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The errors its own logic raises (spec §8), so the API document lists them and the API tests allow them. */
    errors?: readonly ApiError[];
  }
}

/** One error a route may answer with: its status, catalogue code (spec §8) and zh-TW message. */
export interface DeclaredError {
  status: number;
  code: string;
  message: string;
}

/** What of a route its errors follow from (Fastify's route options, as `onRoute` sees them). */
export interface RouteShape {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown; consumes?: unknown };
  onRequest?: unknown;
  config?: { errors?: readonly ApiError[] };
}

/** The key of a route in the reply contract: `GET /api/v2/members/cases/:id`. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

const VALIDATION_FAILED: DeclaredError = {
  status: 422,
  code: '422',
  message: '請求內容不符規定：message 為第一個欄位的中文說明，details 列出每個欄位',
};
/** What a development tool answers to an address that is not this machine's (plugins/dev-tools-guard.ts). */
const DEV_TOOL_HIDDEN: DeclaredError = {
  status: 404,
  code: '404',
  message: '開發工具只回應本機（或帶 DEV_TOOLS_TOKEN 的請求），其他來源一律 404',
};
const SERVER_BUSY: DeclaredError = { status: 500, code: '500', message: '伺服器忙碌中，請您稍後再試。' };

function declared(error: ApiError): DeclaredError {
  return { status: error.statusCode, code: error.code, message: error.message };
}

/**
 * Every error a route may answer with, from three places: the auth hook it runs (the token errors
 * of spec §8: 0004/0005/0006/2012/2015/001.401), its request schemas (422 with the field details),
 * and the errors its own logic raises (its `config.errors`, with the shared groups of
 * route-error-groups.ts). 500 may come from any route, and so may 503 when the disk or the
 * database is unavailable. The API documentation lists these per route, and the reply contract
 * (reply-contract.ts) flags a reply whose code is not among them.
 */
export function declaredErrorsOf(route: RouteShape): DeclaredError[] {
  const errors: DeclaredError[] = [];
  const add = (error: DeclaredError) => {
    const known = errors.find((other) => other.status === error.status && other.code === error.code);
    if (!known) errors.push({ ...error });
    else if (!known.message.split('／').includes(error.message)) known.message += `／${error.message}`;
  };
  for (const error of authRequirementOf(route.onRequest)?.errors ?? []) add(declared(error));
  const schema = route.schema ?? {};
  // The v1 client knows one code for every bad parameter (spec §8 Older client): 422 9100.
  const validation = route.url.startsWith('/api/v1/')
    ? declared(API_ERRORS.v1ParameterError())
    : VALIDATION_FAILED;
  if (schema.body || schema.querystring || schema.params || schema.headers) add(validation);
  // An upload or a send sent again with its Idempotency-Key while the first is still being answered.
  if (isIdempotentRoute(route)) {
    add({ status: 409, code: '409', message: inProgressMessageOf(route) });
    // The same key sent with another path or body: refused, never another request's reply.
    add(declared(API_ERRORS.idempotencyKeyReused()));
  }
  for (const error of route.config?.errors ?? []) add(declared(error));
  if (DEV_TOOL_PATHS.test(route.url)) add(DEV_TOOL_HIDDEN);
  add(SERVER_BUSY);
  add(declared(API_ERRORS.storageUnavailable()));
  return errors.sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

/**
 * Errors Fastify itself answers before a route runs (a body that is not JSON, a wrong media type,
 * a body or file over the limit): their code is Fastify's own (`FST_…`), the same on every route.
 */
export function isFrameworkError(code: string): boolean {
  return code.startsWith('FST_');
}
