/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { REPO_ROOT } from '../../src/validation/schema-files';
import { OWN_PAGE_ORIGIN } from '../api/dev-tools-origin';
import { startTestServer, type TestServer } from '../api/test-server';

const TOKEN = 'team-shared-dev-tools-token';
const LAN = '192.168.1.23';
const FIXTURE = 'fixtures/login/accept-valid-id.json';

const PUBLIC_URL = 'https://fenqi-dev.example.test:8443';

/**
 * Outside production the development tools (the outbox with every mail's links, the studio that
 * rewrites the forms on disk) answer only to this machine asked for by its own name, or to whoever
 * presents DEV_TOOLS_TOKEN; their writes come only from their own page. Anyone else meets the 404
 * of a production server.
 */
describe('development tools open only to this machine', () => {
  let root: string;
  let clientDir: string;
  let server: TestServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'fenqi-devtools-'));
    for (const entry of ['schemas', 'uischemas', 'fixtures', '.prettierrc.json', '.prettierignore'])
      cpSync(join(REPO_ROOT, entry), join(root, entry), { recursive: true });
    clientDir = mkdtempSync(join(tmpdir(), 'fenqi-devtools-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Fenqi</title>');
    server = await startTestServer({
      studioRoot: root,
      clientDir,
      devToolsToken: TOKEN,
      publicUrl: PUBLIC_URL,
    });
    await server.ctx.mailer.send({
      to: 'member@example.com',
      subject: '重設密碼',
      text: 'http://localhost:3000/resetPassword?access_token=reset-link-secret',
      html: '<p>reset</p>',
    });
  });
  afterAll(async () => {
    await server.stop();
    for (const dir of [root, clientDir]) rmSync(dir, { recursive: true, force: true });
  });

  const fixtureOnDisk = () => readFileSync(join(root, FIXTURE), 'utf8');
  const rewritten = () => fixtureOnDisk().replace('"description": "', '"description": "改寫 ');
  const requests = (): InjectOptions[] => [
    { method: 'GET', url: '/dev/outbox' },
    { method: 'GET', url: '/api/v2/dev/outbox' },
    { method: 'GET', url: '/api/v2/dev/studio/forms' },
    {
      method: 'POST',
      url: '/api/v2/dev/studio/files/check',
      payload: { path: FIXTURE, content: fixtureOnDisk() },
      headers: OWN_PAGE_ORIGIN,
    },
    {
      method: 'PUT',
      url: '/api/v2/dev/studio/files',
      payload: { path: FIXTURE, content: rewritten() },
      headers: OWN_PAGE_ORIGIN,
    },
    { method: 'GET', url: '/studio/login' },
  ];
  /** The request as sent with these extra headers (kept beside its own Origin, if any). */
  const withHeaders = (options: InjectOptions, headers: Record<string, string>): InjectOptions => ({
    ...options,
    headers: { ...(options.headers as Record<string, string> | undefined), ...headers },
  });

  it('answers 404, as production does, to an address on the network, and changes nothing', async () => {
    const before = fixtureOnDisk();
    for (const options of requests()) {
      const res = await server.app.inject({ ...options, remoteAddress: LAN });
      expect({ url: options.url, status: res.statusCode }).toEqual({ url: options.url, status: 404 });
      expect(res.json()).toMatchObject({ code: '404' });
      expect(res.body).not.toContain('reset-link-secret');
    }
    // A wrong token is no token.
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: LAN,
      headers: { 'x-dev-tools-token': `${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(404);
    expect(fixtureOnDisk()).toBe(before);
  });

  it('answers to the same address presenting DEV_TOOLS_TOKEN, in the header or (for a page) the query', async () => {
    for (const options of requests()) {
      const res = await server.app.inject({
        ...withHeaders(options, { 'x-dev-tools-token': TOKEN }),
        remoteAddress: LAN,
      });
      expect({ url: options.url, status: res.statusCode }).toEqual({ url: options.url, status: 200 });
    }
    const page = await server.app.inject({
      method: 'GET',
      url: `/dev/outbox?devToolsToken=${TOKEN}`,
      remoteAddress: LAN,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('reset-link-secret');
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answers to loopback (%s) without a token',
    async (address) => {
      for (const options of requests()) {
        const res = await server.app.inject({ ...options, remoteAddress: address });
        expect({ url: options.url, status: res.statusCode }).toEqual({ url: options.url, status: 200 });
      }
    },
  );

  it.each([
    'rebind.evil.example:3000',
    'rebind.evil.example',
    'localhost.evil.example',
    '127.0.0.1.nip.io:3000',
  ])(
    'answers 404 to loopback asking for another host name (%s), as a rebound DNS name would, and changes nothing',
    async (host) => {
      const before = fixtureOnDisk();
      for (const options of requests()) {
        const res = await server.app.inject({
          ...withHeaders(options, { host }),
          remoteAddress: '127.0.0.1',
        });
        expect({ url: options.url, status: res.statusCode }).toEqual({ url: options.url, status: 404 });
        expect(res.body).not.toContain('reset-link-secret');
      }
      expect(fixtureOnDisk()).toBe(before);
    },
  );

  it.each(['localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'LOCALHOST', 'fenqi-dev.example.test:8443'])(
    'answers loopback asking for this machine or PUBLIC_URL by name (%s)',
    async (host) => {
      const origin = `http://${host}`;
      for (const options of requests()) {
        const res = await server.app.inject({
          ...withHeaders(options, { host, origin }),
          remoteAddress: '::1',
        });
        expect({ url: options.url, status: res.statusCode }).toEqual({ url: options.url, status: 200 });
      }
    },
  );

  it('takes a write only with its own page as Origin: none, `null` or another site answers 404 and changes nothing', async () => {
    const before = fixtureOnDisk();
    const writes = requests().filter((options) => options.method !== 'GET');
    const origins = [undefined, 'null', 'http://evil.example', 'http://localhost:3001', 'file://localhost'];
    for (const options of writes)
      for (const origin of origins) {
        const headers = origin === undefined ? {} : { origin };
        const res = await server.app.inject({ ...options, headers, remoteAddress: '127.0.0.1' });
        expect({ url: options.url, origin, status: res.statusCode }).toEqual({
          url: options.url,
          origin,
          status: 404,
        });
        // Even with the token: the token says who, not which page sent it.
        const withToken = await server.app.inject({
          ...options,
          headers: { ...headers, 'x-dev-tools-token': TOKEN },
          remoteAddress: LAN,
        });
        expect({ url: options.url, origin, token: withToken.statusCode }).toEqual({
          url: options.url,
          origin,
          token: 404,
        });
      }
    expect(fixtureOnDisk()).toBe(before);
    // PUBLIC_URL's origin is the page's own too (a team server behind its proxy).
    const viaPublic = await server.app.inject({
      ...writes[0],
      headers: { origin: PUBLIC_URL },
      remoteAddress: '127.0.0.1',
    });
    expect(viaPublic.statusCode).toBe(200);
  });

  it('leaves the app itself open to the network', async () => {
    for (const url of ['/api/v2/members/banks', '/login', '/developer']) {
      const res = await server.app.inject({ method: 'GET', url, remoteAddress: LAN });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });
});
