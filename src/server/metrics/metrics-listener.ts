import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from './app-metrics';
import type { MetricsListen } from './metrics-config';

/** A started metrics listener: the port it got (for port 0) and how to close it. */
export interface MetricsListener {
  port: number;
  close: () => Promise<void>;
}

function answer(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

function serveScrape(request: IncomingMessage, response: ServerResponse, metrics: AppMetrics | null): void {
  const path = (request.url ?? '').split('?')[0];
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (path !== '/metrics' || !read || !metrics) return answer(response, 404, 'not found\n');
  metrics.exposition().then(
    ({ contentType, text }) => {
      response.writeHead(200, { 'content-type': contentType });
      response.end(request.method === 'HEAD' ? undefined : text);
    },
    (error: unknown) =>
      answer(response, 500, `metrics could not be collected: ${(error as Error).message}\n`),
  );
}

/**
 * A plain HTTP listener of its own serving only `GET /metrics`, without a token: it is meant for
 * an address only Prometheus reaches (loopback by default). `current` names the metrics to serve,
 * read at each scrape, so it keeps following the development server's reloads.
 */
export async function startMetricsListener(
  { port, host }: MetricsListen,
  current: () => AppMetrics | null,
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => serveScrape(request, response, current()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's kept-alive connection must not hold the close open.
        server.closeAllConnections();
      }),
  };
}

/**
 * The metrics listener of a server that lives as long as the process (production): closed when
 * `app` closes (SIGTERM, server/graceful-close.ts), so it never outlives the server it reports on.
 */
export async function startMetricsListenerFor(
  app: FastifyInstance,
  listen: MetricsListen,
  metrics: AppMetrics | null,
): Promise<MetricsListener> {
  const listener = await startMetricsListener(listen, () => metrics);
  app.addHook('onClose', listener.close);
  app.log.info(`metrics at http://${listen.host}:${listener.port}/metrics`);
  return listener;
}
