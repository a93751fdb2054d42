import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_ERRORS, type ApiError } from '../api-error';
import type { ServerContext } from '../context';
import type { TokenKind } from './tokens';

/** Who a request acts for, set by one of the auth hooks below. */
export interface RequestAuth {
  kind: TokenKind;
  /** The member; null for a new member's draft token. */
  memberId: number | null;
  /** SHA-256 of the presented token (keys token-keyed drafts and files). */
  tokenHash: string;
  /** The presented token itself (for logout). */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The `access_token` query property, for the querystring schema of every older-flow call. */
export const ACCESS_TOKEN_QUERY = {
  access_token: { type: 'string', title: '登入憑證', maxLength: 100 },
} as const;

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

function queryTokenOf(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof value === 'string' && value ? value : undefined;
}

/** Where a hook reads its token: the `Authorization: Bearer` header, or the `access_token` query. */
export type TokenCarrier = 'bearer' | 'query';

/**
 * What an auth hook asks of a request, attached to the hook itself so the API documentation and
 * the reply contract read it from the route (plugins/api-docs.ts, contract/route-errors.ts)
 * instead of each route repeating it: the token kinds it takes, where it looks for them (in
 * order), and the catalogue errors it answers with.
 */
export interface AuthRequirement {
  kinds: readonly TokenKind[];
  carriers: readonly TokenCarrier[];
  errors: readonly ApiError[];
}

const AUTH_REQUIREMENT = Symbol('fenqi.authRequirement');

type TaggedHook = onRequestAsyncHookHandler & { [AUTH_REQUIREMENT]?: AuthRequirement };

/** The requirement of the auth hooks among a route's `onRequest` hooks, if it has one. */
export function authRequirementOf(onRequest: unknown): AuthRequirement | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const requirement = typeof hook === 'function' ? (hook as TaggedHook)[AUTH_REQUIREMENT] : undefined;
    if (requirement) return requirement;
  }
  return undefined;
}

/** Which catalogue error each failed check raises (spec §8: 0004/0005/0006/2012/2015/001.401). */
interface FailureErrors {
  missing: () => ApiError;
  expired: () => ApiError;
  revoked: () => ApiError;
}

function authHook(
  ctx: ServerContext,
  kinds: readonly TokenKind[],
  carriers: readonly TokenCarrier[],
  errors: FailureErrors,
): onRequestAsyncHookHandler {
  const read = (request: FastifyRequest) =>
    carriers.reduce<string | undefined>(
      (found, carrier) => found ?? (carrier === 'bearer' ? bearerOf(request) : queryTokenOf(request)),
      undefined,
    );
  const hook: TaggedHook = async (request) => {
    const token = read(request);
    const check = await ctx.tokens.check(ctx.db, token, kinds, ctx.clock());
    if (check.status === 'valid' && token) {
      const { record } = check;
      request.auth = {
        kind: record.kind as TokenKind,
        memberId: record.member_id,
        tokenHash: record.token_hash,
        token,
      };
      return;
    }
    if (check.status === 'missing') throw errors.missing();
    if (check.status === 'revoked') throw errors.revoked();
    throw errors.expired();
  };
  hook[AUTH_REQUIREMENT] = {
    kinds,
    carriers,
    errors: [errors.missing(), errors.expired(), errors.revoked()],
  };
  return hook;
}

/** Older calls: the member token in the `access_token` query (a Bearer header is accepted too). */
export function memberFromQuery(ctx: ServerContext): onRequestAsyncHookHandler {
  return authHook(ctx, ['member'], ['query', 'bearer'], {
    missing: API_ERRORS.tokenMissing,
    expired: API_ERRORS.tokenExpired,
    revoked: API_ERRORS.tokenRevoked,
  });
}

/** Newer calls: the member token as `Authorization: Bearer`. Case sub-flows answer 2015 when it lapsed. */
export function memberFromBearer(
  ctx: ServerContext,
  expired: () => ApiError = API_ERRORS.bearerExpired,
): onRequestAsyncHookHandler {
  return authHook(ctx, ['member'], ['bearer'], {
    missing: API_ERRORS.bearerExpired,
    expired,
    revoked: API_ERRORS.tokenRevoked,
  });
}

/**
 * The commodity application: the token from `POST /members/commodity-cases/login`, or a
 * new member's draft token from `POST /members/commodity-cases/jwt-tmp` when `kinds` allows it.
 * A lapsed token answers 001.401 (the client sends the member back to step 1).
 */
export function commodityAuth(
  ctx: ServerContext,
  kinds: readonly TokenKind[] = ['commodity'],
): onRequestAsyncHookHandler {
  return authHook(ctx, kinds, ['bearer'], {
    missing: API_ERRORS.commodityTokenExpired,
    expired: API_ERRORS.commodityTokenExpired,
    revoked: API_ERRORS.commodityTokenExpired,
  });
}

/** The member id of an authenticated request (a route behind a member hook always has one). */
export function memberIdOf(request: FastifyRequest): number {
  const id = request.auth?.memberId;
  if (id === null || id === undefined) throw API_ERRORS.forbidden();
  return id;
}
