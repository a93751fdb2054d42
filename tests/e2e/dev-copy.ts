import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedBuildCaches } from '../../build/cache-dirs';
import { buildServer, type FenqiServer } from '../../src/server/app';
import { startDevServer, type DevServer } from '../../src/server/dev/dev-server';
import { generateForms } from '../../src/validation/generated';
import { REPO_ROOT } from '../../src/validation/schema-files';
import { CLIENT_DIR } from './live-app';
import { e2eServerLog } from './server-log';

const QUIET = { info: () => undefined, error: (message: string) => console.error(message) };

/** The development server on a copy of the repository's forms and build, and what a test reads of it. */
export interface DevCopy {
  /** The copy: `schemas/`, `uischemas/`, `fixtures/`, the build in `dist/`, its own `.generated/`. */
  root: string;
  dev: DevServer;
  /** The server as last (re)built: it reloads when a schema of the copy changes. */
  server: () => FenqiServer;
  url: (path: string) => string;
  stop: () => Promise<void>;
}

/**
 * `npm start` outside production, as an analyst runs it, on a copy of the repository's
 * schemas/, uischemas/, fixtures/ and build (the demo data, a temporary data folder): a change to
 * the copy's schemas — a studio save, or a test writing the file — reloads the server and rebuilds
 * the client it serves. `name` tags the temporary folders.
 */
export async function startDevCopy(name: string): Promise<DevCopy> {
  const root = mkdtempSync(join(tmpdir(), `fenqi-e2e-${name}-`));
  const dataDir = mkdtempSync(join(tmpdir(), `fenqi-e2e-${name}-data-`));
  for (const entry of ['schemas', 'uischemas', 'fixtures', '.prettierrc.json', '.prettierignore'])
    cpSync(join(REPO_ROOT, entry), join(root, entry), { recursive: true });
  cpSync(CLIENT_DIR, join(root, 'dist'), { recursive: true });
  generateForms(undefined, join(root, '.generated'), join(root, 'schemas'));
  // The copy's first client rebuild starts from the repository's build caches.
  seedBuildCaches(join(root, '.generated'));
  let current: FenqiServer | undefined;
  const build = async () =>
    (current = await buildServer({
      dataDir,
      clientDir: join(root, 'dist'),
      seedDemo: true,
      ...e2eServerLog(),
      studioRoot: root,
      schemasDir: join(root, 'schemas'),
    }));
  const dev = await startDevServer(
    build,
    { port: 0, host: '127.0.0.1' },
    { root, generatedDir: join(root, '.generated'), clientDir: join(root, 'dist') },
    QUIET,
  );
  return {
    root,
    dev,
    server: () => {
      if (!current) throw new Error('the development server has not started');
      return current;
    },
    url: (path) => `http://127.0.0.1:${dev.port}${path}`,
    stop: async () => {
      await dev.close();
      for (const dir of [root, dataDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
