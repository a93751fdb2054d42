/** @jest-environment node */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ContractRoute } from '../../src/server/contract/reply-contract';
import { REPLIES_PREFIX } from '../../src/validation/reply-types';
import { apiExamplesRecorder } from './api-examples-recorder';
import { demoWorld, FLOW_CALLS, GET_CALLS, type ContractCall, type DemoWorld } from './contract-calls';
import { startTestServer, type TestServer } from './test-server';

/**
 * One wire contract (item 3): with the demo data seeded, every GET route and the main calls of
 * each flow are made as their rightful user, and each reply is held to the schema its route
 * declares for the status it answered (ajv, strict), through `server.contract.problemOf`. The
 * calls are in contract-calls.ts.
 */

/**
 * Routes that only ever answer an error: the v1 catch-all turns an unknown list type into 422 9100
 * (spec §8), so it has no success reply to declare.
 */
const ERROR_ONLY_ROUTES = new Set(['GET /api/v1/info/index/:type']);

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** What is wrong with a reply's body as its route declares it, or null; a file is not looked into. */
function bodyProblem(server: TestServer, route: ContractRoute, res: LightMyRequestResponse): string | null {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json'))
    return server.contract.problemOf(route, res.statusCode, res.json());
  // No body at all (204, 302, 304): held to its schema as null, so an undeclared status still shows.
  if (res.body === '') return server.contract.problemOf(route, res.statusCode, null);
  return null;
}

/** What is wrong with a route's success replies: none declared, or one inline rather than in a file. */
function successReplyProblems(route: ContractRoute): string[] {
  const successes = Object.entries(route.response).filter(([status]) => /^[123]/.test(status));
  if (successes.length === 0)
    return ERROR_ONLY_ROUTES.has(keyOf(route)) ? [] : [`${keyOf(route)}: declares no success reply`];
  return successes
    .filter(([, reply]) => !isDeclaredReply(reply))
    .map(([status]) => `${keyOf(route)} → ${status}: inline schema, not a $ref to ${REPLIES_PREFIX}…`);
}

/** A `$ref` to a reply file, a file reply (`content`), or a reply with no body (`type: 'null'`). */
function isDeclaredReply(reply: unknown): boolean {
  if (typeof reply !== 'object' || reply === null) return false;
  const schema = reply as { $ref?: unknown; content?: unknown; type?: unknown };
  if (typeof schema.$ref === 'string') return schema.$ref.startsWith(REPLIES_PREFIX);
  return schema.content !== undefined || schema.type === 'null';
}

describe('the wire contract, with the demo data', () => {
  let server: TestServer;
  let world: DemoWorld;
  // With RECORD_API_EXAMPLES=1 the calls below become the OpenAPI document's examples.
  const recorder = apiExamplesRecorder();
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
    world = await demoWorld(server);
  });
  afterAll(async () => {
    await server.stop();
    recorder?.write();
  });

  /** Makes the call and holds its status and body to the route's contract. */
  async function check(contractCall: ContractCall): Promise<void> {
    const [method, url] = contractCall.route.split(' ');
    const route = server.contract.route(method, url);
    if (!route) throw new Error(`${contractCall.route} is not a route of the API`);
    const request = await contractCall.request(world);
    const res = await server.app.inject({ method: method as InjectOptions['method'], ...request });
    recorder?.record(contractCall, request, res);
    const outcome = { status: res.statusCode, problem: bodyProblem(server, route, res) };
    // The body of an unexpected answer says why (an error code, a message).
    const seen =
      res.statusCode === contractCall.status ? outcome : { ...outcome, body: res.body.slice(0, 500) };
    expect(seen).toEqual({ status: contractCall.status, problem: null });
    contractCall.then?.(res, world);
  }

  describe('every GET route', () => {
    it.each(GET_CALLS)('$route as $as', (contractCall) => check(contractCall));

    it('has a call in the table (contract-calls.ts GET_CALLS)', () => {
      const called = new Set(GET_CALLS.map((c) => c.route));
      const missing = server.contract
        .routes()
        .filter((route) => route.method === 'GET' && !called.has(keyOf(route)))
        .map(keyOf);
      expect(missing).toEqual([]);
    });
  });

  // After the GETs: these move cases on, send the guarantor, sign the loan and change passwords.
  describe('the main calls of each flow', () => {
    it.each(FLOW_CALLS)('$route as $as', (contractCall) => check(contractCall));
  });

  it('declares a success reply for every route, each in a file of schemas/api/replies/ (or a file, redirect or no content)', () => {
    expect(server.contract.routes().flatMap(successReplyProblems)).toEqual([]);
  });

  // Last: a field a view adds but its schema does not declare is dropped by the serializer, so the
  // wire body above still passes; the check before serialisation caught it, and names the route.
  it('recorded no reply that broke its contract before serialisation', () => {
    const problems = server.contract.violations.map((v) => `${v.route} → ${v.status}: ${v.problem}`);
    expect([...new Set(problems)]).toEqual([]);
  });
});
