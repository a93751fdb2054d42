import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { readApiExamples } from '../contract/api-examples';
import type { DeclaredError } from '../contract/route-errors';
import { componentName, selfContainedDocument, withoutUnusedComponents } from './openapi-document';
import { withExamples } from './openapi-examples';
import { withPublishedKeywords } from './openapi-keywords';
import { withOperations } from './openapi-operations';

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
  ['health', '健康檢查（負載平衡器用）'],
  ['dev', '開發用郵件匣（正式環境不提供）'],
  ['studio', '表單工作室的檔案（開發用，正式環境不提供）'],
];

/** The tokens as an operation's description names them, by security scheme. */
const TOKEN_NAMES: Readonly<Record<string, string>> = {
  memberToken: '會員憑證，以 `Authorization: Bearer` 送出（POST /api/v2/members/login 取得）',
  memberAccessToken: '會員憑證，以查詢參數 `access_token` 送出',
  commodityToken:
    '申辦憑證，以 `Authorization: Bearer` 送出（POST /api/v2/members/commodity-cases/login 取得）',
  draftToken:
    '新會員的草稿憑證，以 `Authorization: Bearer` 送出（POST /api/v2/members/commodity-cases/jwt-tmp 取得）',
};

/** What the document is made from beyond the routes. */
export interface ApiDocsOptions {
  /** The registered schema files' ids (plugins/schemas.ts). */
  schemaIds: Iterable<string>;
  /** The address the API is reached at (PUBLIC_URL), the document's one server. */
  publicUrl: string;
  /** The errors a route declares (the reply contract); read when the document is first asked for. */
  errorsOf: (method: string, url: string) => readonly DeclaredError[] | undefined;
}

/**
 * The OpenAPI document, generated from the routes' own schemas (so it cannot drift from what the
 * server validates), at `/api/docs/json`, with a viewer at `/api/docs`. Register before routes.
 * The published copy is made for standard tools (redocly.yaml, .spectral.yaml): self-contained,
 * only the components operations use, Fenqi's keywords as `x-fenqi-…` extensions, each operation
 * with its operationId, tokens, error codes and the contract test's real calls as examples.
 */
export async function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): Promise<void> {
  const schemaIds = [...options.schemaIds];
  const examples = readApiExamples();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fenqi 分期會員中心 API',
        description:
          '會員、申辦、繳款等 /api/v2 與 /api/v1 介面。錯誤回應皆為 {code, message}，422 另附 details。' +
          'Fenqi 自訂的驗證規則以 x-fenqi-… 擴充欄位標示，說明見各欄位的 description。',
        version: '2',
        contact: { name: 'Fenqi 分期會員中心', url: options.publicUrl },
      },
      servers: [{ url: options.publicUrl, description: '本服務（PUBLIC_URL）' }],
      tags: API_TAGS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          memberToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              '會員憑證：POST /api/v2/members/login 或 LINE 登入取得，以 Authorization: Bearer 送出',
          },
          memberAccessToken: {
            type: 'apiKey',
            in: 'query',
            name: 'access_token',
            description: '同一張會員憑證，舊版介面以查詢參數 access_token 送出',
          },
          commodityToken: {
            type: 'http',
            scheme: 'bearer',
            description: '申辦憑證：POST /api/v2/members/commodity-cases/login 取得，只能用於商品分期申辦',
          },
          draftToken: {
            type: 'http',
            scheme: 'bearer',
            description: '草稿憑證：新會員第一次暫存（POST /api/v2/members/commodity-cases/jwt-tmp）時取得',
          },
        },
      },
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const own = withoutUnusedComponents(selfContainedDocument(document.openapiObject, schemaIds));
      const described = withOperations(withPublishedKeywords(own), {
        tokenNames: TOKEN_NAMES,
        errorsOf: options.errorsOf,
      });
      return withExamples(described, examples);
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => componentName(String(json.$id ?? `def-${i}`)),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
