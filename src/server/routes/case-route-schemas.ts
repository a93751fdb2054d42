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
