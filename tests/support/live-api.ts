import type { FastifyInstance } from 'fastify';
import { ReadableStream as ReadableStreamNode } from 'node:stream/web';
import { clearImmediate as clearImmediateNode, setImmediate as setImmediateNode } from 'node:timers';
import { login } from '../../src/api/v2/auth';
import { v2Client } from '../../src/api/v2/client';
import { endSession, startSession } from '../../src/api/session-cookies';
import type { ServerConfig } from '../../src/server/app';
import { startTestServer, type TestServer } from '../api/test-server';

/** The demo member the server seeds (README): 王大明 with cases in every state. */
export const DEMO_MEMBER = { idNum: 'A123456789', password: 'demo1234', name: '王大明' } as const;

/** A real API server listening on 127.0.0.1 that the app's own v2 client talks to. */
export interface LiveApi {
  server: TestServer;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop: () => Promise<void>;
}

/**
 * The server runs inside the test's jsdom environment, which hides some of Node's globals that
 * Fastify and its plugins reach for: the timers from node:timers, the web streams from
 * node:stream/web. @fastify/compress only asks `payload instanceof Response`, which no reply of
 * ours is, so an empty class answers it.
 */
function provideNodeGlobals(): void {
  const scope = globalThis as Record<string, unknown>;
  scope.setImmediate ??= setImmediateNode;
  scope.clearImmediate ??= clearImmediateNode;
  scope.ReadableStream ??= ReadableStreamNode;
  scope.Response ??= class Response {};
}

/** jsdom enforces CORS for its origin (http://localhost); the test server answers for any origin. */
function allowAnyOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', request.headers.origin ?? '*');
    reply.header('access-control-allow-headers', 'authorization, content-type, accept, idempotency-key');
    reply.header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE');
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });
}

/**
 * Counts the requests the server is still answering: stopping waits for them, or jsdom reports the
 * page's cut-off calls (a page's lookups still loading when its test ended) as console errors.
 */
function trackInFlight(app: FastifyInstance): () => Promise<void> {
  let inFlight = 0;
  app.addHook('onRequest', async () => void (inFlight += 1));
  app.addHook('onResponse', async () => void (inFlight -= 1));
  // Quiet means nothing in flight for a while: a call may still be on its way from the page.
  return async () => {
    let quietFor = 0;
    for (let waited = 0; quietFor < 300 && waited < 3000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quietFor = inFlight > 0 ? 0 : quietFor + 50;
    }
  };
}

/**
 * Starts the real server (temp database, demo data seeded) on an ephemeral port and points the
 * app's v2 client at it, so flow tests run their real sagas and pages against real replies.
 * `beforeListen` may add hooks or routes while the server still accepts them.
 */
export async function startLiveApi(
  overrides: Partial<ServerConfig> = {},
  beforeListen: (server: TestServer) => void = () => undefined,
): Promise<LiveApi> {
  provideNodeGlobals();
  const server = await startTestServer({ seedDemo: true, ...overrides });
  allowAnyOrigin(server.app);
  const settled = trackInFlight(server.app);
  beforeListen(server);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const savedBase = v2Client.defaults.baseURL;
  v2Client.defaults.baseURL = `${url}/api/v2`;
  return {
    server,
    url,
    stop: async () => {
      await settled();
      v2Client.defaults.baseURL = savedBase;
      endSession();
      await server.stop();
    },
  };
}

/** Logs a member in through the real login call and stores the token cookies, as the login page does. */
export async function logInAs(
  idNum: string = DEMO_MEMBER.idNum,
  password: string = DEMO_MEMBER.password,
): Promise<string> {
  const reply = await login(idNum, password);
  startSession(reply.token, reply.expiresAt);
  return reply.token;
}
