import type { InjectOptions } from 'fastify';
import { DEMO_MEMBERS } from '../../src/server/demo/demo-people';
import type { TestCase } from '../api/guest-fixtures';
import { multipartBody } from '../api/sample-files';
import type { OpenApiDocument } from './attack-requests';

/** Parameter or body-field names and titles that mean an ID number, a case number or a case serial. */
const GUESSABLE =
  /身分證字號|身份證字號|案件編號|案件序號|^(idNum|memIdNum|idCardNo|appCaseNo|caseNo|caseSerNo)$/;
/** Names and titles that mean an ID number: checked even behind a secret link, so still a guess. */
const ID_NUMBER = /身分證字號|身份證字號|^(idNum|memIdNum|idCardNo)$/;
/** A path parameter titled as a link: a secret sign path, or the guarantor's counted-up id. */
const LINK = /連結/;
/** The suffix of a door that checks an ID number behind a secret sign path. */
export const WITH_SIGN_PATH = ' with a sign path';
const ADDRESS = { guarLivingCity: '高雄市', guarLivingDistrict: '苓雅區', guarLivingAddr: '四維三路 2 號' };

type Operation = {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; schema?: { title?: string } }[];
  requestBody?: { content: Record<string, { schema?: SchemaLike }> };
};
type SchemaLike = { $ref?: string; title?: string; properties?: Record<string, SchemaLike> };

/**
 * `METHOD /path` of every route anyone may call without a token that takes a guessable value:
 * derived from the API document, so a new such route is found, not remembered. A route whose path
 * is a link and which also takes an ID number is two doors: the counted-up id with the ID number,
 * and the secret sign path with it (`METHOD /path with a sign path`): the path is no guess, but the
 * ID number checked beside it is.
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
      if (!names.some((name) => GUESSABLE.test(name))) continue;
      const door = `${method.toUpperCase()} ${path}`;
      routes.push(door);
      const linked = (operation.parameters ?? []).some(
        (p) => p.in === 'path' && LINK.test(p.schema?.title ?? ''),
      );
      if (linked && names.some((name) => ID_NUMBER.test(name))) routes.push(door + WITH_SIGN_PATH);
    }
  return routes.sort();
}

/** A case with a guarantor to guess at: its number, serial and the guarantor's id. */
export type GuessTarget = TestCase & { guarantor: { id: number; signPath: string } };

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
    // The studio's contract preview (development servers only) finds a case by its number.
    'GET /api/v2/dev/studio/contracts/{id}/preview': async (_t, id) => ({
      method: 'GET',
      url: `/api/v2/dev/studio/contracts/installment/preview?caseNo=${id}`,
    }),
    'GET /api/v2/guests/guarantor/{id} with a sign path': async (t, id) => ({
      method: 'GET',
      url: `/api/v2/guests/guarantor/${t.guarantor.signPath}?idCardNo=${id}`,
    }),
    'GET /api/v2/guests/guarantor/{id}/contract-texts with a sign path': async (t, id) => ({
      method: 'GET',
      url: `/api/v2/guests/guarantor/${t.guarantor.signPath}/contract-texts?idCardNo=${id}`,
    }),
    'PATCH /api/v2/guests/guarantor/{id} with a sign path': async (t, id) => ({
      method: 'PATCH',
      url: `/api/v2/guests/guarantor/${t.guarantor.signPath}?idCardNo=${id}`,
      payload: ADDRESS,
    }),
    'POST /api/v2/guests/guarantor/{id} with a sign path': async (t, id) => ({
      method: 'POST',
      url: `/api/v2/guests/guarantor/${t.guarantor.signPath}?idCardNo=${id}`,
    }),
    'POST /api/v2/guests/guarantor/{id}/files with a sign path': async (t, id) => ({
      method: 'POST',
      url: `/api/v2/guests/guarantor/${t.guarantor.signPath}/files?idCardNo=${id}`,
      ...(await image('file', { fileCategoryId: '18' })),
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
