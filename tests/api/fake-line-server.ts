import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A LINE user behind a token, and the channel the token was issued for. */
export interface FakeLineUser {
  userId: string;
  displayName: string;
  /** The channel (client_id) the token belongs to; defaults to the fake's channel. */
  channelId?: string;
  /** Seconds the token has left (LINE's expires_in); default about 30 days. */
  expiresIn?: number;
}

/** A running fake of LINE's API; `setDown(true)` makes it drop every connection, as an outage would. */
export interface FakeLineServer {
  url: string;
  channelId: string;
  /** Adds or replaces a valid token. */
  addToken: (token: string, user: FakeLineUser) => void;
  setDown: (down: boolean) => void;
  /** Requests received, as `METHOD /path`, for asserting what the client asked. */
  requests: string[];
  close: () => Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A real local HTTP server speaking the two LINE Login v2.1 calls the server uses:
 * `GET /oauth2/v2.1/verify?access_token=` (400 for an unknown token, else client_id, scope,
 * expires_in) and `GET /v2/profile` with a Bearer token (401 for an unknown one, else userId and
 * displayName). Tokens come from the table given at start and from `addToken`.
 */
export async function startFakeLineServer(
  tokens: Record<string, FakeLineUser> = {},
  channelId = '1650000000',
): Promise<FakeLineServer> {
  const table = new Map(Object.entries(tokens));
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let down = false;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/verify') {
      const user = table.get(url.searchParams.get('access_token') ?? '');
      if (!user) return sendJson(res, 400, { error: 'invalid_request', error_description: 'invalid token' });
      return sendJson(res, 200, {
        scope: 'profile',
        client_id: user.channelId ?? channelId,
        expires_in: user.expiresIn ?? 2591659,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v2/profile') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const user = table.get(token);
      if (!user) return sendJson(res, 401, { message: 'Authentication failed' });
      return sendJson(res, 200, { userId: user.userId, displayName: user.displayName });
    }
    sendJson(res, 404, { message: 'Not found' });
  };

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    channelId,
    addToken: (token, user) => table.set(token, user),
    setDown: (value) => {
      down = value;
      // Kept-alive connections would otherwise still be answered.
      if (value) for (const socket of sockets) socket.destroy();
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
