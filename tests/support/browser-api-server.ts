import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { runInThisContext } from 'node:vm';
import { startTestServer, type TestServer } from '../api/test-server';
import { v2Client } from '../../src/api/v2/client';
import { saveNewMemberDraft } from '../../src/api/v2/commodity-drafts';
import { clearDraftToken } from '../../src/api/commodity-token';
import { samplePng } from '../api/sample-files';
import { fakePadImage } from './fake-signature-pad';

/*
 * Test support (imported by tests only): the real API server for tests that run in jsdom, reached
 * through jsdom's own XMLHttpRequest — the adapter the browser uses — so uploads go out as real
 * multipart requests with real progress events.
 */

// The server runs inside the jsdom test environment, where Node's fetch-era globals are hidden;
// @fastify/compress checks replies against them. They are taken from Node's own context.
for (const name of ['Response', 'ReadableStream', 'WritableStream', 'TransformStream', 'Headers']) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: runInThisContext(name) as unknown });
}

/** A running API server on 127.0.0.1 that v2Client talks to. */
export interface BrowserApiServer {
  server: TestServer;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Points v2Client at another origin (a proxy, a closed port) or back at this server. */
  pointAt: (origin?: string) => void;
  stop: () => Promise<void>;
}

/**
 * Starts the API server on a free port and points v2Client at it. jsdom enforces CORS like a
 * browser, and the app is served from its own origin in production, so the test server answers the
 * cross-origin preflight for the jsdom page here.
 */
export async function startBrowserApiServer(): Promise<BrowserApiServer> {
  const server = await startTestServer();
  server.app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', request.headers.origin ?? '*');
    reply.header('access-control-allow-headers', 'authorization, content-type, accept, idempotency-key');
    reply.header('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
    if (request.method === 'OPTIONS') await reply.code(204).send();
  });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const saved = { baseURL: v2Client.defaults.baseURL, timeout: v2Client.defaults.timeout };
  // jsdom leaves an XHR's timeout timer running after a network error, holding the test run open
  // for the whole 30 s; no test here waits on a timeout.
  v2Client.defaults.timeout = 0;
  const pointAt = (origin = url) => {
    v2Client.defaults.baseURL = `${origin}/api/v2`;
  };
  pointAt();
  return {
    server,
    url,
    pointAt,
    stop: async () => {
      Object.assign(v2Client.defaults, saved);
      await server.stop();
    },
  };
}

/** Starts a new member's draft (POST jwt-tmp), which keeps the draft token for the following calls. */
export async function startNewMemberDraft(): Promise<void> {
  await saveNewMemberDraft({ isSaveTmp: true });
}

/**
 * The API server for a contract page's tests: a new member's draft started (its token authorises
 * the signature uploads) and the fake pad drawing a real PNG (tests/support/fake-signature-pad.ts,
 * which the test file mocks `signature_pad` with). Stopping it forgets the draft token too.
 */
export async function startSigningApiServer(): Promise<BrowserApiServer> {
  const api = await startBrowserApiServer();
  await startNewMemberDraft();
  fakePadImage.png = `data:image/png;base64,${(await samplePng()).toString('base64')}`;
  return {
    ...api,
    stop: async () => {
      clearDraftToken();
      await api.stop();
    },
  };
}

/** A TCP relay to `target` that drops the first `dropFirst` connections: a connection lost mid-way. */
export interface FlakyRelay {
  url: string;
  /** Connections dropped so far. */
  dropped: () => number;
  close: () => Promise<void>;
}

/** Starts a relay on a free port of 127.0.0.1 that drops the first `dropFirst` connections, then relays. */
export async function startFlakyRelay(target: string, dropFirst: number): Promise<FlakyRelay> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let dropped = 0;
  const relay: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (dropped < dropFirst) {
      dropped += 1;
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    dropped: () => dropped,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
