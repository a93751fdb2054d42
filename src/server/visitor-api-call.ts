import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiAnswer, ApiCall, CallApi } from '../app/prerender/server-contract';

/**
 * The visitor's headers a page's API call carries: who they are (their session cookies), what they
 * run and read, and the host they asked. Nothing a proxy writes (`X-Forwarded-*`: the address is
 * already the visitor's), nothing about the page's own transfer (encoding, caching).
 */
const VISITOR_HEADERS = ['host', 'cookie', 'user-agent', 'accept-language'] as const;

/**
 * Answers a rendered page's API calls inside this server, as the visitor who asked for the page:
 * from the visitor's client address (what TRUST_PROXY made of the connection), with their cookies
 * and headers, so attempt limits, audit lines and logs name the visitor, not the server. No
 * network: the same under every start.
 */
export function visitorApiCall(app: FastifyInstance, visitor: FastifyRequest): CallApi {
  const own: Record<string, string> = {};
  for (const name of VISITOR_HEADERS) {
    const value = visitor.headers[name];
    if (typeof value === 'string') own[name] = value;
  }
  return async (call: ApiCall): Promise<ApiAnswer> => {
    const reply = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...call.headers, ...own },
      remoteAddress: visitor.ip,
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    return { status: reply.statusCode, headers, body: reply.body };
  };
}
