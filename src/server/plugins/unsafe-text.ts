import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error';

/** A NUL character, or a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text no field of Fenqi can hold. */
function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** The first unsafe text anywhere in a parsed body or query (keys included), or undefined. */
function findUnsafeText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? value : undefined;
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = isUnsafeText(key) ? key : findUnsafeText(inner, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses a body or query that carries a NUL character or a lone surrogate (400) before it is
 * validated or stored: such text cannot be shown, printed on a contract or stored in PostgreSQL
 * (which refuses NUL in text), so it is turned away at the door with a message saying why.
 */
export function registerUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (findUnsafeText(request.query) !== undefined || findUnsafeText(request.body) !== undefined) {
      throw new ApiError(400, '400', '資料含有無法處理的字元（NUL 或不成對的 Unicode 字元），請重新輸入');
    }
  });
}
