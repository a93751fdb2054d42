import { join } from 'node:path';
import { configFromEnv } from '../../src/server/config-from-env';
import { buildSweptServer } from '../../src/server/swept-server';

/*
 * The server as a process of its own, for the fault and multi-instance suites: configured from
 * the environment exactly as `npm start` is (DATA_DIR, DATABASE_URL, FILE_STORE, …), seeded with
 * the demo members, sweeping what a crash left as `npm start` does, listening on an ephemeral port that it prints as one JSON line on stdout.
 * A test can then kill it with SIGKILL and start another on the same data.
 */
async function serve(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const { host, ...config } = configFromEnv(process.env, root);
  const { app } = await buildSweptServer({ ...config, clientDir: undefined, seedDemo: true });
  await app.listen({ port: 0, host: host === '0.0.0.0' ? '127.0.0.1' : host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ listening: port })}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

serve().catch((error: unknown) => {
  process.stderr.write(`server failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
