import { join } from 'node:path';
import { buildServer } from './app';

/** Starts the API and the built client on one port, configured by the environment (README). */
export async function main(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const port = Number(process.env.PORT ?? 3000);
  const { app } = await buildServer({
    dataDir: process.env.DATA_DIR ?? join(root, 'data'),
    databaseUrl: process.env.DATABASE_URL,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    clientDir: join(root, 'dist'),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
}
