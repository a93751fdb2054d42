import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoWorld, type DemoWorld } from '../api/contract-calls';
import { startTestServer, type TestServer } from '../api/test-server';
import type { ServerConfig } from '../../src/server/app';
import { REPO_ROOT } from '../../src/validation/schema-files';
import type { OpenApiDocument } from './attack-requests';

/** The server under attack over real HTTP, the demo members' tokens, and its API document. */
export interface Target {
  server: TestServer;
  world: DemoWorld;
  baseUrl: string;
  document: OpenApiDocument;
  stop: () => Promise<void>;
}

/**
 * Starts the real server on an ephemeral port with the demo data and a temporary data folder;
 * the studio (a development tool that writes files) edits a temporary copy of the form files,
 * never the repository. `overrides` change the server's configuration (a smaller upload limit).
 */
export async function startTarget(overrides: Partial<ServerConfig> = {}): Promise<Target> {
  const studioRoot = mkdtempSync(join(tmpdir(), 'fenqi-attack-studio-'));
  for (const folder of ['schemas', 'uischemas', 'fixtures'])
    cpSync(join(REPO_ROOT, folder), join(studioRoot, folder), { recursive: true });
  // The contract test holds replies to their schemas; here only the answer's shape matters.
  const server = await startTestServer({ seedDemo: true, checkReplies: false, studioRoot, ...overrides });
  const world = await demoWorld(server);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
  return {
    server,
    world,
    baseUrl,
    document,
    stop: async () => {
      await server.stop();
      rmSync(studioRoot, { recursive: true, force: true });
    },
  };
}

/** What is wrong with an error reply a client should get for bad input, or null. */
export function refusalProblem(status: number, contentType: string, text: string): string | null {
  if (status < 400 || status > 499) return `status ${status}, not 4xx`;
  if (
    /\bat [\w.<>]+ \(|node_modules|\/src\/server|SQLITE_|sqlite|\bSELECT\b|\bINSERT\b|syntax error at/i.test(
      text,
    )
  )
    return `leaks internals: ${text.slice(0, 200)}`;
  if (!contentType.startsWith('application/json')) return `content-type ${contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 100)}`;
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string')
    return `no {code, message}: ${text.slice(0, 200)}`;
  // Spec §8 gives 413 its English text; every other message is for a member, in Chinese.
  if (!/[\u4e00-\u9fff]/.test(message) && message !== 'Request Entity Too Large')
    return `message not in zh-TW: ${message}`;
  return null;
}
