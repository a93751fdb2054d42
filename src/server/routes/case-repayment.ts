import type { FastifyInstance } from 'fastify';
import { API_ERRORS } from '../api-error';
import { memberFromBearer, memberIdOf } from '../auth/request-auth';
import { listReceipts, uploadReceipt } from '../cases/case-receipts';
import { findMemberCase } from '../cases/member-case';
import { repaymentView } from '../cases/repayment-view';
import type { ServerContext } from '../context';
import { CASE_ID_PARAMS } from './case-route-schemas';
import { replyRef } from '../contract/reply-schemas';
import { multipartUpload } from './upload-body';
import { MEMBER_CASE, NOT_APPROVED, UPLOAD } from '../contract/route-error-groups';

/**
 * Repaying an approved case (Bearer case sub-flow; a lapsed token answers 2015): the schedule
 * with the ATM account, and the payment receipts (category 21, images or PDF, at most 60).
 */
export async function caseRepaymentRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const auth = memberFromBearer(ctx, API_ERRORS.caseTokenExpired);

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/repayment-case',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, ...NOT_APPROVED] },
      schema: {
        operationId: 'getRepaymentCase',
        tags: ['payments'],
        summary: '還款資訊：ATM 虛擬帳號、各期應繳與已繳（核准前 404 016.404）',
        params: CASE_ID_PARAMS,
        response: { 200: replyRef('repayment-view') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      return repaymentView(ctx, caseRow);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/payment-receipt-files',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, ...NOT_APPROVED] },
      schema: {
        operationId: 'listCaseReceiptFiles',
        tags: ['payments'],
        summary: '已上傳的繳款收據',
        params: CASE_ID_PARAMS,
        response: { 200: replyRef('client-files') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      return listReceipts(ctx, caseRow.id);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/payment-receipt-file',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, ...NOT_APPROVED, API_ERRORS.tooManyFiles(60), ...UPLOAD] },
      schema: {
        operationId: 'uploadCaseReceiptFile',
        tags: ['payments'],
        summary: '上傳一張繳款收據（multipart，圖片或 PDF，最多 60 張）',
        params: CASE_ID_PARAMS,
        ...multipartUpload(),
        response: { 201: replyRef('client-file') },
      },
    },
    async (request, reply) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      return reply.code(201).send(await uploadReceipt(request, ctx, caseRow));
    },
  );
}
