import type { FastifyInstance } from 'fastify';
import { memberCaseAnswers } from '../forms/form-answers-store';
import { API_ERRORS } from '../api-error';
import { memberFromBearer, memberIdOf } from '../auth/request-auth';
import { statusLabelOf } from '../cases/case-lifecycle';
import { FINISHED_STATUSES } from '../cases/case-status';
import type { CaseDetail } from '../../validation/api-replies';
import { cachedMemberCaseViews, caseListStatuses, caseView, paidPeriodsOf } from '../cases/case-view';
import { findMemberCase } from '../cases/member-case';
import type { ServerContext } from '../context';
import { describeFile } from '../storage/file-view';
import { APPROVED_OR_LATER, CASE_ID_PARAMS } from './case-route-schemas';
import { replyRef } from '../contract/reply-schemas';
import { idVerifyPath, orderDetailPath } from '../../domain/route-paths';
import { MEMBER_CASE } from '../contract/route-error-groups';

/**
 * The member's cases (Bearer): unfinished and finished lists, one case with its timeline, the
 * in-app contract page of an approved case and the sign path of the case's guarantor.
 */
export async function memberCasesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const lists = {
    finished: caseListStatuses(true, FINISHED_STATUSES),
    open: caseListStatuses(false, FINISHED_STATUSES),
  };
  const listCases = (memberId: number, finished: boolean) =>
    cachedMemberCaseViews(ctx, memberId, finished ? lists.finished : lists.open);

  app.get(
    '/api/v2/members/cases',
    {
      onRequest: memberFromBearer(ctx),
      schema: {
        operationId: 'listMemberCases',
        tags: ['cases'],
        summary: '進行中的案件（未結案）',
        response: { 200: replyRef('case-views') },
      },
    },
    async (request) => listCases(memberIdOf(request), false),
  );

  app.get(
    '/api/v2/members/cases/completed',
    {
      onRequest: memberFromBearer(ctx),
      schema: {
        operationId: 'listCompletedMemberCases',
        tags: ['cases'],
        summary: '已結案的案件（結清、未核准、取消）',
        response: { 200: replyRef('case-views') },
      },
    },
    async (request) => listCases(memberIdOf(request), true),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id',
    {
      onRequest: memberFromBearer(ctx),
      config: { errors: MEMBER_CASE },
      schema: {
        operationId: 'getMemberCase',
        tags: ['cases'],
        summary: '單一案件、狀態歷程與申辦文件',
        params: CASE_ID_PARAMS,
        response: { 200: replyRef('case-detail') },
      },
    },
    async (request): Promise<CaseDetail> => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      const paid = await paidPeriodsOf(ctx.db, [caseRow.id]);
      const events = await ctx.db
        .selectFrom('case_events')
        .selectAll()
        .where('case_id', '=', caseRow.id)
        .orderBy('id')
        .execute();
      const files = await ctx.db
        .selectFrom('files')
        .selectAll()
        .where('case_id', '=', caseRow.id)
        .orderBy('id')
        .execute();
      const formAnswers = await memberCaseAnswers(ctx, caseRow.id);
      return {
        ...caseView(caseRow, paid.get(caseRow.id) ?? 0),
        ...(formAnswers.length > 0 ? { formAnswers } : {}),
        files: files.map((file) => describeFile(ctx, file)),
        events: events.map((event) => ({
          fromStatus: event.from_status,
          toStatus: event.to_status,
          toStatusLabel: statusLabelOf(event.to_status),
          note: event.note,
          createdAt: event.created_at,
        })),
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/contract-sign-url',
    {
      onRequest: memberFromBearer(ctx, API_ERRORS.caseTokenExpired),
      config: { errors: [...MEMBER_CASE, API_ERRORS.contractNotReady()] },
      schema: {
        operationId: 'getContractSignUrl',
        tags: ['cases'],
        summary: '分期契約簽署頁網址（核准後：對保頁，契約於對保時簽署；對保後：案件明細中的已簽契約）',
        params: CASE_ID_PARAMS,
        response: { 200: replyRef('contract-sign-url') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      if (!(APPROVED_OR_LATER as readonly string[]).includes(caseRow.status))
        throw API_ERRORS.contractNotReady();
      // The installment contract and its note are signed at 對保, so that is where an approved case
      // signs; once signed, the case's detail shows the signed contract (nothing is left to sign).
      const query =
        caseRow.status === 'approved'
          ? idVerifyPath(caseRow.id, caseRow.case_no)
          : orderDetailPath(caseRow.id);
      return { url: `${ctx.config.publicUrl}${query}` };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/guarantor-sign-path',
    {
      onRequest: memberFromBearer(ctx, API_ERRORS.caseTokenExpired),
      config: { errors: [...MEMBER_CASE, API_ERRORS.notFound('此案件的保證人')] },
      schema: {
        operationId: 'getGuarantorSignPath',
        tags: ['cases'],
        summary: '案件保證人的簽署路徑',
        params: CASE_ID_PARAMS,
        response: { 200: replyRef('sign-path') },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      const guarantor = await ctx.db
        .selectFrom('guarantors')
        .select('sign_path')
        .where('case_id', '=', caseRow.id)
        .orderBy('id')
        .executeTakeFirst();
      if (!guarantor) throw API_ERRORS.notFound('此案件的保證人');
      return { signPath: guarantor.sign_path };
    },
  );
}
