import type { InjectOptions } from 'fastify';
import { DEMO_MEMBERS } from '../../src/server/demo/demo-people';
import type { TestCase } from '../api/guest-fixtures';
import { multipartBody } from '../api/sample-files';
import type { OpenApiDocument } from './attack-requests';

/** Parameter or body-field names and titles that mean an ID number, a case number or a case serial. */
const GUESSABLE =
  /身分證字號|身份證字號|案件編號|案件序號|^(idNum|memIdNum|idCardNo|appCaseNo|caseNo|caseSerNo)$/;
const ADDRESS = { guarLivingCity: '高雄市', guarLivingDistrict: '苓雅區', guarLivingAddr: '四維三路 2 號' };

type Operation = {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; schema?: { title?: string } }[];
  requestBody?: { content: Record<string, { schema?: SchemaLike }> };
};
type SchemaLike = { $ref?: string; title?: string; properties?: Record<string, SchemaLike> };

/**
 * `METHOD /path` of every route anyone may call without a token that takes a guessable value
 * (issue 25 A): derived from the API document, so a new such route is found, not remembered.
 */
export function guessableRoutes(document: OpenApiDocument): string[] {
  const components = (document as { components?: { schemas?: Record<string, SchemaLike> } }).components;
  const resolve = (schema: SchemaLike | undefined): SchemaLike | undefined => {
    for (let hops = 0; schema?.$ref && hops < 10; hops += 1)
      schema = components?.schemas?.[decodeURIComponent(schema.$ref.split('/').pop()!)];
    return schema;
  };
  const routes: string[] = [];
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations)) {
      const open = !operation.security?.length || operation.security.some((s) => Object.keys(s).length === 0);
      if (!open) continue;
      const names = (operation.parameters ?? []).flatMap((p) => [p.name, p.schema?.title ?? '']);
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        for (const [field, schema] of Object.entries(resolve(media.schema)?.properties ?? {}))
          names.push(field, schema.title ?? '', resolve(schema)?.title ?? '');
      if (names.some((name) => GUESSABLE.test(name))) routes.push(`${method.toUpperCase()} ${path}`);
    }
  return routes.sort();
}

/** A case with a guarantor to guess at: its number, serial and the guarantor's id. */
export type GuessTarget = TestCase & { guarantor: { id: number } };

/** How a guesser calls one route with the n-th wrong ID number at one target. */
export type GuessProbe = (target: GuessTarget, wrongId: string) => Promise<InjectOptions>;

/**
 * For each guessable route: a request with a wrong answer at one target, as someone walking through
 * ID numbers would send it. A route the walk finds without a probe here fails the tests that use it.
 */
export function guessProbes(jpeg: Buffer): Record<string, GuessProbe> {
  const image = async (field: string, fields: Record<string, string> = {}) =>
    multipartBody(fields, { field, name: 'sign.jpg', type: 'image/jpeg', bytes: jpeg });
  return {
    'GET /api/v2/members/is-id-num-existent': async (_t, id) => ({
      method: 'GET',
      url: `/api/v2/members/is-id-num-existent?idNum=${id}`,
    }),
    'POST /api/v2/members/login': async () => ({
      method: 'POST',
      url: `/api/v2/members/login?idNum=${DEMO_MEMBERS[0].idNum}`,
      payload: { passwd: 'wrong-pass1' },
    }),
    'POST /api/v2/members/commodity-cases/login': async () => ({
      method: 'POST',
      url: '/api/v2/members/commodity-cases/login',
      payload: { memIdNum: DEMO_MEMBERS[0].idNum, password: 'wrong-pass1' },
    }),
    'POST /api/v2/members/password-forgetting': async () => ({
      method: 'POST',
      url: '/api/v2/members/password-forgetting',
      payload: { idNum: DEMO_MEMBERS[0].idNum, email: 'not-his@example.com' },
    }),
    'GET /api/v2/guests/guarantor/{id}': async (t, id) => ({
      method: 'GET',
      url: `/api/v2/guests/guarantor/${t.guarantor.id}?idCardNo=${id}`,
    }),
    'GET /api/v2/guests/guarantor/{id}/contract-texts': async (t, id) => ({
      method: 'GET',
      url: `/api/v2/guests/guarantor/${t.guarantor.id}/contract-texts?idCardNo=${id}`,
    }),
    // Issue 30: the studio's contract preview (development servers only) finds a case by its number.
    'GET /api/v2/dev/studio/contracts/{id}/preview': async (_t, id) => ({
      method: 'GET',
      url: `/api/v2/dev/studio/contracts/installment/preview?caseNo=${id}`,
    }),
    'PATCH /api/v2/guests/guarantor/{id}': async (t, id) => ({
      method: 'PATCH',
      url: `/api/v2/guests/guarantor/${t.guarantor.id}?idCardNo=${id}`,
      payload: ADDRESS,
    }),
    'POST /api/v2/guests/guarantor/{id}': async (t, id) => ({
      method: 'POST',
      url: `/api/v2/guests/guarantor/${t.guarantor.id}?idCardNo=${id}`,
    }),
    'POST /api/v2/guests/guarantor/{id}/files': async (t, id) => ({
      method: 'POST',
      url: `/api/v2/guests/guarantor/${t.guarantor.id}/files?idCardNo=${id}`,
      ...(await image('file', { fileCategoryId: '18' })),
    }),
    'GET /api/v2/guarantor/order/detail/{id}': async (t, id) => ({
      method: 'GET',
      url: `/api/v2/guarantor/order/detail/${id}?appCaseNo=${t.caseNo}`,
    }),
    'GET /api/v2/guarantor/info': async (t, id) => ({
      method: 'GET',
      url: `/api/v2/guarantor/info?appCaseNo=${t.caseNo}&id=${id}`,
    }),
    'GET /api/v2/guarantor/contract-texts': async (t, id) => ({
      method: 'GET',
      url: `/api/v2/guarantor/contract-texts?appCaseNo=${t.caseNo}&id=${id}`,
    }),
    'PUT /api/v2/guarantor/info': async (t, id) => ({
      method: 'PUT',
      url: `/api/v2/guarantor/info?appCaseNo=${t.caseNo}&id=${id}`,
      payload: ADDRESS,
    }),
    'POST /api/v2/guarantor/images/{type}': async (t, id) => ({
      method: 'POST',
      url: `/api/v2/guarantor/images/13?appCaseNo=${t.caseNo}&id=${id}`,
      ...(await image('data')),
    }),
  };
}
