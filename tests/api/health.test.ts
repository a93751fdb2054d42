import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './test-server';

describe('health for load balancers', () => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('answers live and ready without a login, telling nothing but the state', async () => {
    server = await startTestServer();
    const live = await server.app.inject({ url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
    const ready = await server.app.inject({ url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('is not ready when an upload could not be received (the temp folder is gone)', async () => {
    server = await startTestServer();
    rmSync(join(server.dataDir, 'files', 'tmp'), { recursive: true, force: true });
    const ready = await server.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: '503', message: '服務尚未就緒，請稍後再試。' });
    expect((await server.app.inject({ url: '/health/live' })).statusCode).toBe(200);
  });

  it('closing, answers every request in flight and refuses new ones with 503, readiness included', async () => {
    server = await startTestServer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    // A slow call stands in for any request in flight when SIGTERM comes.
    server.app.get('/test/slow', async () => {
      arrived += 1;
      await held;
      return { done: true };
    });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = Array.from({ length: 5 }, () => fetch(`${address}/test/slow`));
    while (arrived < inFlight.length) await new Promise((resolve) => setTimeout(resolve, 10));

    const closing = server.app.close();
    const duringClose = await fetch(`${address}/health/ready`).then(
      (reply) => reply.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(duringClose);
    release();
    const answered = await Promise.all(
      inFlight.map(async (reply) => [(await reply).status, await (await reply).json()]),
    );
    expect(answered).toEqual(Array.from({ length: 5 }, () => [200, { done: true }]));
    await closing;
  });
});
