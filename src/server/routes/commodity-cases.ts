import type { FastifyInstance } from 'fastify';
import { commodityAuth } from '../auth/request-auth';
import type { CommodityApplication } from '../commodity/application-payload';
import { commodityLogin } from '../commodity/commodity-login';
import { submitApplication } from '../commodity/submit-application';
import type { ServerContext } from '../context';
import { WIZARD_FORMS } from '../forms/form-revision-book';
import { assertCurrentRevisions, revisionsNamedIn } from '../forms/stale-revisions';
import { IDEMPOTENCY_HEADERS, idempotencyKeyOf } from '../contract/idempotency-headers';
import { replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { LOGIN, MAIL, SENDING } from '../contract/route-error-groups';
import { API_ERRORS } from '../api-error';

/**
 * The commodity application's entry and exit (spec §7 Commodity cases): `POST
 * /members/commodity-cases/login` issues the 2-hour commodity token, `POST /members/commodity-cases`
 * sends the application. Drafts, uploads and OCR live in the other commodity-*.ts route files.
 */
export async function commodityCasesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.post<{ Body: { memIdNum: string; password: string } }>(
    '/api/v2/members/commodity-cases/login',
    {
      config: { errors: LOGIN },
      schema: {
        operationId: 'loginCommodityApplication',
        tags: ['commodity'],
        summary: '商品分期申辦登入：以身分證字號與密碼取得申辦憑證（2 小時）',
        body: requestBodyRef('commodity-login'),
        response: { 200: replyRef('commodity-login-reply') },
      },
    },
    async (request) => ({
      data: await commodityLogin(ctx, request.body.memIdNum, request.body.password, request.ip),
    }),
  );

  app.post<{ Body: CommodityApplication }>(
    '/api/v2/members/commodity-cases',
    {
      onRequest: commodityAuth(ctx, ['commodity', 'draft']),
      // Before the body's schema: a send made under older forms hears what changed since, not
      // that a field added since is missing.
      preValidation: async (request) => {
        await assertCurrentRevisions(ctx, revisionsNamedIn(request.body), WIZARD_FORMS);
      },
      config: {
        errors: [
          API_ERRORS.tooFrequent(),
          API_ERRORS.earlierRejected(),
          API_ERRORS.applicantAlreadyMember(),
          API_ERRORS.tooManyFiles(10),
          API_ERRORS.passwordNotAllowed(),
          SENDING,
          API_ERRORS.idempotencyKeyReused(),
          API_ERRORS.applicationRule('申請內容不符申辦規則，或電子信箱已由其他會員使用'),
          ...MAIL,
        ],
      },
      schema: {
        operationId: 'submitCommodityApplication',
        tags: ['commodity'],
        summary: '送出商品分期申請（會員憑證或新會員的草稿憑證）',
        description:
          '檢查方案、期數、金額、職業（第 36 期）、勞健保欄位與必傳檔案後建立案件，將草稿檔案移至案件並刪除草稿。' +
          '新會員需附密碼與身分證字號，並取得會員憑證。',
        body: requestBodyRef('commodity-application'),
        headers: IDEMPOTENCY_HEADERS,
        response: { 201: replyRef('submitted-application') },
      },
    },
    async (request, reply) => {
      const submitted = await submitApplication(
        ctx,
        request.auth,
        request.body,
        request.log,
        idempotencyKeyOf(request.headers),
      );
      return reply.code(201).send(submitted);
    },
  );
}
