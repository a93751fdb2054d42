import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type ServerConfig } from '../../src/server/app';
import { CLIENT_DIR } from './client-dir';
import { e2eServerLog } from './server-log';

/** A running app server (API + the built client on one port) and how to stop it. */
export interface AppServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the REAL server, as `npm start` would, for browser tests: a fresh SQLite database in a
 * temporary DATA_DIR seeded with the demo members (A123456789 / demo1234), the production build
 * of the client from `dist/`, on an ephemeral port. `stop()` closes it and removes the data.
 */
export async function startAppServer(overrides: Partial<ServerConfig> = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-e2e-'));
  const { app } = await buildServer({
    dataDir,
    clientDir: CLIENT_DIR,
    seedDemo: true,
    ...e2eServerLog(),
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server on a copy of the build, which a test may change as a deploy would (`clientDir`). */
export interface BuildCopyServer extends AppServer {
  clientDir: string;
}

/** Starts the real server on a fresh copy of the build; `stop()` also removes the copy. */
export async function startOnBuildCopy(prefix: string): Promise<BuildCopyServer> {
  const clientDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(CLIENT_DIR, clientDir, { recursive: true });
  const server = await startAppServer({ clientDir }).catch((error: unknown) => {
    rmSync(clientDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    clientDir,
    stop: async () => {
      await server.stop();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
