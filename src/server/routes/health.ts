import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import { replyRef } from '../contract/reply-schemas';

/** Whether the server can take requests now: its database answers and its upload folder takes files. */
async function isReady(ctx: ServerContext): Promise<boolean> {
  try {
    await sql`select 1`.execute(ctx.db);
    await ctx.files.checkWritable();
    return true;
  } catch {
    return false;
  }
}

/**
 * Health for a load balancer or an orchestrator: `/health/live` answers while the process runs,
 * `/health/ready` while it can take requests (the database reachable — it was migrated before the
 * server listened — and the upload folder writable). Unauthenticated, cheap, and telling nothing
 * but the state. Once the server is closing (SIGTERM) every new request, these included, answers
 * 503 while the requests in flight finish (server/graceful-close.ts).
 */
export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'checkLiveness',
        tags: ['health'],
        summary: '行程是否有回應',
        response: { 200: replyRef('health') },
      },
    },
    async () => ({ status: 'live' }),
  );

  app.get(
    '/health/ready',
    {
      config: { errors: [API_ERRORS.notReady()] },
      schema: {
        operationId: 'checkReadiness',
        tags: ['health'],
        summary: '是否可接受請求（資料庫、上傳暫存資料夾、未在關閉中）',
        response: { 200: replyRef('health') },
      },
    },
    async () => {
      if (!(await isReady(ctx))) throw API_ERRORS.notReady();
      return { status: 'ready' };
    },
  );
}
