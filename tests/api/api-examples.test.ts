/** @jest-environment node */
import { API_EXAMPLES_FILE, readApiExamples } from '../../src/server/contract/api-examples';
import { startTestServer, type TestServer } from './test-server';

interface MediaType {
  example?: unknown;
}

interface Operation {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

/** A registered route as the document writes its path: `/cases/:id` → `/cases/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * The examples the document shows (docs/api-examples.json) are real calls of the contract test
 * (RECORD_API_EXAMPLES=1). A reply schema that changed since they were recorded must not leave
 * the document showing replies the server no longer gives: each recorded reply is held to its
 * route's reply schema with the contract's own check (ajv, strict, the real Fenqi keywords).
 */
describe(`the recorded examples (${API_EXAMPLES_FILE})`, () => {
  const examples = Object.entries(readApiExamples());
  let server: TestServer;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    server = await startTestServer();
    paths = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  afterAll(() => server.stop());

  it('cover most routes of the API', () => {
    expect(examples.length).toBeGreaterThan(0.9 * server.contract.routes().length);
  });

  it('are each of a route the server still has', () => {
    const stale = examples.map(([key]) => key).filter((key) => !server.contract.route(...split(key)));
    expect(stale).toEqual([]);
  });

  it.each(examples)('%s: the reply still matches its reply schema', (key, example) => {
    const route = server.contract.route(...split(key))!;
    // No recorded reply: a file (its schema is `content`), a redirect or no content (`null`).
    const reply = example.reply === undefined ? null : example.reply;
    expect(server.contract.problemOf(route, example.status, reply)).toBeNull();
  });

  it('are shown by the document: parameter values, the JSON request body and the reply', () => {
    const [method, url] = ['GET', '/api/v2/members/cases/:id'];
    const example = readApiExamples()[`${method} ${url}`];
    const op = paths[documentPath(url)].get;
    expect(op.parameters?.find((p) => p.name === 'id')?.example).toBe(Number(example.request.params?.id));
    expect(op.responses['200'].content?.['application/json'].example).toEqual(example.reply);
    const login = readApiExamples()['POST /api/v2/members/login'];
    const loginOp = paths['/api/v2/members/login'].post;
    expect(loginOp.requestBody?.content['application/json'].example).toEqual(login.request.body);
    expect(loginOp.parameters?.find((p) => p.name === 'idNum')?.example).toBe('A123456789');
  });
});

/** `GET /api/v2/x` → `['GET', '/api/v2/x']`. */
function split(key: string): [string, string] {
  const [method, url] = key.split(' ');
  return [method, url];
}
