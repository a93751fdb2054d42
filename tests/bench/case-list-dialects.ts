/**
 * One instance on SQLite against one on PostgreSQL, same default start (demo data, caches at
 * their defaults), under a member's load: their case list alone, and the member mix (open cases,
 * finished cases, the older order list, in turn). The two servers alternate run after run so both
 * see the same machine noise; the table gives each figure's range and PostgreSQL's req/s over
 * SQLite's run just before it. PostgreSQL is the server DATABASE_URL names (a fresh database is
 * made there and dropped); without it only SQLite is measured.
 *
 * `npx tsx tests/bench/case-list-dialects.ts`, or `npm run bench -- api`; DIALECT_SECONDS (10),
 * DIALECT_ROUNDS (3) and DIALECT_CONNECTIONS (20) change the runs.
 */
import { loadavg } from 'node:os';
import { isPostgresUrl } from '../../src/server/db/connect';
import { createPostgresDatabase } from '../api/test-server';
import { load, login, printTable, range, startAppServer, type Request, type RunFigures } from './api-load';

const SECONDS = Number(process.env.DIALECT_SECONDS ?? 10);
const ROUNDS = Number(process.env.DIALECT_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.DIALECT_CONNECTIONS ?? 20);

/** What a member's app asks for again and again, with the member's token. */
function memberRequests(token: string): { caseList: Request; mix: Request[] } {
  const bearer = { authorization: `Bearer ${token}` };
  const caseList: Request = { method: 'GET', path: '/api/v2/members/cases', headers: bearer };
  return {
    caseList,
    mix: [
      caseList,
      { method: 'GET', path: '/api/v2/members/cases/completed', headers: bearer },
      { method: 'GET', path: `/api/v2/members/orders/list?access_token=${token}` },
    ],
  };
}

/** A started app server on one database, with the demo member's requests. */
async function startMeasured(databaseUrl?: string) {
  const server = await startAppServer({ databaseUrl });
  return { ...server, requests: memberRequests(await login(server.url)) };
}

type Measured = Awaited<ReturnType<typeof startMeasured>>;

const runOf = (server: Measured, kind: 'caseList' | 'mix', seconds = SECONDS) =>
  kind === 'mix'
    ? load(server.url, server.requests.caseList, seconds, {
        connections: CONNECTIONS,
        mix: server.requests.mix,
      })
    : load(server.url, server.requests.caseList, seconds, { connections: CONNECTIONS });

/** Prints req/s and p99 on SQLite and PostgreSQL, and their ratio (see the file comment). */
export async function caseListDialectFigures(): Promise<void> {
  const postgresUrl = process.env.DATABASE_URL;
  const database = isPostgresUrl(postgresUrl) ? await createPostgresDatabase(postgresUrl) : null;
  const servers: Measured[] = [];
  try {
    const sqlite = await startMeasured();
    servers.push(sqlite);
    const postgres = database ? await startMeasured(database.url) : null;
    if (postgres) servers.push(postgres);
    console.log(
      `\nSQLite vs PostgreSQL, one instance each: ${CONNECTIONS} connections, ${SECONDS} s a run, ` +
        `${ROUNDS} rounds, alternating; load average ${loadavg()[0].toFixed(1)} on entry` +
        (postgres ? '' : ' (no DATABASE_URL: SQLite only)'),
    );
    const kinds = ['caseList', 'mix'] as const;
    for (const server of servers) for (const kind of kinds) await runOf(server, kind, 1); // warm-up
    const runs = new Map<string, { sqlite: RunFigures; postgres?: RunFigures }[]>(kinds.map((k) => [k, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const kind of kinds) {
        const onSqlite = await runOf(sqlite, kind);
        const onPostgres = postgres ? await runOf(postgres, kind) : undefined;
        for (const [name, run] of [
          ['SQLite', onSqlite],
          ['PostgreSQL', onPostgres],
        ] as const)
          if (run?.failed) console.warn(`  ${kind} on ${name}: ${run.failed} failed requests`);
        runs.get(kind)?.push({ sqlite: onSqlite, postgres: onPostgres });
      }
      console.log(`  round ${round} of ${ROUNDS} done (load average ${loadavg()[0].toFixed(1)})`);
    }
    const label = { caseList: "a member's case list", mix: 'member mix (open, finished, orders)' };
    const rows = [['load', 'SQLite req/s', 'p99 ms', 'PostgreSQL req/s', 'p99 ms', 'PG ÷ SQLite']];
    for (const kind of kinds) {
      const own = runs.get(kind) ?? [];
      const pg = own.flatMap((run) => (run.postgres ? [{ pg: run.postgres, sqlite: run.sqlite }] : []));
      rows.push([
        label[kind],
        range(
          own.map((run) => run.sqlite.rps),
          0,
        ),
        range(
          own.map((run) => run.sqlite.p99),
          0,
        ),
        pg.length
          ? range(
              pg.map((run) => run.pg.rps),
              0,
            )
          : '–',
        pg.length
          ? range(
              pg.map((run) => run.pg.p99),
              0,
            )
          : '–',
        pg.length
          ? range(
              pg.map((run) => run.pg.rps / run.sqlite.rps),
              2,
            )
          : '–',
      ]);
    }
    printTable(rows);
    console.log(
      'req/s and p99: range over the rounds; PG ÷ SQLite: each PostgreSQL run over the SQLite run before it',
    );
  } finally {
    for (const server of servers) await server.stop();
    await database?.drop();
  }
}

if (require.main === module) {
  caseListDialectFigures().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
