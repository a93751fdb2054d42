import type { FastifyInstance } from 'fastify';
import { memberFromBearer, memberIdOf } from '../auth/request-auth';
import { listReceipts, uploadReceipt } from '../cases/case-receipts';
import { findMemberCase } from '../cases/member-case';
import { repaymentView } from '../cases/repayment-view';
import type { ServerContext } from '../context';
import { CASE_SER_NO_PARAMS } from './case-route-schemas';
import { replyRef } from '../contract/reply-schemas';
import { multipartUpload } from './upload-body';
import { MEMBER_CASE, NOT_APPROVED, UPLOAD } from '../contract/route-error-groups';
import { API_ERRORS } from '../api-error';

/**
 * Commodity-loan payment by caseSerNo (spec §7 Payments, paths "not shown": chosen here, Bearer):
 * the repayment view, its receipt files (`caseFiles`) and a receipt upload (201).
 */
export async function commodityPaymentsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const auth = memberFromBearer(ctx);

  app.get<{ Params: { caseSerNo: number } }>(
    '/api/v2/members/commodity-payments/:caseSerNo',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, ...NOT_APPROVED] },
      schema: {
        operationId: 'getCommodityPayments',
        tags: ['payments'],
        summary: '商品分期繳款資訊（依案件序號）',
        params: CASE_SER_NO_PARAMS,
        response: { 200: replyRef('repayment-view') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.caseSerNo });
      return repaymentView(ctx, caseRow);
    },
  );

  app.get<{ Params: { caseSerNo: number } }>(
    '/api/v2/members/commodity-payments/:caseSerNo/receipt-files',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, ...NOT_APPROVED] },
      schema: {
        operationId: 'listCommodityReceiptFiles',
        tags: ['payments'],
        summary: '商品分期的繳款收據',
        params: CASE_SER_NO_PARAMS,
        response: { 200: replyRef('commodity-receipt-files') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.caseSerNo });
      return { caseFiles: await listReceipts(ctx, caseRow.id) };
    },
  );

  app.post<{ Params: { caseSerNo: number } }>(
    '/api/v2/members/commodity-payments/:caseSerNo/receipt-files',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, ...NOT_APPROVED, API_ERRORS.tooManyFiles(60), ...UPLOAD] },
      schema: {
        operationId: 'uploadCommodityReceiptFile',
        tags: ['payments'],
        summary: '上傳商品分期繳款收據（multipart，圖片或 PDF）',
        params: CASE_SER_NO_PARAMS,
        ...multipartUpload(),
        response: { 201: replyRef('client-file') },
      },
    },
    async (request, reply) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.caseSerNo });
      return reply.code(201).send(await uploadReceipt(request, ctx, caseRow));
    },
  );
}
