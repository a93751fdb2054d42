import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { createAjv } from '../../validation/ajv';
import { isSchemaNode, type SchemaNode } from '../../validation/json-schema';
import { REPLIES_PREFIX } from '../../validation/reply-types';
import { authRequirementOf, type AuthRequirement } from '../auth/request-auth';
import { replyRef } from './reply-schemas';
import { declaredErrorsOf, isFrameworkError, routeKey, type DeclaredError } from './route-errors';

/** A route of the API as the contract sees it: its declared replies and the errors it may answer. */
export interface ContractRoute {
  method: string;
  url: string;
  /** Its `response` schemas by status, error statuses included. */
  response: Record<string, unknown>;
  errors: DeclaredError[];
}

/** A reply that broke its route's contract. */
export interface ContractViolation {
  route: string;
  status: number;
  problem: string;
}

/** The API's routes with their contracts, and the check a reply is held to. */
export interface ReplyContract {
  routes: () => readonly ContractRoute[];
  route: (method: string, url: string) => ContractRoute | undefined;
  /** Replies that broke their contract so far (only recorded when `checkReplies` is on). */
  violations: ContractViolation[];
  /** What is wrong with `body` as `route`'s reply with `status`, or null when it conforms. */
  problemOf: (route: ContractRoute, status: number, body: unknown) => string | null;
}

/** The security scheme of each token kind and carrier (the OpenAPI document declares them). */
export const SECURITY_SCHEME_OF = {
  member: { bearer: 'memberToken', query: 'memberAccessToken' },
  commodity: { bearer: 'commodityToken', query: 'commodityToken' },
  draft: { bearer: 'draftToken', query: 'draftToken' },
} as const;

function securityOf(requirement: AuthRequirement): Record<string, string[]>[] {
  const names = new Set<string>();
  for (const carrier of requirement.carriers)
    for (const kind of requirement.kinds) names.add(SECURITY_SCHEME_OF[kind][carrier]);
  return [...names].map((name) => ({ [name]: [] }));
}

/** The `response` entry of an error status: the error body, described by the codes it may carry. */
function errorReplyOf(errors: readonly DeclaredError[]) {
  const codes = errors.map((error) => `${error.code}：${error.message}`).join('；');
  const status = errors[0]?.status;
  const retry = status === 429 || status === 503 ? '。回應標頭 Retry-After 為可再試前的秒數' : '';
  return { description: `錯誤（${codes}）${retry}`, ...replyRef('error-reply') };
}

/** A success reply that is a `$ref` to a reply file, described by that file's title (for the documentation). */
function describedReply(reply: unknown, schemas: ReadonlyMap<string, SchemaNode>): unknown {
  if (!isSchemaNode(reply) || typeof reply.$ref !== 'string' || 'description' in reply) return reply;
  const file = schemas.get(reply.$ref.replace(/#$/, ''));
  const text = [file?.title, file?.description].filter((part) => typeof part === 'string').join('：');
  return text ? { description: text, ...reply } : reply;
}

function isApiRoute(url: string, schema: unknown): boolean {
  return /^\/api\/v\d\//.test(url) && !(isSchemaNode(schema) && schema.hide === true);
}

/** A JSON reply as the client receives it (dates as strings, undefined fields gone). */
function onTheWire(payload: unknown): unknown {
  return payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
}

/**
 * The reply contract. Every API route, as it is registered, gets its error replies declared
 * (route-errors.ts: each error status answers the error body, described by its codes) and its
 * security from its auth hook, so the OpenAPI document shows both. With `checkReplies` (every API
 * test turns it on), each JSON reply is checked before it is serialised, with ajv in strict mode,
 * against the schema its route declares for that status: a field the schema does not declare, a
 * missing required field, a status without a schema, or an error code the route does not declare
 * is recorded as a violation. Before serialisation, because the serializer would drop an
 * undeclared field and hide the drift.
 */
export function registerReplyContract(
  app: FastifyInstance,
  schemas: ReadonlyMap<string, SchemaNode>,
  { checkReplies }: { checkReplies: boolean },
): ReplyContract {
  const routes = new Map<string, ContractRoute>();
  const violations: ContractViolation[] = [];
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    if (!isApiRoute(options.url, options.schema) || methods.every((method) => method === 'HEAD')) return;
    const schema = (options.schema ??= {});
    const response = (schema.response ??= {}) as Record<string, unknown>;
    const errors = declaredErrorsOf({ ...options, method: methods[0], schema });
    for (const [status, reply] of Object.entries(response))
      if (Number(status) < 400) response[status] = describedReply(reply, schemas);
    for (const status of new Set(errors.map((error) => error.status)))
      response[status] = errorReplyOf(errors.filter((error) => error.status === status));
    const requirement = authRequirementOf(options.onRequest);
    if (requirement) schema.security = securityOf(requirement);
    for (const method of methods)
      if (method !== 'HEAD')
        routes.set(routeKey(method, options.url), { method, url: options.url, response, errors });
  });

  let ajv: ReturnType<typeof createAjv> | undefined;
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: SchemaNode): ValidateFunction => {
    if (!ajv) {
      ajv = createAjv({ strict: true, strictTypes: true, strictRequired: true, allowUnionTypes: true });
      ajv.addFormat('binary', true);
      for (const [id, file] of schemas) if (id.startsWith(REPLIES_PREFIX)) ajv.addSchema(file);
    }
    const known = compiled.get(schema);
    if (known) return known;
    const ref = typeof schema.$ref === 'string' ? schema.$ref.replace(/#$/, '') : undefined;
    const validate = ref ? ajv.getSchema(ref) : ajv.compile(schema);
    if (!validate) throw new Error(`no reply schema ${ref}`);
    compiled.set(schema, validate);
    return validate;
  };

  const problemOf = (route: ContractRoute, status: number, body: unknown): string | null => {
    if (status >= 400 && isSchemaNode(body) && typeof body.code === 'string') {
      const declared = route.errors.some((error) => error.status === status && error.code === body.code);
      if (!declared && !isFrameworkError(body.code))
        return `answers ${status} ${body.code} (${String(body.message)}), which it does not declare`;
    }
    const framework =
      status >= 400 && isSchemaNode(body) && typeof body.code === 'string' && isFrameworkError(body.code);
    const declaredSchema = route.response[status] ?? route.response[`${Math.floor(status / 100)}xx`];
    // What Fastify answers itself (a body that is no JSON, a wrong media type) may come on any route.
    const schema = declaredSchema ?? (framework ? replyRef('error-reply') : undefined);
    if (!isSchemaNode(schema)) return `answers ${status} without a reply schema for it`;
    if ('content' in schema) return null; // a file, sent as it is
    const validate = validatorOf(schema);
    if (validate(body)) return null;
    return (validate.errors ?? [])
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
      .join('; ');
  };

  if (checkReplies) {
    app.addHook('preSerialization', async (request, reply, payload) => {
      const route = routes.get(
        routeKey(request.routeOptions.method as string, request.routeOptions.url ?? ''),
      );
      if (!route) return payload;
      const problem = problemOf(route, reply.statusCode, onTheWire(payload));
      if (problem) {
        violations.push({ route: routeKey(route.method, route.url), status: reply.statusCode, problem });
      }
      return payload;
    });
  }

  return {
    routes: () => [...routes.values()],
    route: (method, url) => routes.get(routeKey(method, url)),
    violations,
    problemOf,
  };
}
