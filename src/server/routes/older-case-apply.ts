import type { FastifyInstance } from 'fastify';
import { memberFromQuery, memberIdOf } from '../auth/request-auth';
import { createOlderFlowCase, type OlderApplyBody } from '../cases/older-apply-case';
import type { ServerContext } from '../context';
import { TOKEN_ONLY_QUERY } from './case-route-schemas';
import { replyRef } from './reply-schemas';
import { requestBodyRef } from './request-schemas';

/** `POST /cases/apply?access_token=`: the older order flow's application, creating a submitted case. */
export async function olderCaseApplyRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.post<{ Body: OlderApplyBody }>(
    '/api/v2/cases/apply',
    {
      onRequest: memberFromQuery(ctx),
      schema: {
        tags: ['orders'],
        summary: '送出分期申請（舊版流程：會員資料與訂單）',
        querystring: TOKEN_ONLY_QUERY,
        body: requestBodyRef('older-apply'),
        response: { 201: replyRef('older-apply-reply') },
      },
    },
    async (request, reply) => {
      const created = await createOlderFlowCase(ctx, memberIdOf(request), request.body);
      return reply.code(201).send({ result: { appCaseNo: created.case_no } });
    },
  );
}
