import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type FenqiServer } from '../../src/server/app';

/** A server on a fresh temporary database (SQLite, or `DATABASE_URL` when it is set). */
export async function startTestServer(): Promise<FenqiServer & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-api-'));
  const server = await buildServer({ dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: 'silent' });
  return {
    ...server,
    stop: async () => {
      await server.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
