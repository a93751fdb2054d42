import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type AppMetrics } from './app-metrics';

/**
 * Counts every answered request and its duration by method, route pattern and status. The route is
 * the pattern it was registered with (`/api/v2/members/cases/:id`), never the URL asked for: ids,
 * tokens and sign paths stay out of the labels, and the series stay few. Requests no route matched
 * (unknown paths, the client's pages) share one label.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  // A callback hook: no promise on every request. Fastify measured the time already (elapsedTime).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.countRequest(request.method, route, reply.statusCode, reply.elapsedTime);
    done();
  });
}
