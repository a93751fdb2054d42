import { configFromEnv } from './config-from-env';
import { closeOnSignals } from './graceful-close';
import { startMetricsListenerFor } from './metrics/metrics-listener';
import { buildSweptServer } from './swept-server';

/**
 * Starts the production server for the repository at `root`, configured by the environment
 * (README): no demo data, no reload, drained on SIGTERM. Kept apart from the development start so
 * the compiled server (`dist-server/start.js`) carries none of the reload and client-build code.
 */
export async function startProductionServer(root: string): Promise<void> {
  const { port, host, ...config } = configFromEnv(process.env, root);
  const { app, ctx } = await buildSweptServer({ ...config, seedDemo: false });
  const listen = config.metrics?.listen;
  if (listen) await startMetricsListenerFor(app, listen, ctx.metrics);
  closeOnSignals(() => app.close());
  await app.listen({ port, host });
}
