import { join } from 'node:path';
import type { FenqiServer } from './app';
import { REPO_ROOT } from '../validation/repo-root';
import { configFromEnv } from './config-from-env';
import { startDevServer } from './dev/dev-server';
import { closeOnSignals } from './graceful-close';
import { startMetricsListener } from './metrics/metrics-listener';
import { startProductionServer } from './production-server';
import { developmentStartLines } from './start-banner';
import { buildSweptServer } from './swept-server';

/**
 * Starts the API and the built client on one port, configured by the environment (README).
 * Outside production the server reloads itself when a file under `schemas/` or `uischemas/`
 * changes (a save in the studio or an editor) and rebuilds the client it serves, so a new field is
 * validated, served, documented and shown without a restart.
 */
export async function main(): Promise<void> {
  const root = REPO_ROOT;
  const { port, host, ...config } = configFromEnv(process.env, root);
  if (config.production) return startProductionServer(root);
  const listen = config.metrics?.listen;
  // The app serving now: the development server replaces it on every reload.
  let current: FenqiServer | undefined;
  const build = async () => (current = await buildSweptServer({ ...config, seedDemo: true }));
  const server = await startDevServer(
    build,
    { port, host },
    { root, generatedDir: join(root, '.generated'), clientDir: config.clientDir ?? join(root, 'dist') },
    console,
  );
  // One listener for the process, serving whichever app is current (each reload counts afresh).
  const metrics = listen ? await startMetricsListener(listen, () => current?.ctx.metrics ?? null) : null;
  for (const line of developmentStartLines(host, server.port, config.devToolsToken)) console.log(line);
  if (metrics) console.log(`metrics at http://${listen?.host}:${metrics.port}/metrics`);
  closeOnSignals(() => Promise.all([server.close(), metrics?.close()]));
}
