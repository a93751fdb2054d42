import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

/** What the test server answers: a status and a JSON body (undefined: no body), or no answer at all. */
export type TestReply = { status: number; body?: unknown } | 'hang';

/** Decides the reply to one request. */
export type ReplyRule = (request: RecordedRequest) => TestReply;

/** A real local HTTP server (node:http, port 0) for API-layer tests, recording every request. */
export interface RecordingServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  requests: RecordedRequest[];
  /** Replaces how the server answers (default: 200 `{}`). */
  answer(rule: ReplyRule): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Starts a recording server on a free port of 127.0.0.1. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const hanging: ServerResponse[] = [];
  let rule: ReplyRule = () => ({ status: 200, body: {} });
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      };
      requests.push(recorded);
      const reply = rule(recorded);
      if (reply === 'hang') {
        hanging.push(response);
        return;
      }
      if (reply.body === undefined) {
        response.writeHead(reply.status).end();
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      rule = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (a server opened and closed at once), for failed-connection tests. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
