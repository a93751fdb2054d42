import { join } from 'node:path';
import { buildServer } from './app';
import { configFromEnv } from './config-from-env';

/** Starts the API and the built client on one port, configured by the environment (README). */
export async function main(): Promise<void> {
  const { port, host, ...config } = configFromEnv(process.env, join(__dirname, '..', '..'));
  const { app } = await buildServer({ ...config, seedDemo: !config.production });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
  await app.listen({ port, host });
}
