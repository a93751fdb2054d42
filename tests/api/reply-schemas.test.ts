/** @jest-environment node */
import { startTestServer, type TestServer } from './test-server';

/**
 * Reply serializers are compiled on a route's first reply (plugins/lazy-serializers.ts); this is
 * the check a start used to make: every response schema of every route compiles.
 */
describe('reply schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.ready();
  });
  afterAll(() => server.stop());

  it('compile for every route and status', () => {
    expect(server.compileReplySerializers()).toBeGreaterThan(50);
  });
});
