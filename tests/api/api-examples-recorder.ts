import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import {
  API_EXAMPLES_FILE,
  pathParamsOf,
  type ApiExample,
  type ApiExamplesFile,
} from '../../src/server/contract/api-examples';
import type { CallRequest, ContractCall } from './contract-calls';

/** The environment flag that makes the contract test record its calls as the document's examples. */
export const RECORD_FLAG = 'RECORD_API_EXAMPLES';

/** Keeps the first call of each route that answered as expected, and writes them when asked. */
export interface ApiExamplesRecorder {
  record: (call: ContractCall, request: CallRequest, res: LightMyRequestResponse) => void;
  /** Writes docs/api-examples.json; how many routes it holds. */
  write: () => number;
}

/** A request's query, from its `query` option and any query string of its URL, as text. */
function queryOf(request: CallRequest, url: URL): Record<string, string> {
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  const given = request.query;
  if (typeof given === 'object' && given !== null)
    for (const [name, value] of Object.entries(given)) if (value !== undefined) query[name] = String(value);
  return query;
}

/** A JSON request body as sent (a multipart upload's bytes are not an example anyone can reuse). */
function jsonBodyOf(request: CallRequest): unknown {
  const payload = request.payload;
  if (payload === undefined || Buffer.isBuffer(payload) || typeof payload === 'string') return undefined;
  if (typeof payload === 'object' && payload !== null && 'pipe' in payload) return undefined;
  return payload;
}

/** A call as the examples file keeps it. */
function exampleOf(call: ContractCall, request: CallRequest, res: LightMyRequestResponse): ApiExample {
  const [, route] = call.route.split(' ');
  const url = new URL(String(request.url), 'http://fenqi.test');
  const params = pathParamsOf(route, url.pathname);
  const query = queryOf(request, url);
  const body = jsonBodyOf(request);
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return {
    as: call.as,
    request: {
      ...(params && Object.keys(params).length > 0 ? { params } : {}),
      ...(Object.keys(query).length > 0 ? { query } : {}),
      ...(body === undefined ? {} : { body }),
    },
    status: res.statusCode,
    ...(json ? { reply: res.json() } : {}),
  };
}

/**
 * The recorder of the contract test's real calls, or null unless `RECORD_API_EXAMPLES=1`. The
 * calls run on a fresh demo database, so ids, tokens and times differ between recordings: record
 * again only when a reply's shape changed, then run `npm run api-docs`.
 */
export function apiExamplesRecorder(): ApiExamplesRecorder | null {
  if (!process.env[RECORD_FLAG]) return null;
  const examples = new Map<string, ApiExample>();
  return {
    record: (call, request, res) => {
      if (res.statusCode !== call.status || examples.has(call.route)) return;
      examples.set(call.route, exampleOf(call, request, res));
    },
    write: () => {
      const file: ApiExamplesFile = {
        $comment: `Real calls of tests/api/contract.test.ts on the demo data, recorded with ${RECORD_FLAG}=1; the OpenAPI document shows them as examples. Do not edit by hand.`,
        examples: Object.fromEntries([...examples].sort(([a], [b]) => a.localeCompare(b))),
      };
      writeFileSync(join(__dirname, '..', '..', API_EXAMPLES_FILE), `${JSON.stringify(file, null, 2)}\n`);
      return examples.size;
    },
  };
}
