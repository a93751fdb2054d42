/**
 * @jest-environment node
 */
import { startTestServer } from './test-server';

describe('API documentation', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/members/banks',
        '/api/v2/members/banks/{code}/branches',
        '/api/v2/members/is-id-num-existent',
      ]),
    );
    expect(doc.paths['/api/v2/members/is-id-num-existent'].get).toBeDefined();
  });

  it('files every operation under one declared area, with a summary', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const declared = doc.tags.map((tag) => tag.name);
    const untagged: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const ok =
          operation.tags?.length === 1 && declared.includes(operation.tags[0]) && !!operation.summary;
        if (!ok && !path.startsWith('/api/docs')) untagged.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(untagged).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(80);
  });

  it('serves the viewer at /api/docs', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
