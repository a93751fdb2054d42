/**
 * API load figures, not pass/fail: the app server (in-process, a temp SQLite database with the
 * demo data, the production log level) against a bare Fastify server with one JSON route, under
 * autocannon with 50 connections. For every target a bare run and an app run alternate, round
 * after round, so both see the same machine noise; the table gives each figure's range over the
 * rounds and each app run's ratio to the bare run just before it. The case list is loaded twice:
 * as the app serves it (one member asking again is answered from the list cache) and from a second
 * app server with the cache off, where every request reads SQLite (a member's first look).
 *
 * `npx tsx tests/bench/api-load.ts`; API_LOAD_SECONDS (4), API_LOAD_ROUNDS (3) and
 * API_LOAD_CONNECTIONS (50) change the runs, LOG_LEVEL the app's log level (info), and
 * API_LOAD_METRICS=1 has the app servers collect Prometheus metrics (off by default, as in the app).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type ServerConfig } from '../../src/server/app';
import { DEMO_MEMBERS } from '../../src/server/demo/demo-people';

const SECONDS = Number(process.env.API_LOAD_SECONDS ?? 4);
const ROUNDS = Number(process.env.API_LOAD_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.API_LOAD_CONNECTIONS ?? 50);
const METRICS = process.env.API_LOAD_METRICS === '1';

/** One request autocannon repeats. */
export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A route of the app to load, by the name the table shows, on the server at `url`. */
interface Target extends Request {
  name: string;
  url: string;
}

/** What one autocannon run measured. */
export interface RunFigures {
  rps: number;
  p99: number;
  failed: number;
}

/** Runs autocannon on one request (or, given `mix`, on those requests in turn) and sums it up. */
export async function load(
  url: string,
  request: Request,
  seconds = SECONDS,
  { connections = CONNECTIONS, mix }: { connections?: number; mix?: readonly Request[] } = {},
): Promise<RunFigures> {
  const result = await autocannon({
    url: url + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    ...(mix ? { requests: mix.map((step) => ({ ...step })) } : {}),
    connections,
    duration: seconds,
    // The load is generated in a worker thread, not on the event loop of the servers it measures.
    workers: 1,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function startBareServer() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/**
 * The app as `npm start` runs it outside production (demo data seeded), on a temp database;
 * `overrides` change its settings (the second server has no case list cache).
 */
export async function startAppServer(overrides: Partial<ServerConfig> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-load-'));
  const { app } = await buildServer({
    dataDir,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    seedDemo: true,
    // A token, so metrics are collected and served, as a production server scraped by Prometheus.
    ...(METRICS ? { metrics: { token: 'api-load-metrics-token' } } : {}),
    ...overrides,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const DEMO = DEMO_MEMBERS[0];
const LOGIN: Request = {
  method: 'POST',
  path: `/api/v2/members/login?idNum=${DEMO.idNum}`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ passwd: DEMO.password }),
};

/** Logs the demo member in and returns the token. */
export async function login(url: string): Promise<string> {
  const res = await fetch(url + LOGIN.path, {
    method: LOGIN.method,
    headers: LOGIN.headers,
    body: LOGIN.body,
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Waits out the logins still queued for the hash when a login run ends (autocannon drops their
 * connections, the server still works them off), so they neither load the next run nor outlive
 * the server: one more login queues behind them (the hashing pool is first in, first out), then
 * a moment for their last database writes.
 */
async function drainLogins(url: string): Promise<void> {
  await login(url);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** `low–high` of `values` at `digits` decimals, or one figure when they agree. */
export const range = (values: number[], digits: number) => {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low.toFixed(digits) === high.toFixed(digits)
    ? low.toFixed(digits)
    : `${low.toFixed(digits)}–${high.toFixed(digits)}`;
};

/** Prints rows as a table: the first column left-aligned, the others right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  for (const row of rows)
    console.log(
      row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '),
    );
}

/** Prints req/s, p99 and the ratio to the bare route of each API target (see the file comment). */
export async function apiLoadFigures(): Promise<void> {
  const bare = await startBareServer();
  const servers: { url: string; stop: () => Promise<void> }[] = [];
  try {
    const server = await startAppServer();
    servers.push(server);
    // The same list read from SQLite on every request: what a member's first look costs.
    const uncached = await startAppServer({ caseListCacheMs: 0 });
    servers.push(uncached);
    const caseList = async (url: string): Promise<Request> => ({
      method: 'GET',
      path: '/api/v2/members/cases',
      headers: { authorization: `Bearer ${await login(url)}` },
    });
    const targets: Target[] = [
      { name: 'GET /api/v2/members/banks', url: server.url, method: 'GET', path: '/api/v2/members/banks' },
      { name: 'GET /api/v2/interest-plans', url: server.url, method: 'GET', path: '/api/v2/interest-plans' },
      { name: "GET /api/v2/members/cases (member's list)", url: server.url, ...(await caseList(server.url)) },
      {
        name: '  same, list cache off (read every time)',
        url: uncached.url,
        ...(await caseList(uncached.url)),
      },
      { name: 'POST /api/v2/members/login (scrypt)', url: server.url, ...LOGIN },
    ];
    console.log(
      `API load: ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds, bare and app alternating, ` +
        `metrics ${METRICS ? 'collected' : 'off'}; ` +
        `load average ${loadavg()[0].toFixed(1)} on entry`,
    );
    // Warm-up, not counted: JIT, the reference cache, the token cache.
    await load(bare.url, { method: 'GET', path: '/bare' }, 1);
    for (const target of targets.filter((t) => t.method === 'GET')) await load(target.url, target, 1);

    const runs = new Map<string, { app: RunFigures; bare: RunFigures }[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        const bareFigures = await load(bare.url, { method: 'GET', path: '/bare' });
        const appFigures = await load(target.url, target);
        if (target.method === 'POST') await drainLogins(target.url);
        runs.get(target.name)?.push({ app: appFigures, bare: bareFigures });
        if (appFigures.failed) console.warn(`  ${target.name}: ${appFigures.failed} failed requests`);
      }
      console.log(`  round ${round} of ${ROUNDS} done (load average ${loadavg()[0].toFixed(1)})`);
    }

    const bareRuns = [...runs.values()].flat().map((run) => run.bare);
    const rows = [
      ['route', 'req/s', 'p99 ms', '× bare'],
      [
        'GET /bare (bare Fastify, one JSON route)',
        range(
          bareRuns.map((run) => run.rps),
          0,
        ),
        range(
          bareRuns.map((run) => run.p99),
          0,
        ),
        '1',
      ],
    ];
    for (const target of targets) {
      const own = runs.get(target.name) ?? [];
      rows.push([
        target.name,
        range(
          own.map((run) => run.app.rps),
          own.some((run) => run.app.rps < 100) ? 1 : 0,
        ),
        range(
          own.map((run) => run.app.p99),
          0,
        ),
        range(
          own.map((run) => run.app.rps / run.bare.rps),
          3,
        ),
      ]);
    }
    printTable(rows);
    console.log(
      'req/s and p99: range over the rounds; × bare: each app run over the bare run just before it',
    );
  } finally {
    for (const server of servers) await server.stop();
    await bare.app.close();
  }
}

if (require.main === module) {
  apiLoadFigures().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
