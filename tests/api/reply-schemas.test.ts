/** @jest-environment node */
import { startTestServer, type TestServer } from './test-server';

/**
 * Reply serializers and request validators are compiled on a route's first use
 * (plugins/lazy-serializers.ts, plugins/lazy-validators.ts); this is the check a start used to
 * make: every response schema and every request schema of every route compiles.
 */
describe('reply and request schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.ready();
  });
  afterAll(() => server.stop());

  it('compile for every route and status', () => {
    expect(server.compileReplySerializers()).toBeGreaterThan(50);
  });

  it('compile for every route and request part', () => {
    expect(server.compileRequestValidators()).toBeGreaterThan(50);
  });
});
