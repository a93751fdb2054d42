import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { MinorDetailReply } from '../../validation/api-replies';
import { API_ERRORS } from '../api-error';
import { ACCESS_TOKEN_QUERY, memberFromQuery, memberIdOf } from '../auth/request-auth';
import { findMemberCase } from '../cases/member-case';
import type { ServerContext } from '../context';
import type { CaseTable } from '../db/schema';
import { keepFormAnswers, keptFormAnswers } from '../forms/form-answers-store';
import { wasMinorAt } from '../guests/minor-age';
import type { FormAnswers } from '../../validation/send/form-answers';
import { MESSAGE_REPLY, replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { MEMBER_CASE } from '../contract/route-error-groups';

interface MinorRequest {
  Querystring: { access_token?: string; appCaseNo: string };
}

/**
 * What the guardians' form sends (derived from schemas/minorGuardians.json's `send`): the phones,
 * and the answers to any field added beyond them.
 */
interface GuardianPhones {
  appMinorFaday1Cellphone: string;
  appMinorFaday2Cellphone?: string | null;
  answers?: FormAnswers;
}

/** The form the guardians' answers are kept under, and whose they are: the case's. */
const GUARDIANS_FORM = 'minorGuardians';
const guardiansSubject = (caseId: number) => `minorGuardians:${caseId}`;

const querystring = {
  type: 'object',
  required: ['appCaseNo'],
  additionalProperties: false,
  properties: {
    ...ACCESS_TOKEN_QUERY,
    appCaseNo: { type: 'string', title: '案件編號', minLength: 1, maxLength: 20 },
  },
} as const;

/** Whether the case's applicant was under 18 when the case was filed. */
function isMinorCase(caseRow: Selectable<CaseTable>): boolean {
  const applicant = JSON.parse(caseRow.applicant_json) as { birthDate?: string };
  return wasMinorAt(applicant.birthDate, new Date(caseRow.created_at));
}

/**
 * The minor-member guardian agreement (spec §7): for a case whose applicant was under 18 when
 * applying, the member reads and saves the guardians' cell phones. A case of an adult answers
 * `{result: null}` (the client stops there) and refuses the PUT (400 3044).
 */
export async function minorMemberRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const onRequest = memberFromQuery(ctx);

  app.get<MinorRequest>(
    '/api/v2/members/minor/detail',
    {
      onRequest,
      config: { errors: MEMBER_CASE },
      schema: {
        operationId: 'getMinorGuardians',
        tags: ['minor'],
        summary: '未成年案件的法定代理人手機（非未成年案件 result 為 null）',
        querystring,
        response: { 200: replyRef('minor-detail-reply') },
      },
    },
    async (request): Promise<MinorDetailReply> => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { caseNo: request.query.appCaseNo });
      if (!isMinorCase(caseRow)) return { result: null };
      const guardians = await ctx.db
        .selectFrom('minor_guardians')
        .selectAll()
        .where('case_id', '=', caseRow.id)
        .executeTakeFirst();
      const applicant = JSON.parse(caseRow.applicant_json) as { name?: string };
      const answers = await keptFormAnswers(ctx, GUARDIANS_FORM, guardiansSubject(caseRow.id));
      return {
        result: {
          appCaseNo: caseRow.case_no,
          applicantName: applicant.name ?? '',
          appMinorFaday1Cellphone: guardians?.guardian1_cellphone ?? null,
          appMinorFaday2Cellphone: guardians?.guardian2_cellphone ?? null,
          ...(answers ? { answers } : {}),
        },
      };
    },
  );

  app.put<MinorRequest & { Body: GuardianPhones }>(
    '/api/v2/members/minor/detail',
    {
      onRequest,
      config: { errors: [...MEMBER_CASE, API_ERRORS.notMinorCase()] },
      schema: {
        operationId: 'saveMinorGuardians',
        tags: ['minor'],
        summary: '儲存法定代理人手機（第一位必填；表單另加的欄位在 answers）',
        querystring,
        body: requestBodyRef('minor-guardians'),
        response: { 200: MESSAGE_REPLY },
      },
    },
    async (request) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { caseNo: request.query.appCaseNo });
      if (!isMinorCase(caseRow)) throw API_ERRORS.notMinorCase();
      const phones = {
        guardian1_cellphone: request.body.appMinorFaday1Cellphone,
        guardian2_cellphone: request.body.appMinorFaday2Cellphone || null,
        updated_at: ctx.clock().toISOString(),
      };
      await ctx.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('minor_guardians')
          .values({ case_id: caseRow.id, ...phones })
          .onConflict((conflict) => conflict.column('case_id').doUpdateSet(phones))
          .execute();
        await keepFormAnswers(
          ctx,
          { form: GUARDIANS_FORM, subject: guardiansSubject(caseRow.id), caseId: caseRow.id },
          request.body.answers,
          tx,
        );
      });
      return { message: 'ok.' };
    },
  );
}
