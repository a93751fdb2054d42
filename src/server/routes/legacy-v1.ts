import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import type {
  V1BankBranchList,
  V1BankList,
  V1ContactRelationList,
  V1DistrictList,
  V1NameList,
  V1NamedOptionList,
  V1SchoolDepartmentList,
  V1SchoolList,
} from '../../validation/api-replies';
import type { SchemaNode } from '../../validation/json-schema';
import { toFieldErrors } from '../../validation/localize';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import { NOT_MODIFIED_REPLY, sendCachedJson } from '../reference/cached-json';
import { districtsOf, taiwanCities } from '../../validation/data/taiwan-districts';
import { COLLEGE_SYSTEMS, EDUCATION_DEGREES, ID_ISSUE_LOCATIONS } from '../guests/option-lists';
import { replyRef } from '../contract/reply-schemas';

type Query = Record<string, string | number | undefined>;

/** The v1 list replies by their schema file in schemas/api/replies/: `{status: 'ok', data: […]}`. */
interface V1Replies {
  'v1-bank-list': V1BankList;
  'v1-bank-branch-list': V1BankBranchList;
  'v1-school-list': V1SchoolList;
  'v1-school-department-list': V1SchoolDepartmentList;
  'v1-named-option-list': V1NamedOptionList;
  'v1-contact-relation-list': V1ContactRelationList;
  'v1-name-list': V1NameList;
  'v1-district-list': V1DistrictList;
}

/**
 * One reference list of `GET /api/v1/info/index/{type}`: its query, the schema file of its reply,
 * and how to load the reply's items.
 */
type V1List = {
  [R in keyof V1Replies]: {
    type: string;
    /** Its stable operationId in the API document (a generated client's function name). */
    operationId: string;
    summary: string;
    query?: Record<string, SchemaNode>;
    reply: R;
    load: (ctx: ServerContext, query: Query) => Promise<V1Replies[R]['data']> | V1Replies[R]['data'];
  };
}[keyof V1Replies];

const V1_LISTS: readonly V1List[] = [
  {
    type: 'bank',
    operationId: 'listV1Banks',
    summary: '銀行',
    reply: 'v1-bank-list',
    load: (ctx) =>
      ctx.db
        .selectFrom('banks')
        .select(['bank_code as bankCode', 'bank_name as bankName'])
        .orderBy('bank_code')
        .execute(),
  },
  {
    type: 'bank_branch',
    operationId: 'listV1BankBranches',
    summary: '銀行分行（bankCode 必填）',
    query: { bankCode: { type: 'string', title: '銀行代碼', pattern: '^[0-9]{3}$' } },
    reply: 'v1-bank-branch-list',
    load: (ctx, query) =>
      ctx.db
        .selectFrom('bank_branches')
        .select(['branch_code as branchCode', 'branch_name as branchName'])
        .where('bank_code', '=', String(query.bankCode))
        .orderBy('branch_code')
        .execute(),
  },
  {
    type: 'school',
    operationId: 'listV1Schools',
    summary: '學校',
    reply: 'v1-school-list',
    load: (ctx) =>
      ctx.db
        .selectFrom('schools')
        .select(['school_ser_no as schoolSerNo', 'school_name as schoolName'])
        .orderBy('school_ser_no')
        .execute(),
  },
  {
    type: 'school_department',
    operationId: 'listV1SchoolDepartments',
    summary: '學校科系（schoolSerNo 必填）',
    query: { schoolSerNo: { type: 'integer', title: '學校', minimum: 1 } },
    reply: 'v1-school-department-list',
    load: (ctx, query) =>
      ctx.db
        .selectFrom('school_departments')
        .select(['school_dep_no as schoolDepNo', 'school_dep_name as schoolDepName'])
        .where('school_ser_no', '=', Number(query.schoolSerNo))
        .orderBy('school_dep_no')
        .execute(),
  },
  {
    type: 'career',
    operationId: 'listV1Careers',
    summary: '職業類別',
    reply: 'v1-named-option-list',
    load: (ctx) => ctx.db.selectFrom('career_types').select(['id', 'name']).orderBy('id').execute(),
  },
  {
    type: 'contact_relation',
    operationId: 'listV1ContactRelations',
    summary: '聯絡人關係（isFirstContact 1 為第一聯絡人可選）',
    reply: 'v1-contact-relation-list',
    load: (ctx) =>
      ctx.db
        .selectFrom('contact_relations')
        .select(['id', 'name', 'is_first_contact as isFirstContact'])
        .orderBy('is_first_contact', 'desc')
        .orderBy('sort_order')
        .execute(),
  },
  {
    type: 'city',
    operationId: 'listV1Cities',
    summary: '縣市（22 個）',
    reply: 'v1-name-list',
    load: () => taiwanCities.map(({ city }) => ({ name: city })),
  },
  {
    type: 'district',
    operationId: 'listV1Districts',
    summary: '鄉鎮市區與郵遞區號（city 必填）',
    query: { city: { type: 'string', title: '縣市', enum: taiwanCities.map(({ city }) => city) } },
    reply: 'v1-district-list',
    load: (_ctx, query) => [...districtsOf(String(query.city))],
  },
  {
    type: 'id_issue_location',
    operationId: 'listV1IdIssueLocations',
    summary: '身分證發證地點',
    reply: 'v1-name-list',
    load: () => ID_ISSUE_LOCATIONS.map((name) => ({ name })),
  },
  {
    type: 'education_degree',
    operationId: 'listV1EducationDegrees',
    summary: '年級',
    reply: 'v1-named-option-list',
    load: () => [...EDUCATION_DEGREES],
  },
  {
    type: 'collegeSystem',
    operationId: 'listV1CollegeSystems',
    summary: '學制',
    reply: 'v1-named-option-list',
    load: () => [...COLLEGE_SYSTEMS],
  },
];

const V1_TYPES = V1_LISTS.map((list) => list.type);

/** The v1 error body (spec §8): 422 with code 9100, the fixed message, and what was wrong. */
function parameterError(details: { path: string; keyword: string; message: string }[]) {
  const error = API_ERRORS.v1ParameterError();
  return { status: error.statusCode, body: { code: error.code, message: error.message, details } };
}

/**
 * The older v1 reference API (spec §7 Legacy v1): `{status:'ok', data:[…]}`. The v1 client shows
 * only code 9100 for bad parameters, so in this plugin (and only here) an unknown type, a missing
 * or malformed parameter, or an unknown one answers 422 9100 with the field details.
 */
export async function legacyV1Routes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  // Encapsulated: this handler serves only the routes of this plugin; other errors go on to the app's.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!error.validation) throw error;
    const context = error.validationContext === 'params' ? 'params' : 'querystring';
    const root = (request.routeOptions.schema?.[context] ?? {}) as SchemaNode;
    const { status, body } = parameterError(toFieldErrors(error.validation as ErrorObject[], root));
    return reply.code(status).send(body);
  });

  for (const list of V1_LISTS) {
    app.get<{ Querystring: Query }>(
      `/api/v1/info/index/${list.type}`,
      {
        schema: {
          operationId: list.operationId,
          tags: ['legacy-v1'],
          summary: `v1 參考資料：${list.summary}`,
          querystring: {
            type: 'object',
            additionalProperties: false,
            required: Object.keys(list.query ?? {}),
            properties: list.query ?? {},
          },
          response: { 200: replyRef(list.reply), 304: NOT_MODIFIED_REPLY },
        },
      },
      // Served from memory with an ETag, keyed by the list and its (validated) parameters.
      async (request, reply) => {
        const params = Object.keys(list.query ?? {}).map((name) => String(request.query[name]));
        return sendCachedJson(
          ctx.reference,
          request,
          reply,
          `v1:${list.type}:${params.join('|')}`,
          async () => ({
            status: 'ok',
            data: await list.load(ctx, request.query),
          }),
        );
      },
    );
  }

  app.get<{ Params: { type: string } }>(
    '/api/v1/info/index/:type',
    {
      schema: {
        operationId: 'getV1UnknownList',
        tags: ['legacy-v1'],
        summary: `v1 參考資料：未知的類別一律 422 9100（可用：${V1_TYPES.join(', ')}）`,
        params: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', title: '參考資料類別', maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const { status, body } = parameterError([
        { path: '/type', keyword: 'enum', message: `未知的參考資料類別：${request.params.type}` },
      ]);
      return reply.code(status).send(body);
    },
  );
}
