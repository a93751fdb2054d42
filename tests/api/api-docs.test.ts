/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DOCUMENT_FILE, apiDocumentFileText } from '../../src/server/plugins/openapi-document';
import { FENQI_KEYWORD_NAMES } from '../../src/validation/keyword-names';
import { validateOpenApi } from './openapi-validator';
import { startTestServer, type TestServer } from './test-server';

interface Operation {
  tags?: string[];
  summary?: string;
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }
  >;
}

interface OpenApiDocument {
  openapi: string;
  info: { contact?: { name?: string; url?: string } };
  servers?: { url: string; description?: string }[];
  tags: { name: string }[];
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
  paths: Record<string, Record<string, Operation>>;
}

/** A Fastify route path as the document writes it: `/cases/:id` → `/cases/{id}`. */
function documentPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

describe('API documentation', () => {
  let server: TestServer;
  let doc: OpenApiDocument;
  const operation = (method: string, url: string) => doc.paths[documentPath(url)]?.[method.toLowerCase()];

  beforeAll(async () => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as OpenApiDocument;
  });
  afterAll(() => server.stop());

  it('is a valid OpenAPI 3.1 document by the OpenAPI schemas', () => {
    const verdict = validateOpenApi(doc);
    expect(verdict.errors).toBeUndefined();
    expect(verdict).toMatchObject({ valid: true, version: '3.1' });
  });

  it('documents every API route the server registered', () => {
    const routes = server.contract.routes();
    const missing = routes
      .filter((route) => !operation(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(90);
  });

  it('files every operation under one declared area, with a summary', () => {
    const declared = doc.tags.map((tag) => tag.name);
    const untagged: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const ok = op.tags?.length === 1 && declared.includes(op.tags[0]) && !!op.summary;
        if (!ok && !path.startsWith('/api/docs')) untagged.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(untagged).toEqual([]);
  });

  it('declares the three kinds of token and which operation takes which', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.memberToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.memberAccessToken).toMatchObject({ type: 'apiKey', in: 'query', name: 'access_token' });
    expect(schemes.commodityToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.draftToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operation('GET', '/api/v2/members/cases')?.security).toEqual([{ memberToken: [] }]);
    expect(operation('GET', '/api/v2/members/basic-info')?.security).toEqual([
      { memberAccessToken: [] },
      { memberToken: [] },
    ]);
    expect(operation('GET', '/api/v2/members/commodity-cases/tmp')?.security).toEqual([
      { commodityToken: [] },
    ]);
    expect(operation('GET', '/api/v2/members/commodity-cases/jwt-tmp')?.security).toEqual([
      { draftToken: [] },
    ]);
    expect(operation('POST', '/api/v2/members/commodity-cases')?.security).toEqual([
      { commodityToken: [] },
      { draftToken: [] },
    ]);
    // An operation that takes no token says so (`security: []`), as standard tools expect.
    expect(operation('GET', '/api/v2/members/banks')?.security).toEqual([]);
  });

  it('names every operation with an operationId from its route, each once', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    const withoutId = documented.filter(({ op }) => !op.operationId).map(({ key }) => key);
    expect(withoutId).toEqual([]);
    const ids = documented.flatMap(({ op }) => (op.operationId ? [op.operationId] : []));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]+$/.test(id))).toEqual([]);
    // Every registered API route is documented with one (a generated client names its functions so).
    const unnamed = server.contract
      .routes()
      .filter((route) => !operation(route.method, route.url)?.operationId)
      .map((route) => `${route.method} ${route.url}`);
    expect(unnamed).toEqual([]);
    // The names never change: they are in the committed docs/openapi.json, which the server must
    // serve as it is (checked below), so a renamed or dropped operationId shows as a diff in review.
    expect(operation('GET', '/api/v2/members/cases')?.operationId).toBe('listMemberCases');
  });

  it('describes every operation in zh-TW: its own words, the tokens it takes and its error codes', () => {
    const undescribed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations))
        if (!op.description?.includes('**憑證**')) undescribed.push(`${method.toUpperCase()} ${path}`);
    expect(undescribed).toEqual([]);
    const detail = operation('GET', '/api/v2/members/cases/:id')?.description ?? '';
    expect(detail).toContain('**憑證**：會員憑證，以 `Authorization: Bearer` 送出');
    expect(detail).toMatch(/- 404：`014\.404` 查無此案件/);
    expect(detail).toMatch(/- 400：`0006` .*；`2012` /);
    const basicInfo = operation('GET', '/api/v2/members/basic-info')?.description ?? '';
    expect(basicInfo).toMatch(/^欄位同表單 schemas\/memberInfo\.json/);
    expect(basicInfo).toContain('**憑證**（擇一）：');
    expect(operation('GET', '/api/v2/members/banks')?.description).toContain('**憑證**：不需要');
  });

  it('names the server at PUBLIC_URL and a contact', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: server.ctx.config.publicUrl })]);
    expect(doc.info.contact).toEqual(expect.objectContaining({ url: server.ctx.config.publicUrl }));
  });

  it("publishes Fenqi's keywords as x-fenqi-… extensions, while the server keeps validating with them", async () => {
    const text = JSON.stringify(doc.components.schemas);
    const bare = FENQI_KEYWORD_NAMES.filter((keyword) => text.includes(`"${keyword}":true`));
    expect(bare).toEqual([]);
    expect(text).not.toContain('"errorMessage":');
    expect(doc.components.schemas['https___fenqi.tw_schemas_defs_tw-id.json']).toMatchObject({
      'x-fenqi-tw-id': true,
      description: expect.stringContaining('「身份證字號錯誤」'),
    });
    // The schema the server registered is the file itself, keyword and all …
    expect(server.app.getSchema('https://fenqi.tw/schemas/defs/tw-id.json')).toMatchObject({ tw_id: true });
    // … and it still answers a wrong ID number with the browser's message.
    const badId = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/login',
      query: { idNum: 'A123456788' },
      payload: { passwd: 'demo1234' },
    });
    expect([badId.statusCode, badId.json().message]).toEqual([422, '身份證字號錯誤']);
  });

  it('lists the error codes of each route by status (spec §8), each with the error body', () => {
    const submit = operation('POST', '/api/v2/members/commodity-cases')?.responses ?? {};
    expect(submit['400'].description).toEqual(expect.stringContaining('2013：申請過於頻繁'));
    expect(submit['400'].description).toEqual(expect.stringContaining('2014：'));
    expect(submit['401'].description).toEqual(expect.stringContaining('001.401'));
    expect(submit['422'].description).toEqual(expect.stringContaining('422：'));
    const cases = operation('GET', '/api/v2/members/cases/{id}')?.responses ?? {};
    expect(cases['400'].description).toEqual(expect.stringMatching(/0006：.*2012：/));
    expect(cases['404'].description).toEqual(expect.stringContaining('014.404：查無此案件'));
    const errorBody = { $ref: '#/components/schemas/https___fenqi.tw_schemas_api_replies_error-reply.json' };
    const withoutErrorBody: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations))
        for (const [status, response] of Object.entries(op.responses ?? {}))
          if (
            Number(status) >= 400 &&
            response.content?.['application/json']?.schema?.$ref !== errorBody.$ref
          )
            withoutErrorBody.push(`${method.toUpperCase()} ${path} ${status}`);
    expect(withoutErrorBody.filter((line) => !line.includes('/api/docs'))).toEqual([]);
  });

  it('describes each reply by its schema file, titles and descriptions in zh-TW', () => {
    const repayment = operation('GET', '/api/v2/members/cases/:id/repayment-case')?.responses?.['200'];
    expect(repayment?.description).toBe('還款資訊：核准案件的 ATM 虛擬帳號、各期應繳與已繳');
  });

  it('is kept in the repository as served, so a contract change shows as a diff in review', () => {
    const kept = readFileSync(join(__dirname, '..', '..', API_DOCUMENT_FILE), 'utf8');
    // When this fails, the wire contract changed: run `npm run api-docs` and review the diff.
    expect(kept === apiDocumentFileText(doc)).toBe(true);
  });

  it('serves the viewer at /api/docs', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
