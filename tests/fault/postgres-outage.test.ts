/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type FenqiServer } from '../../src/server/app';
import { isPostgresUrl } from '../../src/server/db/connect';
import { DEMO_MEMBERS } from '../../src/server/demo/demo-people';
import { createPostgresDatabase } from '../api/test-server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

jest.setTimeout(120_000);

const POSTGRES = process.env.DATABASE_URL;
const UNAVAILABLE = { code: '503', message: '服務暫時無法使用，請稍後再試。' };

/** A call's status and JSON body. */
async function ask(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as unknown };
}

/**
 * The connection to PostgreSQL is lost (every open connection dropped, new ones
 * refused: a proxy in between is cut) while the server runs. Requests that need the database
 * answer 503 in zh-TW (never 500), within the pool's connect timeout; when PostgreSQL can be
 * reached again the same server answers again, without a restart. Runs in the PostgreSQL run.
 */
(isPostgresUrl(POSTGRES) ? describe : describe.skip)('a lost PostgreSQL connection', () => {
  let database: { url: string; drop: () => Promise<void> };
  let proxy: TcpProxy;
  let server: FenqiServer;
  let base = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-pg-outage-'));

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES!);
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await buildServer({
      dataDir,
      databaseUrl: proxied.toString(),
      seedDemo: true,
      logLevel: 'silent',
      tokenCacheMs: 0,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server?.app.close();
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL cannot be reached and recovers by itself when it can', async () => {
    const [ming] = DEMO_MEMBERS;
    const login = await ask(`${base}/api/v2/members/login?idNum=${ming.idNum}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ passwd: ming.password }),
    });
    expect(login.status).toBe(200);
    const { token } = login.body as { token: string };
    const cases = () =>
      ask(`${base}/api/v2/members/cases`, { headers: { authorization: `Bearer ${token}` } });
    expect((await cases()).status).toBe(200);

    await proxy.cut();
    const during = [await cases(), await cases(), await cases()];
    expect(during).toEqual(during.map(() => ({ status: 503, body: UNAVAILABLE })));

    await proxy.restore();
    const after = await cases();
    expect(after.status).toBe(200);
    expect(Array.isArray(after.body)).toBe(true);
  });
});
