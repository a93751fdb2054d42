import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The route areas, in the order the viewer lists them. */
const API_TAGS: readonly [string, string][] = [
  ['accounts', '登入、登出與會員身分'],
  ['line', 'LINE 登入與綁定'],
  ['passwords', '變更與重設密碼'],
  ['emails', '電子信箱驗證'],
  ['member', '會員資料與推薦'],
  ['reference', '銀行、學校、職業、關係等參考資料'],
  ['commodity', '商品分期申辦（草稿、上傳、送件）'],
  ['cases', '會員案件與還款'],
  ['id-verify', '對保（身分驗證）'],
  ['orders', '舊版訂單介面'],
  ['payments', '繳款資訊與收據'],
  ['guarantor', '保證人（訪客）'],
  ['vehicle-loans', '車貸簽署（訪客）'],
  ['minor', '未成年法定代理人'],
  ['older-flow', '舊版上傳與暫存'],
  ['legacy-v1', '/api/v1 參考資料'],
  ['files', '已簽章的檔案連結'],
  ['dev', '開發用郵件匣（正式環境不提供）'],
];

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
      tags: API_TAGS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: '會員、申辦或草稿憑證' },
          accessToken: {
            type: 'apiKey',
            in: 'query',
            name: 'access_token',
            description: '舊版介面的會員憑證',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        String(json.$id ?? `def-${i}`).replace(/[^A-Za-z0-9._-]/g, '_'),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
