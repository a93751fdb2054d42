import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error';
import { memberFromQuery, memberIdOf } from '../auth/request-auth';
import { listReceipts } from '../cases/case-receipts';
import { findMemberCase } from '../cases/member-case';
import { paymentEntriesOf } from '../cases/payment-list';
import { payableBarcodes } from '../cases/period-barcodes';
import { taipeiDay } from '../../domain/taipei-day';
import { scheduleOf } from '../cases/repayment-view';
import type { ServerContext } from '../context';
import { CASE_NO_QUERY, TOKEN_ONLY_QUERY } from './case-route-schemas';
import { replyRef } from '../contract/reply-schemas';
import { MEMBER_CASE, NOT_APPROVED, when } from '../contract/route-error-groups';

/**
 * Older payment calls (access_token): the list of signed cases with periods still due, the
 * convenience-store barcodes of a case's next period (issued anew when it is overdue), and its receipts. 200 on success; any
 * failure is a `{code, message}` the client stores.
 */
export async function paymentsRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  const auth = memberFromQuery(ctx);

  app.get<{ Querystring: { access_token?: string } }>(
    '/api/v2/members/payments/list',
    {
      onRequest: auth,
      schema: {
        operationId: 'listCasesWithUnpaidPeriods',
        tags: ['payments'],
        summary: '尚有未繳期數的案件',
        querystring: TOKEN_ONLY_QUERY,
        response: { 200: replyRef('payment-list') },
      },
    },
    async (request) => ({ result: await paymentEntriesOf(ctx, memberIdOf(request)) }),
  );

  app.get<{ Querystring: { appCaseNo: string } }>(
    '/api/v2/members/payments/barcode',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, ...NOT_APPROVED, when(404, '404', '此案件已無待繳期數')] },
      schema: {
        operationId: 'getPaymentBarcode',
        tags: ['payments'],
        summary: '下一期的超商繳費三段條碼（Code 39；已逾期的期別以新的代收期限重新產生）',
        querystring: CASE_NO_QUERY,
        response: { 200: replyRef('payment-barcode-reply') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { caseNo: request.query.appCaseNo });
      const next = (await scheduleOf(ctx, caseRow)).find((period) => period.paid_at === null);
      if (!next) throw new ApiError(404, '404', '此案件已無待繳期數');
      return { result: payableBarcodes(caseRow.case_no, next, taipeiDay(ctx.clock())) };
    },
  );

  app.get<{ Querystring: { appCaseNo: string } }>(
    '/api/v2/members/payments/receipt',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, ...NOT_APPROVED] },
      schema: {
        operationId: 'listPaymentReceipts',
        tags: ['payments'],
        summary: '案件已上傳的繳款收據',
        querystring: CASE_NO_QUERY,
        response: { 200: replyRef('receipt-files-reply') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { caseNo: request.query.appCaseNo });
      return { result: await listReceipts(ctx, caseRow.id) };
    },
  );
}
