import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id travels in: from the proxy in front when it sends one, and back in every reply. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: short, and nothing a log line could be forged with. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Each request's id (Fastify's `reqId` in every log line of the request): the proxy's
 * `X-Request-Id` when it is a safe token, so one id follows a request from the load balancer to
 * the log; otherwise a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Every reply, an error's included, names its request's id, so a member's report finds its log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  // Set as the request arrives (a callback hook: no promise on every request); every reply keeps it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
