/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { configFromEnv } from '../config-from-env';
import { requestLogController } from './request-log';

/** A Fastify app logging into memory with the given level and request-log choice. */
async function appLogging(
  level: string,
  logRequests: boolean,
): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: requestLogController(logRequests) });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async (request) => {
    request.log.warn('kept at warn');
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

const messages = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('request logging', () => {
  it('writes no line per request at the default info level, but keeps warnings and errors', async () => {
    const { app, lines } = await appLogging('info', false);
    await app.inject({ url: '/ok' });
    expect(lines).toEqual([]);
    await app.inject({ url: '/fails' });
    expect(messages(lines)).toEqual(expect.arrayContaining(['kept at warn', 'boom']));
    expect(messages(lines)).not.toContain('incoming request');
    await app.close();
  });

  it('logs every request at debug level', async () => {
    const { app, lines } = await appLogging('debug', false);
    await app.inject({ url: '/ok' });
    expect(messages(lines)).toEqual(['incoming request', 'request completed']);
    await app.close();
  });

  it('logs every request at info level when asked to (LOG_REQUESTS=1)', async () => {
    const { app, lines } = await appLogging('info', true);
    await app.inject({ url: '/ok' });
    expect(messages(lines)).toEqual(['incoming request', 'request completed']);
    await app.close();
  });

  it('reads LOG_REQUESTS from the environment', () => {
    expect(configFromEnv({ LOG_REQUESTS: '1' }, '/app').logRequests).toBe(true);
    expect(configFromEnv({ LOG_REQUESTS: 'true' }, '/app').logRequests).toBe(true);
    expect(configFromEnv({}, '/app').logRequests).toBe(false);
  });
});
