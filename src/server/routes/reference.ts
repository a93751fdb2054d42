import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { CareerTypeList, InterestPlanList, MidClause } from '../../validation/api-replies';
import { unifyTai } from '../../validation/data/search-text';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { NOT_MODIFIED_REPLY, sendCachedJson } from '../reference/cached-json';
import { replyRef } from '../contract/reply-schemas';
import { when } from '../contract/route-error-groups';

/**
 * Reference data of spec §7 that the forms' lookups read: banks, branches, schools, relations, clause,
 * plans. Each list is served from memory with an ETag (reference/cached-json.ts); only a branch
 * search by keyword reads the database every time.
 */
export async function referenceRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  const cached = sendCachedJson.bind(null, ctx.reference);

  app.get(
    '/api/v2/members/banks',
    {
      schema: {
        operationId: 'listBanks',
        tags: ['reference'],
        summary: '銀行清單',
        response: { 200: replyRef('bank-list'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) =>
      cached(request, reply, 'v2:banks', () =>
        ctx.db
          .selectFrom('banks')
          .select(['bank_code as bankCode', 'bank_name as bankName'])
          .orderBy('bank_code')
          .execute(),
      ),
  );

  app.get<{ Params: { code: string }; Querystring: { keyword?: string } }>(
    '/api/v2/members/banks/:code/branches',
    {
      schema: {
        operationId: 'listBankBranches',
        tags: ['reference'],
        summary: '銀行分行（可依關鍵字篩選）',
        params: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', title: '銀行代碼', pattern: '^[0-9]{3}$' } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { keyword: { type: 'string', title: '關鍵字', maxLength: 20 } },
        },
        response: { 200: replyRef('bank-branch-list'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) => {
      const query = ctx.db
        .selectFrom('bank_branches')
        .select(['branch_code as branchCode', 'branch_name as branchName'])
        .where('bank_code', '=', request.params.code);
      const keyword = request.query.keyword?.trim();
      if (!keyword)
        return cached(request, reply, `v2:branches:${request.params.code}`, () =>
          query.orderBy('branch_code').execute(),
        );
      return query
        .where((eb) =>
          // 臺 and 台 are one character to a member: both the name and the keyword are compared with 台.
          eb.or([
            eb(sql<string>`replace(branch_name, '臺', '台')`, 'like', `%${unifyTai(keyword)}%`),
            eb('branch_code', 'like', `%${keyword}%`),
          ]),
        )
        .orderBy('branch_code')
        .execute();
    },
  );

  app.get(
    '/api/v2/members/schools',
    {
      schema: {
        operationId: 'listSchools',
        tags: ['reference'],
        summary: '學校清單',
        response: { 200: replyRef('school-list'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) =>
      cached(request, reply, 'v2:schools', () =>
        ctx.db
          .selectFrom('schools')
          .select(['school_ser_no as schoolSerNo', 'school_name as schoolName'])
          .orderBy('school_ser_no')
          .execute(),
      ),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/schools/:id/departments',
    {
      schema: {
        operationId: 'listSchoolDepartments',
        tags: ['reference'],
        summary: '學校科系',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', title: '學校', minimum: 1 } },
        },
        response: { 200: replyRef('school-department-list'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) =>
      cached(request, reply, `v2:departments:${request.params.id}`, () =>
        ctx.db
          .selectFrom('school_departments')
          .select(['school_dep_no as schoolDepNo', 'school_dep_name as schoolDepName'])
          .where('school_ser_no', '=', request.params.id)
          .orderBy('school_dep_no')
          .execute(),
      ),
  );

  app.get<{ Querystring: { isFirstContact: boolean } }>(
    '/api/v2/members/contact-relations',
    {
      schema: {
        operationId: 'listContactRelations',
        tags: ['reference'],
        summary: '聯絡人關係（第一或第二聯絡人）',
        querystring: {
          type: 'object',
          required: ['isFirstContact'],
          additionalProperties: false,
          properties: { isFirstContact: { type: 'boolean', title: '是否為第一聯絡人' } },
        },
        response: { 200: replyRef('contact-relation-list'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) => {
      const first = request.query.isFirstContact ? 1 : 0;
      return cached(request, reply, `v2:contact-relations:${first}`, () =>
        ctx.db
          .selectFrom('contact_relations')
          .select(['id', 'name'])
          .where('is_first_contact', '=', first)
          .orderBy('sort_order')
          .execute(),
      );
    },
  );

  app.get(
    '/api/v2/members/mid-clause',
    {
      config: { errors: [when(404, '404', '目前沒有條款')] },
      schema: {
        operationId: 'getMidClause',
        tags: ['reference'],
        summary: '最新的個人資料蒐集、處理及利用告知事項（mid clause）',
        response: { 200: replyRef('mid-clause'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) =>
      cached(request, reply, 'v2:mid-clause', async (): Promise<MidClause> => {
        const clause = await ctx.db
          .selectFrom('mid_clauses')
          .select(['version as appMidClausever', 'title', 'content', 'published_at as publishedAt'])
          .orderBy('published_at', 'desc')
          .executeTakeFirst();
        if (!clause) throw new ApiError(404, '404', '目前沒有條款');
        return clause;
      }),
  );

  app.get(
    '/api/v2/interest-plans',
    {
      schema: {
        operationId: 'listInterestPlans',
        tags: ['reference'],
        summary: '分期方案與利率',
        response: { 200: replyRef('interest-plan-list'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) =>
      cached(request, reply, 'v2:interest-plans', async (): Promise<InterestPlanList> => {
        const plans = await ctx.db.selectFrom('interest_plans').selectAll().orderBy('id').execute();
        const rates = await ctx.db.selectFrom('interest_rates').selectAll().orderBy('installment').execute();
        return plans.map((plan) => ({
          id: plan.id,
          name: plan.name,
          description: plan.description,
          adjustmentAmountStatus: plan.adjustment_amount_status,
          minAmount: plan.min_amount,
          maxAmount: plan.max_amount,
          interestRates: rates
            .filter((rate) => rate.interest_plan_id === plan.id)
            .map((rate) => ({ id: rate.id, installment: rate.installment, monthlyRate: rate.monthly_rate })),
        }));
      }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/interest-plans/:id/career-types',
    {
      config: { errors: [when(404, '404', '找不到此分期方案')] },
      schema: {
        operationId: 'listInterestPlanCareerTypes',
        tags: ['reference'],
        summary: '方案可選的職業類別',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', title: '方案', minimum: 1 } },
        },
        response: { 200: replyRef('career-type-list'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) =>
      cached(request, reply, `v2:career-types:${request.params.id}`, async (): Promise<CareerTypeList> => {
        const plan = await ctx.db
          .selectFrom('interest_plans')
          .select('id')
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!plan) throw new ApiError(404, '404', '找不到此分期方案');
        const careers = await ctx.db
          .selectFrom('career_types')
          .select(['id', 'name', 'restricted_installment'])
          .orderBy('id')
          .execute();
        // restrictedInstallment: the careers that may take the 36th installment (spec §5, §9).
        return careers.map((c) => ({
          id: c.id,
          name: c.name,
          restrictedInstallment: Boolean(c.restricted_installment),
        }));
      }),
  );
}
