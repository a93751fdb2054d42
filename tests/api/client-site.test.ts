/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './test-server';

/** The built client served beside the API on one port: SPA fallback, caching, compression, headers. */
describe('client site', () => {
  let server: TestServer;
  let clientDir: string;
  const script = `console.log(${JSON.stringify('分期'.repeat(500))});`;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'fenqi-dist-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Fenqi</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'main.3f2a.js'), script);
    server = await startTestServer({ clientDir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers every app route (GET and HEAD) with index.html, never cached', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await server.app.inject({ method, url: '/member/order/list?x=1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      if (method === 'GET') expect(res.payload).toContain('<div id="root">');
      else expect(res.payload).toBe('');
    }
  });

  it('serves hashed assets for a year, brotli or gzip as the browser accepts', async () => {
    const br = await server.app.inject({
      method: 'GET',
      url: '/assets/main.3f2a.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 10);
    const gzip = await server.app.inject({
      method: 'GET',
      url: '/assets/main.3f2a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('answers 404 for a missing asset instead of the app page, and never leaves the build folder', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    const escape = await server.app.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/package.json' });
    expect(escape.payload).not.toContain('"dependencies"');
  });

  it('keeps unknown API paths as JSON 404s rather than the app page', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/unknown' });
    expect([res.statusCode, res.json().code]).toEqual([404, '404']);
  });

  it('serves a new index.html after a rebuild writes one under the same name (compressed copies follow)', async () => {
    const ask = () =>
      server.app.inject({ method: 'GET', url: '/member', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync((await ask()).rawPayload).toString()).toContain('<title>Fenqi</title>');
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><title>Fenqi rebuilt</title><div id="root"></div>',
    );
    expect(gunzipSync((await ask()).rawPayload).toString()).toContain('<title>Fenqi rebuilt</title>');
  });

  it('serves the form studio outside production only', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/studio/login' })).statusCode).toBe(200);
    const production = await startTestServer({ clientDir, production: true });
    try {
      for (const url of ['/studio', '/studio/commodityApplicant', '/studio?x=1']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect((await production.app.inject({ method: 'GET', url: '/studios' })).statusCode).toBe(200);
      expect((await production.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
    } finally {
      await production.stop();
    }
  });
});
