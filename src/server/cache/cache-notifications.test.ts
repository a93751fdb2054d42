/** @jest-environment node */
import { Client } from 'pg';
import { createPostgresDatabase } from '../../../tests/api/test-server';
import { startTcpProxy } from '../../../tests/fault/tcp-proxy';
import { isPostgresUrl } from '../db/connect';
import { CACHE_CHANNEL, CacheNotifications, type SharedCaches } from './cache-notifications';

const POSTGRES = process.env.DATABASE_URL;

/** Caches that write down what the listener asked of them. */
function recordingCaches(): { calls: string[]; caches: SharedCaches } {
  const calls: string[] = [];
  return {
    calls,
    caches: {
      invalidate: (kind) => calls.push(`invalidate ${kind}`),
      trust: (trusted) => calls.push(`trust ${String(trusted)}`),
    },
  };
}

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await settle(5);
  }
}

/**
 * The listener against a real PostgreSQL (runs in the PostgreSQL run): notices invalidate only
 * once their transaction commits, and the caches are trusted exactly while it listens.
 */
(isPostgresUrl(POSTGRES) ? describe : describe.skip)('CacheNotifications', () => {
  let database: { url: string; drop: () => Promise<void> };
  let writer: Client;
  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES!);
    writer = new Client({ connectionString: database.url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer?.end();
    await database?.drop();
  });

  const notify = (payload: string) => writer.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
  /** Ends the listener's connection from the server side, as a restart or a failover would. */
  const cutListener = () =>
    writer.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'fenqi-cache-listener' AND datname = current_database()`,
    );

  it('trusts the caches only once it listens, and invalidates on a notice once its write commits', async () => {
    const { calls, caches } = recordingCaches();
    const notifications = new CacheNotifications(database.url, caches, () => undefined);
    expect(calls).toEqual(['trust false']);
    await notifications.start();
    expect(notifications.listening).toBe(true);
    expect(calls.at(-1)).toBe('trust true');
    await writer.query('BEGIN');
    await notify('tokens');
    await settle();
    expect(calls).not.toContain('invalidate tokens'); // not before the commit
    await writer.query('COMMIT');
    await until(() => calls.includes('invalidate tokens'));
    await notify('cases');
    await notify('something new');
    await until(() => calls.includes('invalidate all'));
    expect(calls).toContain('invalidate cases');
    await notifications.close();
    expect(calls.at(-1)).toBe('trust false');
  });

  it('turns the caches off the moment its connection is lost, and hears nothing meanwhile', async () => {
    const { calls, caches } = recordingCaches();
    const warnings: string[] = [];
    const notifications = new CacheNotifications(database.url, caches, (message) => warnings.push(message), {
      retryMs: 60_000,
    });
    await notifications.start();
    await cutListener();
    await until(() => !notifications.listening);
    expect(calls.at(-1)).toBe('trust false');
    expect(warnings.join('\n')).toMatch(/caches off/);
    await notify('cases');
    await settle();
    expect(calls).not.toContain('invalidate cases');
    await notifications.close();
  });

  it('listens again by itself and trusts the caches again, from empty', async () => {
    const { calls, caches } = recordingCaches();
    const notifications = new CacheNotifications(database.url, caches, () => undefined, { retryMs: 20 });
    await notifications.start();
    calls.length = 0;
    await cutListener();
    await until(() => calls.includes('trust false'));
    await until(() => notifications.listening);
    // ExpiringMap.trust empties what is held: notices missed while cut cannot matter.
    expect(calls.at(-1)).toBe('trust true');
    await notify('tokens');
    await until(() => calls.includes('invalidate tokens'));
    await notifications.close();
  });

  it('treats a connection that stops answering its heartbeat as lost (a silent network loss)', async () => {
    const direct = new URL(database.url);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const { calls, caches } = recordingCaches();
    const notifications = new CacheNotifications(proxied.toString(), caches, () => undefined, {
      retryMs: 60_000,
      heartbeatMs: 50,
      heartbeatTimeoutMs: 100,
    });
    try {
      await notifications.start();
      await settle(); // a few heartbeats answered: still listening
      expect([notifications.listening, calls.at(-1)]).toEqual([true, 'trust true']);
      proxy.freeze();
      await until(() => !notifications.listening, 2_000);
      expect(calls.at(-1)).toBe('trust false');
    } finally {
      await notifications.close();
      await proxy.close();
    }
  });
});
