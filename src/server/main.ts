import { join } from 'node:path';
import { buildServer } from './app';
import { configFromEnv } from './config-from-env';
import { startDevServer } from './dev/dev-server';
import { sweepInBackground } from './storage/orphan-sweep';

/**
 * Starts the API and the built client on one port, configured by the environment (README).
 * Outside production the server reloads itself when a file under `schemas/` or `uischemas/`
 * changes (a save in the studio or an editor) and rebuilds the client it serves, so a new field is
 * validated, served, documented and shown without a restart.
 */
export async function main(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const { port, host, ...config } = configFromEnv(process.env, root);
  const build = async () => {
    const server = await buildServer({ ...config, seedDemo: !config.production });
    sweepInBackground(server.ctx, server.app.log); // blobs a crash left without a database row
    return server;
  };
  if (config.production) {
    const { app } = await build();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
    await app.listen({ port, host });
    return;
  }
  const server = await startDevServer(
    build,
    { port, host },
    { root, generatedDir: join(root, '.generated'), clientDir: config.clientDir ?? join(root, 'dist') },
    console,
  );
  console.log(`Fenqi on http://localhost:${server.port} (reloads when schemas/ or uischemas/ change)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close());
}
