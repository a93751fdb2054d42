/** @jest-environment node */
import { GUESS_LIMITS } from '../../src/server/auth/guess-limit';
import { LOGIN_LIMITS } from '../../src/server/auth/login-rate-limit';
import { startMetricsListenerFor, type MetricsListener } from '../../src/server/metrics/metrics-listener';
import { uploadDraftFile } from './commodity-application-sample';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const TOKEN = 'scrape-token-for-the-metrics-test';

/** The value of the sample `name` whose labels include `labels`, or undefined when there is none. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** A server listening on an ephemeral port, with its address. */
async function listening(server: TestServer): Promise<string> {
  return server.app.listen({ port: 0, host: '127.0.0.1' });
}

describe('metrics: off unless asked for', () => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('serves no /metrics and counts nothing by default', async () => {
    server = await startTestServer();
    const address = await listening(server);
    const reply = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(404);
    expect(server.ctx.metrics).toBeNull();
  });
});

describe('metrics on the main port, behind a token', () => {
  let server: TestServer;
  let address: string;
  beforeAll(async () => {
    server = await startTestServer({ metrics: { token: TOKEN } });
    address = await listening(server);
  });
  afterAll(() => server.stop());

  const scrape = async () => {
    const reply = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(200);
    return reply.text();
  };

  it('answers 404, as an unknown path does, without the token or with a wrong one', async () => {
    const unknown = await fetch(`${address}/no-such-path`);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const reply = await fetch(`${address}/metrics`, { headers: authorization ? { authorization } : {} });
      expect([reply.status, (await reply.json()).code]).toEqual([404, '404']);
    }
    expect(unknown.status).toBe(404);
  });

  it("gives Prometheus's text format with Node's own figures (the event loop among them)", async () => {
    const reply = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await reply.text();
    expect(text).toMatch(/^# HELP nodejs_eventloop_lag_seconds /m);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status, never by the URL asked for', async () => {
    const unmatched = { route: 'unmatched', status: '404' };
    const before = sampleValue(await scrape(), 'http_requests_total', unmatched) ?? 0;
    await fetch(`${address}/api/v2/members/banks/700/branches`);
    await fetch(`${address}/api/v2/members/banks/812/branches`);
    await fetch(`${address}/no-such-path/12345`);
    const text = await scrape();
    const route = { method: 'GET', route: '/api/v2/members/banks/:code/branches', status: '200' };
    expect(sampleValue(text, 'http_requests_total', route)).toBe(2);
    expect(sampleValue(text, 'http_request_duration_seconds_count', route)).toBe(2);
    expect(sampleValue(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(sampleValue(text, 'http_requests_total', unmatched)).toBe(before + 1);
    expect(text).not.toMatch(/\/700\/|\/812\/|12345/);
  });

  it('counts error replies by their catalogue code', async () => {
    const before = sampleValue(await scrape(), 'fenqi_api_error_replies_total', {
      code: '0006',
      status: '400',
    });
    const refused = await fetch(`${address}/api/v2/members/cases`);
    expect([refused.status, (await refused.json()).code]).toEqual([400, '0006']);
    const after = sampleValue(await scrape(), 'fenqi_api_error_replies_total', {
      code: '0006',
      status: '400',
    });
    expect(after).toBe((before ?? 0) + 1);
  });

  it('counts wrong passwords and the attempts a lockout refuses', async () => {
    const member = await createTestMember(server.ctx, { idNum: 'D123456782' });
    const login = (passwd: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/v2/members/login?idNum=${member.idNum}`,
        payload: { passwd },
      });
    for (let i = 0; i < LOGIN_LIMITS.perIdNum; i += 1)
      expect((await login('wrong-pass1')).statusCode).toBe(401);
    expect(sampleValue(await scrape(), 'fenqi_lockout_refusals_total', { door: 'login' })).toBeUndefined();
    expect((await login(member.password)).statusCode).toBe(429);
    const text = await scrape();
    expect(sampleValue(text, 'fenqi_lockout_refusals_total', { door: 'login' })).toBe(1);
    expect(sampleValue(text, 'fenqi_login_failures_total')).toBe(LOGIN_LIMITS.perIdNum);
    expect(sampleValue(text, 'fenqi_api_error_replies_total', { code: '429', status: '429' })).toBe(1);
  });

  it('counts the attempts a guess-limited door refuses apart from the login lockouts', async () => {
    const forget = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/members/password-forgetting',
        payload: { idNum: 'F123456784', email: 'nobody@example.com' },
        remoteAddress: '10.7.0.1',
      });
    const loginDoor = { door: 'login' };
    const loginRefusals = sampleValue(await scrape(), 'fenqi_lockout_refusals_total', loginDoor);
    for (let i = 0; i < GUESS_LIMITS.perTarget; i += 1) expect((await forget()).statusCode).toBe(400);
    expect((await forget()).statusCode).toBe(429);
    const text = await scrape();
    expect(sampleValue(text, 'fenqi_lockout_refusals_total', { door: 'guess' })).toBe(1);
    expect(sampleValue(text, 'fenqi_lockout_refusals_total', loginDoor)).toBe(loginRefusals);
  });

  it('counts stored uploads and their bytes by the content found in them', async () => {
    const member = await createTestMember(server.ctx, { idNum: 'E123456783', tokenKind: 'commodity' });
    const upload = await uploadDraftFile(server, member.token, 4);
    expect(upload.statusCode).toBe(201);
    const refused = await uploadDraftFile(server, member.token, 99);
    expect(refused.statusCode).toBe(400);
    const stored = await server.db
      .selectFrom('files')
      .select('size')
      .where('id', '=', upload.json().id)
      .executeTakeFirstOrThrow();
    const text = await scrape();
    expect(sampleValue(text, 'fenqi_uploads_total', { kind: 'image/jpeg' })).toBe(1);
    expect(sampleValue(text, 'fenqi_upload_bytes_total', { kind: 'image/jpeg' })).toBe(stored.size);
  });

  it('reports the PostgreSQL connection pool, and nothing for SQLite, which has none', async () => {
    const text = await scrape();
    if (server.databaseUrl) {
      expect(sampleValue(text, 'fenqi_db_pool_connections')).toBeGreaterThan(0);
      expect(sampleValue(text, 'fenqi_db_pool_waiting_queries')).toBe(0);
      expect(sampleValue(text, 'fenqi_db_pool_max_connections')).toBe(10);
    } else expect(text).not.toMatch(/fenqi_db_pool/);
  });

  it('is left out of the public API document', async () => {
    const document = await (await fetch(`${address}/api/docs/json`)).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/health/live');
  });
});

describe('metrics on a port of their own', () => {
  let server: TestServer;
  let listener: MetricsListener | undefined;
  // Closed here too, so a listener the app failed to close fails the test instead of hanging the run.
  afterEach(() => Promise.all([server?.stop(), listener?.close()]));

  it('serves /metrics without a token, and closes with the app', async () => {
    const listen = { port: 0, host: '127.0.0.1' };
    server = await startTestServer({ metrics: { listen } });
    listener = await startMetricsListenerFor(server.app, listen, server.ctx.metrics);
    const address = await listening(server);
    expect((await fetch(`${address}/metrics`)).status).toBe(404); // no token, so not on the main port
    await fetch(`${address}/health/live`);
    const metricsUrl = `http://127.0.0.1:${listener.port}/metrics`;
    const reply = await fetch(metricsUrl);
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(sampleValue(text, 'http_requests_total', { route: '/health/live', status: '200' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${listener.port}/other`)).status).toBe(404);
    await server.app.close();
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });
});
