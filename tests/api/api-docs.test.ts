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

  it('serves the viewer at /api/docs', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
