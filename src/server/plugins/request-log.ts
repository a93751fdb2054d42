import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's two lines per request ("incoming request", "request completed") written at debug
 * level instead of info. pino writes synchronously, and under load those lines were the largest
 * cost after the database; at the default level (info) they are now skipped, while errors,
 * warnings and the app's own log lines keep their levels.
 */
class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * How requests are logged: every request at info when `logRequests` (LOG_REQUESTS=1), otherwise
 * only at debug or trace level (LOG_LEVEL=debug).
 */
export function requestLogController(logRequests: boolean): LogController {
  return logRequests ? new LogController() : new DebugRequestLog();
}
