import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the Authorization header is `Bearer <token>`. Compared in constant time on digests (equal
 * lengths whatever was sent), so the time taken tells nothing about how much of a guess was right.
 */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` on the main port, for Prometheus with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without the right token it answers exactly as an unknown path does (404), so a visitor cannot
 * tell that it exists. Left out of the OpenAPI document: it is for the operator, not API clients.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasBearerToken(request.headers.authorization, token)) return reply.callNotFound();
    const { contentType, text } = await metrics.exposition();
    return reply.type(contentType).send(text);
  });
}
