import { startTestServer, type TestServer } from './test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids: in every reply and every log line of the request', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      logLevel: 'info',
      logRequests: true,
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => server.stop());

  it('names a new id in a reply and in an error reply', async () => {
    const ok = await server.app.inject({ url: '/health/live' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const refused = await server.app.inject({ url: '/api/v2/members/cases' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    expect(refused.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it("carries on the proxy's id when it is a safe token, and the log lines of the request name it", async () => {
    lines.length = 0;
    const reply = await server.app.inject({ url: '/health/live', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(reply.headers['x-request-id']).toBe('lb-7f3a.42');
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((line) => line.reqId === 'lb-7f3a.42')).toBe(true);
  });

  it('replaces an id a log line could be forged with by a new one', async () => {
    const reply = await server.app.inject({
      url: '/health/live',
      headers: { 'x-request-id': '" level=error msg=forged' },
    });
    expect(reply.headers['x-request-id']).toMatch(UUID);
  });
});
