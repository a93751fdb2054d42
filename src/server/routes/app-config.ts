import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import { replyRef } from '../contract/reply-schemas';

/** `GET /api/v2/app-config`: the client's runtime settings (FAQ address, LIFF id, v1 base). */
export async function appConfigRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  app.get(
    '/api/v2/app-config',
    {
      schema: {
        operationId: 'getAppConfig',
        tags: ['reference'],
        summary: '前端設定（常見問題網址、LINE LIFF、v1 位址）',
        response: { 200: replyRef('app-config') },
      },
    },
    async (_request, reply): Promise<AppConfig> => {
      reply.header('cache-control', 'public, max-age=300');
      return ctx.config.client;
    },
  );
}
