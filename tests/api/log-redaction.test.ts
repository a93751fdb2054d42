/** @jest-environment node */
import { startTestServer, type TestServer } from './test-server';

/**
 * The server's log at info level with every request logged (LOG_REQUESTS=1) — the most it
 * writes short of debug — never carries a password, a token or a full ID number.
 */
describe('log redaction', () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seedDemo: true,
      logLevel: 'info',
      logRequests: true,
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => server.stop());

  it('logs a login and authenticated calls without the password, the token or the ID number', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/login?idNum=A123456789',
      payload: { passwd: 'demo1234' },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json() as { token: string };
    const calls = [
      { url: '/api/v2/members/cases', headers: { authorization: `Bearer ${token}` } },
      { url: `/api/v2/members/orders/list?access_token=${token}` },
      { url: '/api/v2/members/is-id-num-existent?idNum=A123456789' },
    ];
    for (const call of calls) {
      const res = await server.app.inject({ method: 'GET', ...call });
      expect(res.statusCode).toBe(200);
    }
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/login?idNum=A123456789',
      payload: { passwd: 'demo1234x' },
    });
    expect(wrong.statusCode).not.toBe(200);

    const log = lines.join('');
    // The requests were logged, with what is safe to keep.
    expect(log).toContain('"url":"/api/v2/members/login?idNum=A12****789"');
    expect(log).toContain('"url":"/api/v2/members/orders/list?access_token=[redacted]"');
    for (const secret of ['demo1234', token, 'A123456789']) expect(log).not.toContain(secret);
  });

  it("logs guests' calls without their sign paths (a sign path alone opens a case)", async () => {
    const urls = [
      '/api/v2/guests/guarantor/demo-guarantor-sign-path',
      '/api/v2/guests/vehicle-loans/signPath=demo-vehicle-loan-sign-path',
    ];
    for (const url of urls) expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('"url":"/api/v2/guests/guarantor/[redacted]"');
    expect(log).toContain('"url":"/api/v2/guests/vehicle-loans/signPath=[redacted]"');
    for (const secret of ['demo-guarantor-sign-path', 'demo-vehicle-loan-sign-path'])
      expect(log).not.toContain(secret);
  });

  it("censors secrets and ID numbers in the app's own log calls and in logged errors", () => {
    const error = Object.assign(new Error('duplicate key for A123456789'), {
      detail: 'Key (id_num)=(A123456789) already exists.',
    });
    server.app.log.info(
      { idNum: 'A123456789', body: { passwd: 'demo1234', token: 'secret-token' } },
      'fields',
    );
    server.app.log.error({ err: error }, 'an error');
    const written = lines.slice(-2).join('');
    expect(written).toContain('"idNum":"A12****789"');
    expect(written).toContain('"passwd":"[redacted]"');
    expect(written).toContain('"detail":"Key (id_num)=(A12****789) already exists."');
    for (const secret of ['demo1234', 'secret-token', 'A123456789']) expect(written).not.toContain(secret);
  });
});
