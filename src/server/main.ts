import { join } from 'node:path';
import { watchTree } from '../validation/watch-tree';
import { buildServer } from './app';
import { configFromEnv } from './config-from-env';
import { startReloadingServer } from './dev/reloading-server';

/** How long a burst of saves (an editor writing several files) is waited out before one reload. */
const RELOAD_DEBOUNCE_MS = 200;

/**
 * Starts the API and the built client on one port, configured by the environment (README).
 * Outside production the server reloads itself when a file under `schemas/` changes (a save in
 * the studio or an editor), so a new field is validated, served and documented without a restart.
 */
export async function main(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const { port, host, ...config } = configFromEnv(process.env, root);
  const build = () => buildServer({ ...config, seedDemo: !config.production });
  if (config.production) {
    const { app } = await build();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
    await app.listen({ port, host });
    return;
  }
  const server = await startReloadingServer(build, { port, host }, console);
  console.log(`Fenqi on http://localhost:${server.port} (reloads when schemas/ changes)`);
  let timer: NodeJS.Timeout | undefined;
  const stopWatching = watchTree(join(root, 'schemas'), () => {
    clearTimeout(timer);
    timer = setTimeout(() => void server.reload(), RELOAD_DEBOUNCE_MS);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopWatching();
      void server.close();
    });
}
