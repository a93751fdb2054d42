import { buildServer, type FenqiServer, type ServerConfig } from './app';
import { sweepInBackground } from './storage/orphan-sweep';

/** buildServer, then the sweep of the blobs a crash left without a database row (in the background). */
export async function buildSweptServer(config: ServerConfig): Promise<FenqiServer> {
  const server = await buildServer(config);
  sweepInBackground(server.ctx, server.app.log);
  return server;
}
