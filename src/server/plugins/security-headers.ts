import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '../static-site';

/**
 * Security headers on every API reply (the client files get theirs in static-site.ts): no MIME
 * sniffing, no framing, no referrer leak of tokens in query strings, and API data never cached
 * by shared caches unless a route chose its own cache-control (signed file links do); HSTS when
 * the public address is HTTPS. No CORS header is ever sent: other origins cannot read a reply.
 */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
