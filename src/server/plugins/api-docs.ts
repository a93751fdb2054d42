import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document, generated from the routes' own schemas (so it cannot drift from what the
 * server validates), at `/api/docs/json`, with a viewer at `/api/docs`. Register before routes.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fenqi 分期會員中心 API',
        description:
          '會員、申辦、繳款等 /api/v2 與 /api/v1 介面。錯誤回應皆為 {code, message}，422 另附 details。',
        version: '2',
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        String(json.$id ?? `def-${i}`).replace(/[^A-Za-z0-9._-]/g, '_'),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
