import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isUniqueViolation } from '../accounts/unique-violation';
import { API_ERRORS, ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { IDEMPOTENCY_HEADERS, idempotencyKeyOf } from '../contract/idempotency-headers';
import { requestFingerprint, startBodyDigest, type BodyDigest } from './request-fingerprint';

/** Said to a retry that comes while the first request with its key is still being stored. */
export const UPLOAD_IN_PROGRESS = '同一個檔案正在上傳中，請稍候再試';
/** Said to a retried send (`idempotentSend`) while the first is still being answered. */
export const SEND_IN_PROGRESS = '同一筆資料正在送出中，請稍候再試';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A guest's or member's one-time send (確認送出, 送出對保, 確認簽署) that the offline queue may send
     * again: it honours an `Idempotency-Key` like an upload (a retry hears the first reply).
     */
    idempotentSend?: boolean;
  }
}
/** A claim older than this without a reply was left by a request that died: a retry takes it over. */
const STALE_CLAIM_MS = 10 * 60_000;
/** How long a reply or a retry waits for the rest of a body the route did not read to its end. */
const BODY_END_WAIT_MS = 5_000;

/** The `Idempotency-Key` header as the API document shows it, with what a retry of this route gets. */
function keyHeaders(words: { title?: string; description: string }) {
  const key = IDEMPOTENCY_HEADERS.properties['idempotency-key'];
  return { ...IDEMPOTENCY_HEADERS, properties: { 'idempotency-key': { ...key, ...words } } };
}

/** An upload's key (the same form as a send's key). */
const UPLOAD_KEY_HEADERS = keyHeaders({
  title: '上傳識別碼',
  description: '同一個檔案的重送（例如回應遺失後重試）帶相同的識別碼，只會存一份檔案，並得到第一次的回應',
});

/** A one-time send's key. */
const SEND_KEY_HEADERS = keyHeaders({
  description: '同一次送出的重送（例如回應遺失後重試）帶相同的識別碼，只會送出一次，並得到第一次的回應',
});

/** A file upload: a POST whose body is a multipart form (routes/upload-body.ts). */
export function isUploadRoute(route: {
  method: string | readonly string[];
  schema?: { consumes?: unknown };
}): boolean {
  const methods: readonly string[] = typeof route.method === 'string' ? [route.method] : route.method;
  const consumes = route.schema?.consumes;
  return methods.includes('POST') && Array.isArray(consumes) && consumes.includes('multipart/form-data');
}

/** A route that honours an `Idempotency-Key`: every upload, and the sends marked `idempotentSend`. */
export function isIdempotentRoute(route: {
  method: string | readonly string[];
  schema?: { consumes?: unknown };
  config?: unknown;
}): boolean {
  return (
    isUploadRoute(route) ||
    (route.config as { idempotentSend?: unknown } | undefined)?.idempotentSend === true
  );
}

/** Said to a retry while the first request with its key is still being answered. */
export function inProgressMessageOf(route: {
  method: string | readonly string[];
  schema?: { consumes?: unknown };
}): string {
  return isUploadRoute(route) ? UPLOAD_IN_PROGRESS : SEND_IN_PROGRESS;
}

/** Who sends: the member, a draft token, or (guest links) the address itself, which names the link. */
function callerOf(request: FastifyRequest): string {
  const auth = request.auth;
  if (auth) return auth.memberId !== null ? `member:${auth.memberId}` : `token:${auth.tokenHash}`;
  return `link:${request.url}`;
}

/** The stored key: the route and the caller (hashed, to fit the column) scope the client's key. */
export function uploadKeyOf(route: string, caller: string, clientKey: string): string {
  return `upload|${createHash('sha256').update(`${route}|${caller}`).digest('hex').slice(0, 32)}|${clientKey}`;
}

function storedKeyOf(request: FastifyRequest, clientKey: string): string {
  return uploadKeyOf(`${request.method} ${request.routeOptions.url ?? ''}`, callerOf(request), clientKey);
}

const hooks = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * Every upload route, and every send marked `idempotentSend`, honours an `Idempotency-Key` (an
 * offline queue retries a request whose reply it never got): the first request with a key claims
 * it before the file is read; a retry after it was answered gets the same reply (status and body)
 * without storing its file again, so a retry never makes a second file; a retry while the first is
 * still being stored hears 409 (the client tries again later); a refused upload (4xx) or a failure
 * frees the key, so the same request may be sent again. Keys are scoped by route and caller, and
 * the reply is kept with the request's fingerprint (method, full path, body digest): the same key
 * on another path (another case) or with another body is not a retry and hears 422, never the
 * other request's reply. The claim and the reply live in `idempotency_keys`, like the application
 * sends' (db/idempotency.ts).
 */
export function registerIdempotentUploads(app: FastifyInstance, ctx: ServerContext): void {
  const claims = new WeakMap<FastifyRequest, string>();
  const digests = new WeakMap<FastifyRequest, BodyDigest>();

  async function release(request: FastifyRequest): Promise<void> {
    const key = claims.get(request);
    if (key === undefined) return;
    claims.delete(request);
    await ctx.db.deleteFrom('idempotency_keys').where('key', '=', key).where('status', 'is', null).execute();
  }

  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
    const clientKey = idempotencyKeyOf(request.headers);
    if (clientKey === null) return;
    const key = storedKeyOf(request, clientKey);
    const digest = startBodyDigest(request);
    digests.set(request, digest);
    for (let round = 0; round < 2; round += 1) {
      const row = await ctx.db
        .selectFrom('idempotency_keys')
        .select(['status', 'reply_json', 'created_at', 'request_hash'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (row && row.status !== null && row.reply_json !== null) {
        // The retry's file is read only to be compared, never stored. Rows kept before requests
        // had fingerprints (null) replay as they always did.
        const bodyHex = await digest.finish(BODY_END_WAIT_MS);
        const same =
          row.request_hash === null ||
          (bodyHex !== undefined &&
            row.request_hash === requestFingerprint(request.method, request.url, bodyHex));
        if (!same) throw API_ERRORS.idempotencyKeyReused();
        return reply
          .code(row.status)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(row.reply_json);
      }
      const now = ctx.clock();
      if (row && now.getTime() - Date.parse(row.created_at) < STALE_CLAIM_MS)
        throw new ApiError(409, '409', inProgressMessageOf(request.routeOptions));
      if (row)
        await ctx.db
          .deleteFrom('idempotency_keys')
          .where('key', '=', key)
          .where('created_at', '=', row.created_at)
          .where('status', 'is', null)
          .execute();
      try {
        await ctx.db.insertInto('idempotency_keys').values({ key, created_at: now.toISOString() }).execute();
        claims.set(request, key);
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request with the same key claimed it a moment ago: look again.
      }
    }
    throw new ApiError(409, '409', inProgressMessageOf(request.routeOptions));
  }

  async function keepReply(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const key = claims.get(request);
    if (key === undefined) return payload;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const answered = reply.statusCode >= 200 && reply.statusCode < 300 && body !== null;
    // A reply is kept only with its request's fingerprint: one that cannot be read frees the key.
    const bodyHex = answered ? await digests.get(request)?.finish(BODY_END_WAIT_MS) : undefined;
    if (answered && bodyHex !== undefined) {
      claims.delete(request);
      const requestHash = requestFingerprint(request.method, request.url, bodyHex);
      await ctx.db
        .updateTable('idempotency_keys')
        .set({ status: reply.statusCode, reply_json: body, request_hash: requestHash })
        .where('key', '=', key)
        .execute();
    } else {
      await release(request);
    }
    return payload;
  }

  app.addHook('onRoute', (route) => {
    if (!isIdempotentRoute(route)) return;
    // Documented (and its form checked) with the other request headers of the route.
    const keyHeaders = isUploadRoute(route) ? UPLOAD_KEY_HEADERS : SEND_KEY_HEADERS;
    route.schema = { ...route.schema, headers: route.schema?.headers ?? keyHeaders };
    route.preHandler = [...hooks(route.preHandler), claimOrReplay] as RouteOptions['preHandler'];
    // Before any other onSend (compression turns the body into a stream).
    route.onSend = [keepReply, ...hooks(route.onSend)] as RouteOptions['onSend'];
    route.onResponse = [...hooks(route.onResponse), release] as RouteOptions['onResponse'];
    route.onRequestAbort = [...hooks(route.onRequestAbort), release] as RouteOptions['onRequestAbort'];
  });
}
