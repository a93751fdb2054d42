import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every reply still sent (the requests in flight) tells its client to
 * drop the connection: a kept-alive connection would otherwise hold the close open until the
 * keep-alive timeout, long after the last request was answered.
 */
export function registerCloseConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: no promise on every request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
