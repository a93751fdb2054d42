import type { FastifyInstance } from 'fastify';
import { memberFromQuery, memberIdOf } from '../auth/request-auth';
import { createOlderFlowCase, type OlderApplyBody } from '../cases/older-apply-case';
import type { ServerContext } from '../context';
import { IDEMPOTENCY_HEADERS, idempotencyKeyOf } from '../contract/idempotency-headers';
import { TOKEN_ONLY_QUERY } from './case-route-schemas';
import { replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { SENDING, when } from '../contract/route-error-groups';
import { API_ERRORS } from '../api-error';

/** `POST /cases/apply?access_token=`: the older order flow's application, creating a submitted case. */
export async function olderCaseApplyRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.post<{ Body: OlderApplyBody }>(
    '/api/v2/cases/apply',
    {
      onRequest: memberFromQuery(ctx),
      config: {
        errors: [
          API_ERRORS.tooFrequent(),
          API_ERRORS.earlierRejected(),
          SENDING,
          API_ERRORS.idempotencyKeyReused(),
          when(
            422,
            '422',
            '沒有適用的分期方案、身分證字號與會員不符、期數不符資格、證件未上傳，或電子信箱已由其他會員使用',
          ),
        ],
      },
      schema: {
        operationId: 'submitOrderApplication',
        tags: ['orders'],
        summary: '送出分期申請（舊版流程：會員資料與訂單）',
        description:
          '與新版申請同一套規則：審核中或 10 分鐘內已申請回 2013、90 天內曾被婉拒回 2014；' +
          '身分證正反面、手持身分證自拍照與所申報身分類別的證件須先上傳（POST /images/{doc_type}），' +
          '第 36 期依已上傳證件證明的身分類別；電子信箱不得為其他會員使用；先上傳的訂單文件（8）併入案件。',
        querystring: TOKEN_ONLY_QUERY,
        headers: IDEMPOTENCY_HEADERS,
        body: requestBodyRef('older-apply'),
        response: { 201: replyRef('older-apply-reply') },
      },
    },
    async (request, reply) => {
      const sent = await createOlderFlowCase(
        ctx,
        memberIdOf(request),
        request.body,
        idempotencyKeyOf(request.headers),
      );
      return reply.code(201).send(sent);
    },
  );
}
