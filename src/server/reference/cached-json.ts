import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD_BYTES } from '../plugins/compression';
import { replyRef } from '../contract/reply-schemas';
import type { ReferenceCache } from './reference-cache';

type Encoding = (typeof COMPRESSION_ENCODINGS)[number];

/**
 * A reply body serialized once (as bytes: nothing to encode per request), its strong entity tag,
 * and its compressed forms, each made the first time a client asks for it.
 */
interface CachedJson {
  body: Buffer;
  etag: string;
  compressed: Partial<Record<Encoding, Buffer>>;
}

const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  // Made once per version of the data, so the strongest settings cost nothing per request.
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** The 304 reply of a cached route (schemas/api/replies/not-modified.json), for its `response` schemas. */
export const NOT_MODIFIED_REPLY = replyRef('not-modified');

/** A strong entity tag of a body: its SHA-256, so equal data has the same tag in every process. */
export function entityTagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (`*`, or a list compared weakly, RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The coding for a plain Accept-Encoding list such as browsers send ("gzip, deflate, br"): the
 * first of COMPRESSION_ENCODINGS named. Anything with weights, `*`, `identity` or aliases is left
 * to @fastify/compress (undefined), which then negotiates and compresses as for any reply.
 */
function plainListChoice(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  const codings = header
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim());
  if (
    codings.some(
      (coding) => coding.includes(';') || coding === '*' || coding === 'identity' || coding.startsWith('x-'),
    )
  )
    return undefined;
  return COMPRESSION_ENCODINGS.find((encoding) => codings.includes(encoding));
}

/**
 * Answers a GET from the reference cache: the body the route's response schema serialized when
 * `load` last ran, with an `ETag`, or 304 without a body when the client already holds that tag.
 * A browser's plain Accept-Encoding gets the body compressed once and kept, instead of compressed
 * on every request. `key` must name the route and its parameters. Errors `load` throws reach the
 * error handler and are not kept.
 */
export async function sendCachedJson(
  cache: ReferenceCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const cached = await cache.get<CachedJson>(key, async () => {
    const serialized = reply.serialize(await load());
    const body =
      typeof serialized === 'string'
        ? Buffer.from(serialized)
        : Buffer.isBuffer(serialized)
          ? serialized
          : Buffer.from(serialized);
    return { body, etag: entityTagOf(body), compressed: {} };
  });
  // Public data: a browser may keep it, but asks (If-None-Match) before each use, so a change shows at once.
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (ifNoneMatchHits(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = cached.body.length >= COMPRESSION_THRESHOLD_BYTES ? plainListChoice(request) : undefined;
  if (!encoding) return reply.send(cached.body);
  // A Content-Encoding already set tells @fastify/compress to leave the reply alone.
  const compressed = (cached.compressed[encoding] ??= COMPRESS[encoding](cached.body));
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(compressed);
}
