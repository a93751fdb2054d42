/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../api/test-server';

/**
 * What a deployment behind HTTPS needs on every reply, API and app pages alike —
 * the strict CSP, nosniff, no framing, HSTS when the public address is https — and no CORS: a page
 * of another origin can neither read a reply nor be invited to send one; and no cookie, so none to
 * mark Secure: tokens travel in the Authorization header (or the older calls' query).
 */
describe('security headers and CORS', () => {
  let clientDir: string;
  let https: TestServer;
  let http: TestServer;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'fenqi-headers-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Fenqi</title>');
    https = await startTestServer({ clientDir, publicUrl: 'https://member.fenqi.example', seedDemo: true });
    http = await startTestServer({ clientDir, publicUrl: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await https?.stop();
    await http?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('sends HSTS on API replies and app pages when the public address is https, and not over http', async () => {
    for (const url of ['/api/v2/app-config', '/member', '/api/v2/no-such-route']) {
      expect((await get(https, url)).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await get(http, url)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps the strict CSP, nosniff and no framing on API replies and app pages', async () => {
    for (const url of ['/api/v2/app-config', '/login']) {
      const { headers } = await get(https, url);
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('forbids framing, a moved <base> and forms posting elsewhere in the CSP, and admits one inline script by its hash', async () => {
    for (const url of ['/api/v2/app-config', '/login', '/member', '/api/v2/no-such-route']) {
      const policy = String((await get(https, url)).headers['content-security-policy']);
      const directives = new Map(
        policy.split(';').map((part) => {
          const [name, ...sources] = part.trim().split(/\s+/);
          return [name, sources] as const;
        }),
      );
      expect({ url, frameAncestors: directives.get('frame-ancestors') }).toEqual({
        url,
        frameAncestors: ["'none'"],
      });
      expect({ url, baseUri: directives.get('base-uri') }).toEqual({ url, baseUri: ["'none'"] });
      expect({ url, formAction: directives.get('form-action') }).toEqual({ url, formAction: ["'self'"] });
      const scripts = directives.get('script-src') ?? [];
      expect({ url, hashes: scripts.filter((source) => source.startsWith("'sha256-")).length }).toEqual({
        url,
        hashes: 1,
      });
      expect(scripts).not.toContain("'unsafe-inline'");
    }
  });

  it('sets no cookie anywhere: tokens travel in a header or the query, so there is no cookie to steal', async () => {
    const login = await https.app.inject({
      method: 'POST',
      url: '/api/v2/members/login?idNum=A123456789',
      payload: { passwd: 'demo1234' },
    });
    const { token } = login.json<{ token: string }>();
    const replies = [
      login,
      await get(https, '/login'),
      await get(https, '/api/v2/members/cases', { authorization: `Bearer ${token}` }),
    ];
    for (const reply of replies) expect(reply.headers['set-cookie']).toBeUndefined();
    // Token-bearing URLs (access_token=…, signed file links) never leave in a Referer to another site.
    for (const reply of replies) expect(reply.headers['referrer-policy']).toBe('same-origin');
  });

  it('lets no other origin read a reply or pass a preflight', async () => {
    const origin = 'https://evil.example';
    const read = await get(https, '/api/v2/app-config', { origin });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await https.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/members/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});
