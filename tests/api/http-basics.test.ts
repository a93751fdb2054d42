/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from './test-server';

/** What every API reply shares: compression, security headers, and 4xx (never 500) for bad requests. */
describe('HTTP basics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('compresses larger replies with brotli when the client accepts it', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/members/banks',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const banks = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(banks.length).toBeGreaterThan(30);
  });

  it('sends security headers and keeps API data out of caches, public lists revalidated', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/members/banks' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
      'cache-control': 'no-cache',
    });
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    // A member's data (here the refusal of a call without a token) is never kept.
    const personal = await server.app.inject({ method: 'GET', url: '/api/v2/members/cases' });
    expect([personal.statusCode, personal.headers['cache-control']]).toEqual([400, 'no-store']);
  });

  it('answers malformed JSON with 400 and a code, not 500', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/login?idNum=A123456789',
      payload: '{"passwd": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: '請求內容不是有效的 JSON' });
  });

  it('answers an unsupported content type with 415 and a code', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/login?idNum=A123456789',
      payload: 'passwd=x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('FST_ERR_CTP_INVALID_MEDIA_TYPE');
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404', message: '找不到 GET /api/v2/nothing-here' });
  });
});
