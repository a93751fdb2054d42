/**
 * The client's key for one application send (either generation): a retry with it gets the first
 * reply, not a second case (src/server/db/idempotency.ts).
 */
export const IDEMPOTENCY_HEADERS = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      title: '送件識別碼',
      description: '同一次送件的重送（例如回應遺失後重試）帶相同的識別碼，只會建立一筆案件',
      minLength: 8,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]+$',
    },
  },
} as const;

/** The request's `Idempotency-Key` (checked by IDEMPOTENCY_HEADERS), or null when it sent none. */
export function idempotencyKeyOf(headers: Readonly<Record<string, unknown>>): string | null {
  const key = headers['idempotency-key'];
  return typeof key === 'string' ? key : null;
}
