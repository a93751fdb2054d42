import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorReply } from '../../validation/api-replies';
import { isDevToolsHost, isSameOriginWrite } from './dev-tools-host';

/**
 * Development-only surfaces: the outbox (every mail with its links, password resets included),
 * the form studio's page and its file and preview API (which rewrite `schemas/` on disk), and
 * anything added later under `/dev` or `/api/v2/dev`.
 */
export const DEV_TOOL_PATHS = /^\/(?:dev|api\/v2\/dev|studio)(?:[/?#]|$)/;

/** The header (or, for a page opened in a browser, the query parameter) that carries DEV_TOOLS_TOKEN. */
export const DEV_TOOLS_TOKEN_HEADER = 'x-dev-tools-token';
const DEV_TOOLS_TOKEN_QUERY = 'devToolsToken';

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or either written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  return /^127(?:\.\d{1,3}){3}$/.test(v4) || address === '::1' || /^(?:0+:){7}0*1$/.test(address);
}

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[DEV_TOOLS_TOKEN_HEADER];
  if (typeof header === 'string') return header;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[DEV_TOOLS_TOKEN_QUERY];
  return typeof value === 'string' ? value : undefined;
}

function sameSecret(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads change nothing; every other method must come from the tool's own page. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Outside production the development tools answer only to loopback addresses asking for this
 * machine by name (`localhost`, `127.0.0.1`, `[::1]`, or PUBLIC_URL's host: a page elsewhere that
 * rebinds its own name to 127.0.0.1 is refused), or to whoever presents `DEV_TOOLS_TOKEN` (a team's
 * shared test server). Their writes also need a same-origin `Origin`, so no other site's page can
 * send one through a developer's browser. Anyone else gets the 404 a production server gives, so a
 * server started on a network address does not hand out reset links or let a stranger rewrite the
 * forms members fill in. Which address a request is from follows TRUST_PROXY.
 */
export function registerDevToolsGuard(
  app: FastifyInstance,
  { token, publicUrl }: { token?: string; publicUrl: string },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!DEV_TOOL_PATHS.test(request.url)) return;
    const { host, origin } = request.headers;
    const fromThisMachine = isLoopbackAddress(request.ip) && isDevToolsHost(host, publicUrl);
    const allowed = fromThisMachine || (!!token && sameSecret(presentedToken(request), token));
    const ownPage = READ_METHODS.has(request.method) || isSameOriginWrite(origin, host, publicUrl);
    if (allowed && ownPage) return;
    const body: ErrorReply = {
      code: '404',
      message: `找不到 ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.code(404).send(body);
  });
}
