import { ACCESS_TOKEN_QUERY } from '../auth/request-auth';
import type { CaseStatus } from '../cases/case-status';

/** Largest id a PostgreSQL integer column holds; larger ids are refused by the schema, never a 500. */
const MAX_ID = 2_147_483_647;

/** `{id}` of /members/cases/{id}/… and /members/apply-cases/{id}/…: the case id (caseSerNo). */
export const CASE_ID_PARAMS = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', title: '案件序號', minimum: 1, maximum: MAX_ID } },
} as const;

/** `{caseSerNo}` of the commodity-loan payment calls. */
export const CASE_SER_NO_PARAMS = {
  type: 'object',
  additionalProperties: false,
  required: ['caseSerNo'],
  properties: { caseSerNo: { type: 'integer', title: '案件序號', minimum: 1, maximum: MAX_ID } },
} as const;

/** Older calls: `access_token` plus the case number `appCaseNo`. */
export const CASE_NO_QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['appCaseNo'],
  properties: {
    ...ACCESS_TOKEN_QUERY,
    appCaseNo: { type: 'string', title: '案件編號', minLength: 1, maxLength: 20 },
  },
} as const;

/** Older calls that take only `access_token`. */
export const TOKEN_ONLY_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { ...ACCESS_TOKEN_QUERY },
} as const;

/** Statuses from approval on: the case has a schedule, an account and a contract to sign. */
export const APPROVED_OR_LATER: readonly CaseStatus[] = [
  'approved',
  'id_verified',
  'signed',
  'repaying',
  'completed',
];

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
