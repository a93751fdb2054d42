import { createHash, type Hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** What a request carried, as far as it has been read: the digest once its whole body went by. */
export interface BodyDigest {
  /** Hex SHA-256 of the body; undefined until the body has been read to its end. */
  hex?: string;
  /** Reads what is left of the body (nobody else will) and resolves with its digest, or undefined. */
  finish(timeoutMs: number): Promise<string | undefined>;
}

/**
 * A SHA-256 of a stream with every occurrence of `boundary` left out: a multipart body built again
 * from the same fields and file gets a new random boundary, and is still the same request. The
 * last `boundary.length - 1` bytes wait for the next chunk, so a boundary split across chunks is
 * found too.
 */
function boundaryBlindHasher(boundary: Buffer): { push(chunk: Buffer): void; end(): string } {
  const hash: Hash = createHash('sha256');
  let carry = Buffer.alloc(0);
  return {
    push(chunk) {
      const data = Buffer.concat([carry, chunk]);
      let from = 0;
      for (let at = data.indexOf(boundary, from); at !== -1; at = data.indexOf(boundary, from)) {
        hash.update(data.subarray(from, at));
        from = at + boundary.length;
      }
      const keep = Math.max(from, data.length - (boundary.length - 1));
      hash.update(data.subarray(from, keep));
      carry = data.subarray(keep);
    },
    end() {
      hash.update(carry);
      return hash.digest('hex');
    },
  };
}

function multipartBoundary(request: FastifyRequest): Buffer | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const boundary = match?.[1] ?? match?.[2];
  return boundary ? Buffer.from(boundary) : undefined;
}

/**
 * Starts the digest of a request's body before the route reads it. A parsed body (JSON) is hashed
 * at once; a multipart body, which @fastify/multipart pipes straight from the socket, is hashed as
 * it goes by: the stream is paused first, so listening does not start it flowing before the route
 * pipes it (no byte is lost to the route).
 */
export function startBodyDigest(request: FastifyRequest): BodyDigest {
  const boundary = request.isMultipart() ? multipartBoundary(request) : undefined;
  if (!boundary) {
    const hex = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    return { hex, finish: async () => hex };
  }
  const raw = request.raw;
  const hasher = boundaryBlindHasher(boundary);
  const digest: BodyDigest = { finish: async () => undefined };
  const ended = new Promise<void>((resolve) => {
    raw.once('end', () => {
      digest.hex = hasher.end();
      resolve();
    });
    raw.once('close', () => resolve());
  });
  raw.pause();
  raw.on('data', (chunk: Buffer) => hasher.push(chunk));
  digest.finish = async (timeoutMs) => {
    if (digest.hex === undefined && !raw.readableEnded) raw.resume();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([ended, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    return digest.hex;
  };
  return digest;
}

/** The path a request names (its query too, but not a token that may be renewed between retries). */
export function requestPathOf(url: string): string {
  const parsed = new URL(url, 'http://fenqi.invalid');
  parsed.searchParams.delete('access_token');
  return parsed.pathname + parsed.search;
}

/** One request, as a key may replay it: the method, the full path and the body's digest. */
export function requestFingerprint(method: string, url: string, bodyHex: string): string {
  return createHash('sha256')
    .update(`${method} ${requestPathOf(url)}\n${bodyHex}`)
    .digest('hex');
}
