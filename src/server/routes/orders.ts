import type { FastifyInstance } from 'fastify';
import { API_ERRORS, ApiError } from '../api-error';
import { memberActor } from '../audit/case-actor';
import { memberFromQuery, memberIdOf } from '../auth/request-auth';
import { listReceipts } from '../cases/case-receipts';
import { caseDeclarationOf } from '../cases/case-declaration';
import { cachedMemberCaseViews } from '../cases/case-view';
import { completeIdVerification, idVerifyApplicantOf } from '../cases/id-verification';
import { findMemberCase } from '../cases/member-case';
import { orderDetailOf } from '../cases/order-detail';
import { recordSupplementReceived } from '../cases/supplement-received';
import type { ServerContext } from '../context';
import { APPENDED_CATEGORY_LIMITS } from '../guests/older-document-types';
import { receiveUpload } from '../storage/receive-upload';
import { RECEIPT_TYPES } from '../storage/sniff-content-type';
import { CASE_ID_PARAMS, CASE_NO_QUERY, TOKEN_ONLY_QUERY } from './case-route-schemas';
import { MESSAGE_REPLY, replyRef } from '../contract/reply-schemas';
import { multipartUpload } from './upload-body';
import { MEMBER_CASE, UPLOAD, when } from '../contract/route-error-groups';

/** Older order-flow code of supplementary order files (spec §3: 8). */
const ORDER_FILE_CATEGORY = '8';
/** Supplementary files are sent while the case is under review. */
const SUPPLEMENT_STATUSES = ['submitted', 'reviewing', 'supplement'];

/**
 * The older order calls (access_token; a Bearer header works too): the order list and detail,
 * identity verification by case number, the declaration, supplementary files and receipts.
 */
export async function ordersRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  const auth = memberFromQuery(ctx);

  app.get(
    '/api/v2/members/orders/list',
    {
      onRequest: auth,
      schema: {
        operationId: 'listOrders',
        tags: ['orders'],
        summary: '我的訂單（全部案件）',
        querystring: TOKEN_ONLY_QUERY,
        response: { 200: replyRef('order-list-reply') },
      },
    },
    async (request) => ({ result: await cachedMemberCaseViews(ctx, memberIdOf(request)) }),
  );

  app.get<{ Querystring: { appCaseNo: string } }>(
    '/api/v2/members/orders/detail',
    {
      onRequest: auth,
      config: { errors: MEMBER_CASE },
      schema: {
        operationId: 'getOrderDetail',
        tags: ['orders'],
        summary: '訂單明細與各文件連結',
        querystring: CASE_NO_QUERY,
        response: { 200: replyRef('order-detail-reply') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { caseNo: request.query.appCaseNo });
      return { result: await orderDetailOf(ctx, caseRow) };
    },
  );

  app.put<{ Querystring: { appCaseNo: string } }>(
    '/api/v2/members/orders/id-verify',
    {
      onRequest: auth,
      config: {
        errors: [
          ...MEMBER_CASE,
          API_ERRORS.caseNoLongerValid(),
          when(422, '422', '查無此存摺銀行或分行代碼，或尚未上傳自拍照、合約簽名或本票簽名（請上傳 …）'),
        ],
      },
      schema: {
        operationId: 'confirmOrderIdVerification',
        tags: ['orders'],
        summary: '確認對保（核准 → 已對保；非核准狀態 400 2015）',
        querystring: CASE_NO_QUERY,
        response: { 200: MESSAGE_REPLY },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const caseRow = await findMemberCase(ctx.db, memberId, { caseNo: request.query.appCaseNo });
      if (caseRow.status !== 'approved') throw API_ERRORS.caseNoLongerValid();
      await completeIdVerification(
        ctx,
        caseRow.id,
        idVerifyApplicantOf(caseRow),
        '會員確認對保（舊版流程）',
        memberActor(memberId),
      );
      return { message: 'ok.' };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/apply-cases/:id/declaration',
    {
      onRequest: auth,
      config: { errors: MEMBER_CASE },
      schema: {
        operationId: 'getApplicationDeclaration',
        tags: ['orders'],
        summary: '案件申請聲明書',
        params: CASE_ID_PARAMS,
        querystring: TOKEN_ONLY_QUERY,
        response: { 200: replyRef('case-declaration') },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const caseRow = await findMemberCase(ctx.db, memberId, { id: request.params.id });
      const member = await ctx.db
        .selectFrom('members')
        .select(['name', 'id_num'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const name = member.name ?? idVerifyApplicantOf(caseRow).name;
      return caseDeclarationOf(caseRow, { name, idNum: member.id_num });
    },
  );

  app.post(
    '/api/v2/members/tmp-case-file',
    {
      onRequest: auth,
      config: {
        errors: [
          ...MEMBER_CASE,
          when(400, '3013', '此案件目前無法上傳補充文件'),
          API_ERRORS.caseNoNotFound(),
          API_ERRORS.tooManyFiles(60),
          ...UPLOAD,
        ],
      },
      schema: {
        operationId: 'uploadSupplementFile',
        tags: ['orders'],
        summary: '上傳補充文件（multipart：appCaseNo 與檔案）；記錄補件事件，待補件的案件回到審核中',
        querystring: TOKEN_ONLY_QUERY,
        ...multipartUpload({ appCaseNo: '案件編號' }),
        response: { 200: replyRef('supplement-file-reply') },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      let caseId = 0;
      const file = await receiveUpload(request, ctx, RECEIPT_TYPES, async ({ fields }) => {
        const caseNo = fields.appCaseNo?.trim();
        if (!caseNo) throw API_ERRORS.caseNoNotFound();
        const caseRow = await findMemberCase(ctx.db, memberId, { caseNo });
        if (!SUPPLEMENT_STATUSES.includes(caseRow.status))
          throw new ApiError(400, '3013', '此案件目前無法上傳補充文件');
        const held = await ctx.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('case_id', '=', caseRow.id)
          .where('category', '=', ORDER_FILE_CATEGORY)
          .executeTakeFirstOrThrow();
        // The same limit as order files sent through POST /images/8.
        const limit = APPENDED_CATEGORY_LIMITS[ORDER_FILE_CATEGORY];
        if (Number(held.count) >= limit) throw API_ERRORS.tooManyFiles(limit);
        caseId = caseRow.id;
        return { category: ORDER_FILE_CATEGORY, case_id: caseRow.id };
      });
      // The reviewer must learn of it, and a case waiting for it goes back to review.
      await recordSupplementReceived(ctx, caseId, [file.original_name], memberActor(memberId));
      return { filename: file.original_name };
    },
  );

  app.get<{ Querystring: { appCaseNo: string } }>(
    '/api/v2/members/images/receipt',
    {
      onRequest: auth,
      config: { errors: MEMBER_CASE },
      schema: {
        operationId: 'listOrderReceiptImages',
        tags: ['orders'],
        summary: '案件的繳款收據圖片',
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
