import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Content codings the API offers, in the server's order of preference. */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;

/** Replies smaller than this go out as they are: compressing a few hundred bytes costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Compresses replies of 1 KiB or more with brotli or gzip, as the client accepts. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: [...COMPRESSION_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
