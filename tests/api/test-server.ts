import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { buildServer, type FenqiServer, type ServerConfig } from '../../src/server/app';
import type { ContractViolation } from '../../src/server/contract/reply-contract';

/** A clock tests can move forward to reach expiry. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

/** A clock starting at the real time, moved only by `advance`. */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

/** A fresh PostgreSQL database on the server `DATABASE_URL` names; dropped by the returned function. */
export async function createPostgresDatabase(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fenqi_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Fails the suite whose replies broke their routes' contracts (src/server/contract): every API
 * test is also a check that what it met was declared.
 */
function assertRepliesKeptContract(violations: readonly ContractViolation[]): void {
  if (violations.length === 0) return;
  const lines = [...new Set(violations.map((v) => `${v.route} → ${v.status}: ${v.problem}`))];
  throw new Error(`Replies broke their declared contract:\n${lines.join('\n')}`);
}

/** A started test server with its clock; `stop()` closes it and removes its data. */
export type TestServer = FenqiServer & {
  clock: TestClock;
  dataDir: string;
  /** The PostgreSQL database of this server, when the suite runs on PostgreSQL. */
  databaseUrl?: string;
  stop: () => Promise<void>;
};

/**
 * A server on a fresh temporary database: SQLite in a temp dir, or a new PostgreSQL database
 * when `DATABASE_URL` is set (the CI runs the API suite both ways).
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-api-'));
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
  const clock = createTestClock();
  const server = await buildServer({
    dataDir,
    databaseUrl: postgres?.url,
    logLevel: 'silent',
    clock: clock.now,
    checkReplies: true,
    ...overrides,
  });
  return {
    ...server,
    clock,
    dataDir,
    databaseUrl: postgres?.url,
    stop: async () => {
      await server.app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      assertRepliesKeptContract(server.contract.violations);
    },
  };
}
