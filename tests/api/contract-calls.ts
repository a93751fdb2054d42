import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { SYSTEM_ACTOR } from '../../src/server/audit/case-actor';
import { transitionCase } from '../../src/server/cases/case-lifecycle';
import { IN_REVIEW_STATUSES } from '../../src/server/cases/case-status';
import { REAPPLY_AFTER_MS } from '../../src/server/commodity/application-rules';
import { DEMO_GUARANTOR, DEMO_MEMBERS, DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { renderSampleIdCard } from '../../src/server/ocr/sample-id-card';
import { recordSignedDocuments } from '../../src/server/signed-documents/record-signed-documents';
import { sampleApplication, uploadPhoneDocuments } from './commodity-application-sample';
import { multipartBody, SAMPLE_PDF, sampleJpeg } from './sample-files';
import type { TestServer } from './test-server';
import { OWN_PAGE_ORIGIN } from './dev-tools-origin';

/**
 * The calls of the wire-contract test (contract.test.ts): every GET route of the API, and the
 * main POST/PUT/PATCH/DELETE calls of each flow, each made as its rightful user with real ids
 * from the demo data (src/server/demo). The demo is read through the API, as the app reads it.
 */

/** A demo member logged in through `POST /members/login`. */
export interface DemoSession {
  idNum: string;
  password: string;
  email: string;
  token: string;
}

/** A demo case as the member's case list shows it. */
export interface DemoCase {
  id: number;
  caseNo: string;
}

/** The demo cases by the state they are in (spec §3 lifecycle). */
type DemoCases = Record<'approved' | 'repaying' | 'completed' | 'supplement', DemoCase>;

/**
 * What the calls need from the demo: the members and their tokens, the cases by state, and real
 * ids. Calls may keep what a later call needs (an uploaded file, a new member) in `kept`.
 */
export interface DemoWorld {
  server: TestServer;
  /** A123456789: approved (with a guarantor link), repaying (with a vehicle-loan link), completed… */
  ming: DemoSession;
  /** F223456786: one application waiting for a supplement, email not verified yet. */
  mei: DemoSession;
  /** Ming's 2-hour commodity-application token (`POST /members/commodity-cases/login`). */
  commodityToken: string;
  /** A new applicant's draft token (the first `POST /members/commodity-cases/jwt-tmp`). */
  draftToken: string;
  cases: DemoCases;
  /** A school with departments, from the school list. */
  schoolSerNo: number;
  /** Signed links of a demo document, as a case's `files` give them. */
  fileLinks: { file: string; thumbnail: string };
  jpeg: Buffer;
  kept: { draftFileId?: number; newMember?: { token: string; caseNo: string }; signedDocumentUrl?: string };
}

/** An inject request without its method (the call's route gives it). */
export type CallRequest = Omit<InjectOptions, 'method'>;

/** One call of the contract test. */
export interface ContractCall {
  /** The route as registered (`GET /api/v2/members/cases/:id`), the key of `server.contract.route`. */
  route: string;
  /** Who makes the call: the route's rightful user. */
  as: string;
  /** Its normal success status. */
  status: number;
  request: (world: DemoWorld) => CallRequest | Promise<CallRequest>;
  /** Further checks of the reply, or what it gives later calls (`world.kept`). */
  then?: (res: LightMyRequestResponse, world: DemoWorld) => void;
}

function call(
  route: string,
  as: string,
  request: ContractCall['request'],
  options: { status?: number; then?: ContractCall['then'] } = {},
): ContractCall {
  return { route, as, status: options.status ?? 200, request, then: options.then };
}

// Who carries which token: the older calls take `access_token`, the newer ones a Bearer header.
const ANYONE = 'anyone (public)';
const MING = 'Ming (member token)';
const MING_PASSWORD = 'Ming (ID number and password)';
const MEI = 'Mei (member token)';
const MING_COMMODITY = "Ming's commodity token";
const NEW_APPLICANT = "a new applicant's draft token";
const GUARANTOR = 'the guarantor (guest link)';
const SIGNER = 'the vehicle-loan signer (guest link)';

const open = (url: string, query?: Record<string, string>): CallRequest => ({ url, query });
const byQuery = (session: DemoSession, url: string, query: Record<string, string> = {}): CallRequest => ({
  url,
  query: { access_token: session.token, ...query },
});
const bearer = (token: string, url: string): CallRequest => ({
  url,
  headers: { authorization: `Bearer ${token}` },
});
const withBody = (request: CallRequest, payload: object): CallRequest => ({ ...request, payload });

/** A multipart upload (the form fields first, then one file), added to a request. */
async function upload(
  request: CallRequest,
  fields: Record<string, string>,
  file: { field?: string; name: string; type: string; bytes: Buffer },
): Promise<CallRequest> {
  const body = await multipartBody(fields, file);
  return { ...request, payload: body.payload, headers: { ...request.headers, ...body.headers } };
}
const photo = (world: DemoWorld, field?: string) => ({
  field,
  name: 'photo.jpg',
  type: 'image/jpeg',
  bytes: world.jpeg,
});
const receipt = { name: 'receipt.pdf', type: 'application/pdf', bytes: SAMPLE_PDF };

/**
 * Both generations' sends share the application rules (2013 while one is in review or within 10
 * minutes): staff cancel what the member still has in review, at the member's request, and the
 * 10 minutes pass, so the member may apply again.
 */
async function closeOpenApplications(world: DemoWorld, session: DemoSession): Promise<void> {
  const open = await world.server.db
    .selectFrom('cases')
    .innerJoin('members', 'members.id', 'cases.member_id')
    .select('cases.id')
    .where('members.id_num', '=', session.idNum)
    .where('cases.status', 'in', [...IN_REVIEW_STATUSES])
    .execute();
  for (const { id } of open)
    await transitionCase(world.server.ctx, id, 'cancelled', SYSTEM_ACTOR, '會員來電取消');
  world.server.clock.advance(REAPPLY_AFTER_MS + 1000);
}

/** The identity documents the older flow files before its send may make a case (cases/older-documents.ts). */
async function fileIdentityDocuments(world: DemoWorld, session: DemoSession): Promise<void> {
  for (const docType of ['1_1', '1_2', '3']) {
    const request = await upload(
      byQuery(session, `/api/v2/images/${docType}`, { docType }),
      {},
      photo(world, 'data'),
    );
    await ask(world.server, { method: 'POST', ...request });
  }
}

/** A reply's JSON body, failing with the reply when the call did not answer `status`. */
async function ask<T>(server: TestServer, options: InjectOptions, status = 200): Promise<T> {
  const res = await server.app.inject(options);
  if (res.statusCode !== status)
    throw new Error(`${options.method} ${String(options.url)} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

async function login(server: TestServer, member: (typeof DEMO_MEMBERS)[number]): Promise<DemoSession> {
  const { token } = await ask<{ token: string }>(server, {
    method: 'POST',
    url: '/api/v2/members/login',
    query: { idNum: member.idNum },
    payload: { passwd: member.password },
  });
  return { idNum: member.idNum, password: member.password, email: member.email, token };
}

/** The member's cases, open and finished, by status (the demo has one case in each state). */
async function casesByStatus(server: TestServer, ...sessions: DemoSession[]): Promise<DemoCases> {
  const found = new Map<string, DemoCase>();
  for (const session of sessions)
    for (const list of ['/api/v2/members/cases', '/api/v2/members/cases/completed']) {
      const cases = await ask<(DemoCase & { status: string })[]>(server, {
        method: 'GET',
        ...bearer(session.token, list),
      });
      for (const { id, caseNo, status } of cases) found.set(status, { id, caseNo });
    }
  const of = (status: string): DemoCase => {
    const demoCase = found.get(status);
    if (!demoCase) throw new Error(`the demo data has no ${status} case`);
    return demoCase;
  };
  return {
    approved: of('approved'),
    repaying: of('repaying'),
    completed: of('completed'),
    supplement: of('supplement'),
  };
}

/** Logs the demo members in and gathers the tokens and ids the calls need. */
export async function demoWorld(server: TestServer): Promise<DemoWorld> {
  const [ming, mei] = [await login(server, DEMO_MEMBERS[0]), await login(server, DEMO_MEMBERS[1])];
  const cases = await casesByStatus(server, ming, mei);
  const commodity = await ask<{ data: { token: string } }>(server, {
    method: 'POST',
    url: '/api/v2/members/commodity-cases/login',
    payload: { memIdNum: ming.idNum, password: ming.password },
  });
  // A new applicant's first save hands out the draft token (201).
  const draft = await ask<{ token: string }>(
    server,
    { method: 'POST', url: '/api/v2/members/commodity-cases/jwt-tmp', payload: { amount: 30000 } },
    201,
  );
  const schools = await ask<{ schoolSerNo: number }[]>(server, {
    method: 'GET',
    url: '/api/v2/members/schools',
  });
  const detail = await ask<{ files: { fileUrl: string; thumbnailUrl: string }[] }>(server, {
    method: 'GET',
    ...bearer(ming.token, `/api/v2/members/cases/${cases.approved.id}`),
  });
  if (detail.files.length === 0) throw new Error('the approved demo case has no documents');
  return {
    server,
    ming,
    mei,
    commodityToken: commodity.data.token,
    draftToken: draft.token,
    cases,
    schoolSerNo: schools[0].schoolSerNo,
    fileLinks: { file: detail.files[0].fileUrl, thumbnail: detail.files[0].thumbnailUrl },
    jpeg: await sampleJpeg(64, 48),
    kept: {},
  };
}

/** The newest mail to `to` in the development outbox, read as a developer reads it. */
async function newestMailTo(world: DemoWorld, to: string): Promise<string> {
  const mails = await ask<{ to: string; text: string }[]>(world.server, {
    method: 'GET',
    url: '/api/v2/dev/outbox',
  });
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail.text;
}

/** The path of the verification link Mei is mailed (sending it first, as the member page does). */
async function mailedVerifyLink(world: DemoWorld): Promise<string> {
  await ask(world.server, {
    method: 'GET',
    ...byQuery(world.mei, '/api/v2/members/emails/send-verified-email'),
  });
  const link = /\/api\/v2\/members\/emails\/verify\?token=[A-Za-z0-9_-]+/.exec(
    await newestMailTo(world, world.mei.email),
  );
  if (!link) throw new Error('the verification mail has no link');
  return link[0];
}

/** The token of the password-reset link Mei is mailed. */
async function mailedResetToken(world: DemoWorld): Promise<string> {
  const match = /\/member\/forgot-pwd\?token=([A-Za-z0-9_-]+)/.exec(
    await newestMailTo(world, world.mei.email),
  );
  if (!match) throw new Error('the reset mail has no link');
  return match[1];
}

/** A signature-pad PNG: transparent, with a dark stroke (a blank pad is refused). */
async function signatureDataUrl(): Promise<string> {
  const [width, height] = [300, 120];
  const raw = Buffer.alloc(width * height * 4);
  for (let x = 20; x < 280; x += 1) {
    const at = ((60 + Math.round(20 * Math.sin(x / 20))) * width + x) * 4;
    raw[at + 3] = 255;
  }
  const png = await sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The memberInfo form's fixture of a general member, as Ming fills it in. */
function memberInfoOfMing(): Record<string, unknown> {
  const path = join(__dirname, '../../fixtures/memberInfo/accept-general.json');
  const { data } = JSON.parse(readFileSync(path, 'utf8')) as { data: Record<string, unknown> };
  const ming = DEMO_MEMBERS[0];
  return { ...data, memName: ming.name, email: ming.email, memBirthDay: ming.birthDate };
}

/** A birth date that makes the applicant 16 today (a minor, so the guardian calls apply). */
function minorBirthDate(now: Date): string {
  return `${now.getUTCFullYear() - 16}-01-15`;
}

const guarantorLink = `/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}`;
const vehicleLoanLink = `/api/v2/guests/vehicle-loans/signPath=${DEMO_SIGN_PATHS.vehicleLoan}`;
const olderGuarantor = (world: DemoWorld) => ({
  appCaseNo: world.cases.approved.caseNo,
  id: DEMO_GUARANTOR.idNum,
});
const v1 = (type: string, query?: Record<string, string>) =>
  call(`GET /api/v1/info/index/${type}`, ANYONE, () => open(`/api/v1/info/index/${type}`, query));

/** One call per GET route, each as its rightful user. None changes what a later GET reads. */
export const GET_CALLS: readonly ContractCall[] = [
  // Reference data and settings: public.
  call('GET /api/v2/app-config', ANYONE, () => open('/api/v2/app-config')),
  call('GET /api/v2/members/banks', ANYONE, () => open('/api/v2/members/banks')),
  call('GET /api/v2/members/banks/:code/branches', ANYONE, () => open('/api/v2/members/banks/004/branches')),
  call('GET /api/v2/members/schools', ANYONE, () => open('/api/v2/members/schools')),
  call('GET /api/v2/members/schools/:id/departments', ANYONE, (w) =>
    open(`/api/v2/members/schools/${w.schoolSerNo}/departments`),
  ),
  call('GET /api/v2/members/contact-relations', ANYONE, () =>
    open('/api/v2/members/contact-relations', { isFirstContact: 'true' }),
  ),
  call('GET /api/v2/members/mid-clause', ANYONE, () => open('/api/v2/members/mid-clause')),
  call('GET /api/v2/interest-plans', ANYONE, () => open('/api/v2/interest-plans')),
  call('GET /api/v2/interest-plans/:id/career-types', ANYONE, () =>
    open('/api/v2/interest-plans/1/career-types'),
  ),
  call('GET /api/v2/members/news', ANYONE, () => open('/api/v2/members/news')),
  call('GET /api/v2/members/is-id-num-existent', ANYONE, (w) =>
    open('/api/v2/members/is-id-num-existent', { idNum: w.ming.idNum }),
  ),
  call('GET /api/v2/oauth/line-integration', ANYONE, () => open('/api/v2/oauth/line-integration')),

  // The older v1 reference API.
  v1('bank'),
  v1('bank_branch', { bankCode: '004' }),
  v1('school'),
  call('GET /api/v1/info/index/school_department', ANYONE, (w) =>
    open('/api/v1/info/index/school_department', { schoolSerNo: String(w.schoolSerNo) }),
  ),
  v1('career'),
  v1('contact_relation'),
  v1('city'),
  v1('district', { city: '臺北市' }),
  v1('id_issue_location'),
  v1('education_degree'),
  v1('collegeSystem'),
  // The catch-all exists only to answer an unknown type: 422 9100 is its normal (and only) answer.
  call('GET /api/v1/info/index/:type', ANYONE, () => open('/api/v1/info/index/no_such_list'), {
    status: 422,
  }),

  // The member's account.
  call('GET /api/v2/oauth/is-access_token-valid', MING, (w) =>
    byQuery(w.ming, '/api/v2/oauth/is-access_token-valid'),
  ),
  call('GET /api/v2/oauth/is-in-whitelist', MING, (w) => byQuery(w.ming, '/api/v2/oauth/is-in-whitelist')),
  call('GET /api/v2/members/emails/is-repeated', MING, (w) =>
    byQuery(w.ming, '/api/v2/members/emails/is-repeated', { email: w.ming.email }),
  ),
  // Mei's address is not verified yet: she is the one who asks for the mail and follows its link.
  call('GET /api/v2/members/emails/send-verified-email', MEI, (w) =>
    byQuery(w.mei, '/api/v2/members/emails/send-verified-email'),
  ),
  call(
    'GET /api/v2/members/emails/verify',
    'Mei (the link in her mail)',
    async (w) => open(await mailedVerifyLink(w)),
    {
      status: 302,
    },
  ),
  call('GET /api/v2/members/emails/is-verified', MING, (w) =>
    byQuery(w.ming, '/api/v2/members/emails/is-verified'),
  ),
  call('GET /api/v2/members/basic-info', MING, (w) => byQuery(w.ming, '/api/v2/members/basic-info')),
  call('GET /api/v2/members/password-reset', 'Mei (opening the link in her mail)', async (w) => {
    await ask(w.server, {
      method: 'POST',
      url: '/api/v2/members/password-forgetting',
      payload: { idNum: w.mei.idNum, email: w.mei.email },
    });
    return { url: '/api/v2/members/password-reset', query: { access_token: await mailedResetToken(w) } };
  }),
  call('GET /api/v2/members/sharing-info', MING, (w) => bearer(w.ming.token, '/api/v2/members/sharing-info')),
  call('GET /api/v2/dev/outbox', 'a developer (not in production)', () => open('/api/v2/dev/outbox')),
  call('GET /api/v2/dev/studio/forms', 'an analyst (not in production)', () =>
    open('/api/v2/dev/studio/forms'),
  ),
  call('GET /api/v2/dev/studio/contracts', 'an analyst (not in production)', () =>
    open('/api/v2/dev/studio/contracts'),
  ),
  call('GET /api/v2/dev/studio/contracts/:id/preview', 'an analyst (not in production)', (w) =>
    open('/api/v2/dev/studio/contracts/installment/preview', { caseNo: w.cases.approved.caseNo }),
  ),
  call('GET /api/v2/dev/studio/forms/:name', 'an analyst (not in production)', () =>
    open('/api/v2/dev/studio/forms/guarantor'),
  ),
  call('GET /api/v2/dev/studio/preview/:id.js', 'an analyst (not in production)', async (w) => {
    const form = await ask<{ schema: { content: string }; uiSchema: { content: string } | null }>(w.server, {
      url: '/api/v2/dev/studio/forms/guarantor',
    });
    const { moduleId } = await ask<{ moduleId: string }>(w.server, {
      method: 'POST',
      url: '/api/v2/dev/studio/preview',
      headers: OWN_PAGE_ORIGIN,
      payload: {
        form: 'guarantor',
        schema: form.schema.content,
        uiSchema: form.uiSchema?.content ?? null,
        fixtures: [],
      },
    });
    return open(`/api/v2/dev/studio/preview/${moduleId}.js`);
  }),

  // The commodity application: Ming's draft, and a new applicant's.
  call('GET /api/v2/members/commodity-cases/tmp', MING_COMMODITY, (w) =>
    bearer(w.commodityToken, '/api/v2/members/commodity-cases/tmp'),
  ),
  call('GET /api/v2/members/commodity-cases/jwt-tmp', NEW_APPLICANT, (w) =>
    bearer(w.draftToken, '/api/v2/members/commodity-cases/jwt-tmp'),
  ),
  call('GET /api/v2/members/commodity-cases/file-categories', MING_COMMODITY, (w) =>
    bearer(w.commodityToken, '/api/v2/members/commodity-cases/file-categories'),
  ),
  call('GET /api/v2/members/file-categories/:id/sample', ANYONE, () =>
    open('/api/v2/members/file-categories/4/sample'),
  ),

  // Ming's cases (Bearer): the approved one waits for 對保, the repaying one has paid periods.
  call('GET /api/v2/members/cases', MING, (w) => bearer(w.ming.token, '/api/v2/members/cases')),
  call('GET /api/v2/members/cases/completed', MING, (w) =>
    bearer(w.ming.token, '/api/v2/members/cases/completed'),
  ),
  call('GET /api/v2/members/cases/:id', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/cases/${w.cases.approved.id}`),
  ),
  call('GET /api/v2/members/cases/:id/contract-sign-url', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/cases/${w.cases.approved.id}/contract-sign-url`),
  ),
  call('GET /api/v2/members/cases/:id/guarantor-sign-path', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/cases/${w.cases.approved.id}/guarantor-sign-path`),
  ),
  call('GET /api/v2/members/cases/:id/id-verify', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/cases/${w.cases.approved.id}/id-verify`),
  ),
  call('GET /api/v2/members/cases/:id/repayment-case', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/cases/${w.cases.repaying.id}/repayment-case`),
  ),
  call('GET /api/v2/members/cases/:id/payment-receipt-files', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/cases/${w.cases.repaying.id}/payment-receipt-files`),
  ),
  call('GET /api/v2/members/commodity-payments/:caseSerNo', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/commodity-payments/${w.cases.repaying.id}`),
  ),
  call('GET /api/v2/members/commodity-payments/:caseSerNo/receipt-files', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/commodity-payments/${w.cases.repaying.id}/receipt-files`),
  ),

  // The older order, payment and draft calls (access_token).
  call('GET /api/v2/members/orders/list', MING, (w) => byQuery(w.ming, '/api/v2/members/orders/list')),
  call('GET /api/v2/members/orders/detail', MING, (w) =>
    byQuery(w.ming, '/api/v2/members/orders/detail', { appCaseNo: w.cases.repaying.caseNo }),
  ),
  call('GET /api/v2/members/apply-cases/:id/declaration', MING, (w) =>
    byQuery(w.ming, `/api/v2/members/apply-cases/${w.cases.approved.id}/declaration`),
  ),
  call('GET /api/v2/members/images/receipt', MING, (w) =>
    byQuery(w.ming, '/api/v2/members/images/receipt', { appCaseNo: w.cases.repaying.caseNo }),
  ),
  call('GET /api/v2/members/payments/list', MING, (w) => byQuery(w.ming, '/api/v2/members/payments/list')),
  call('GET /api/v2/members/payments/barcode', MING, (w) =>
    byQuery(w.ming, '/api/v2/members/payments/barcode', { appCaseNo: w.cases.repaying.caseNo }),
  ),
  call('GET /api/v2/members/payments/receipt', MING, (w) =>
    byQuery(w.ming, '/api/v2/members/payments/receipt', { appCaseNo: w.cases.repaying.caseNo }),
  ),
  // Ming applied as an adult: `result` is null here (a minor's case is read in the flow calls).
  call('GET /api/v2/members/minor/detail', MING, (w) =>
    byQuery(w.ming, '/api/v2/members/minor/detail', { appCaseNo: w.cases.repaying.caseNo }),
  ),
  call('GET /api/v2/tmp/user-info', MING, (w) => byQuery(w.ming, '/api/v2/tmp/user-info')),
  call('GET /api/v2/members/vehicle-loans/appCaseNo=:id/sign-path', MING, (w) =>
    byQuery(w.ming, `/api/v2/members/vehicle-loans/appCaseNo=${w.cases.repaying.caseNo}/sign-path`),
  ),

  // Guests: the guarantor of the approved case and the vehicle-loan signer of the repaying one.
  call('GET /api/v2/guests/guarantor/:id', GUARANTOR, () => open(guarantorLink)),
  call('GET /api/v2/guarantor/order/detail/:id', 'the guarantor (case number and ID number)', (w) =>
    open(`/api/v2/guarantor/order/detail/${DEMO_GUARANTOR.idNum}`, { appCaseNo: w.cases.approved.caseNo }),
  ),
  call('GET /api/v2/guarantor/info', 'the guarantor (case number and ID number)', (w) =>
    open('/api/v2/guarantor/info', olderGuarantor(w)),
  ),
  call('GET /api/v2/guests/vehicle-loans/signPath=:path', SIGNER, () => open(vehicleLoanLink)),

  // A stored document through the signed links a case's files give (whoever holds the link).
  call('GET /api/v2/files/:id', 'Ming (signed link)', (w) => open(w.fileLinks.file)),
  call('GET /api/v2/files/:id/thumbnail', 'Ming (signed link)', (w) => open(w.fileLinks.thumbnail)),

  // Signed contract documents: the repaying case's drawn signatures recorded as PDFs first.
  call(
    'GET /api/v2/members/cases/:id/signed-documents',
    MING,
    async (w) => {
      const signedAt = w.server.clock.now().toISOString();
      await recordSignedDocuments(w.server.ctx, {
        caseId: w.cases.repaying.id,
        signer: 'applicant',
        signedAt,
      });
      return bearer(w.ming.token, `/api/v2/members/cases/${w.cases.repaying.id}/signed-documents`);
    },
    { then: (res, w) => void (w.kept.signedDocumentUrl = res.json().documents[0].fileUrl as string) },
  ),
  call('GET /api/v2/signed-documents/:id', 'Ming (signed link)', (w) => open(w.kept.signedDocumentUrl ?? '')),
  call('GET /api/v2/guests/guarantor/:id/signed-documents', GUARANTOR, () =>
    open(`${guarantorLink}/signed-documents`),
  ),

  // The contract texts each signer agrees to, filled with the case's figures.
  call('GET /api/v2/members/cases/:id/contract-texts', MING, (w) =>
    bearer(w.ming.token, `/api/v2/members/cases/${w.cases.approved.id}/contract-texts`),
  ),
  call('GET /api/v2/guests/guarantor/:id/contract-texts', GUARANTOR, () =>
    open(`${guarantorLink}/contract-texts`),
  ),
  call('GET /api/v2/guarantor/contract-texts', 'the guarantor (case number and ID number)', (w) =>
    open('/api/v2/guarantor/contract-texts', olderGuarantor(w)),
  ),
  call('GET /api/v2/guests/vehicle-loans/signPath=:path/contract-texts', SIGNER, () =>
    open(`${vehicleLoanLink}/contract-texts`),
  ),
];

/** A draft of Ming's commodity application, saved part-way. */
const MING_DRAFT = {
  amount: 36900,
  interestPlanId: 1,
  installment: 12,
  productName: '手機',
  applicant: { name: '王大明', careerTypeId: 1, contactTime: 'afternoon,13-15' },
};

const GUARANTOR_ADDRESS = {
  guarLivingCity: '臺中市',
  guarLivingDistrict: '西屯區',
  guarLivingAddr: '台灣大道三段 99 號',
};

/**
 * The main POST/PUT/PATCH/DELETE calls of each flow, in the order a member makes them, run after
 * every GET (they move cases on, send the guarantor, sign the loan and change passwords). LINE
 * linking and login are left out: they need LINE's server (tests/api/line.test.ts fakes it).
 */
export const FLOW_CALLS: readonly ContractCall[] = [
  // Accounts.
  call('POST /api/v2/members/login', MING_PASSWORD, (w) => ({
    url: '/api/v2/members/login',
    query: { idNum: w.ming.idNum },
    payload: { passwd: w.ming.password },
  })),
  // Logs out a session of its own, so Ming's token stays good for the calls after.
  call(
    'POST /api/v2/members/logout',
    MING,
    async (w) => byQuery(await login(w.server, DEMO_MEMBERS[0]), '/api/v2/members/logout'),
    { status: 204 },
  ),
  call(
    'POST /api/v2/members/interest-plans/:planId/interest-rates/:rateId/installment-payment',
    ANYONE,
    () => ({
      url: '/api/v2/members/interest-plans/1/interest-rates/13/installment-payment',
      payload: { installment: 12, amount: 30000 },
    }),
  ),
  call('PUT /api/v2/members/info', MING, (w) =>
    withBody(byQuery(w.ming, '/api/v2/members/info'), memberInfoOfMing()),
  ),
  call('PATCH /api/v2/tmp/user-info', MING, (w) =>
    withBody(byQuery(w.ming, '/api/v2/tmp/user-info'), { memName: '王大明', memClass: 1 }),
  ),
  call('POST /api/v2/images/:doc_type', MING, (w) =>
    upload(byQuery(w.ming, '/api/v2/images/1_1', { docType: '1_1' }), {}, photo(w, 'data')),
  ),

  // Ming's commodity draft: save, upload, read back, remove.
  call('POST /api/v2/members/commodity-cases/login', MING_PASSWORD, (w) => ({
    url: '/api/v2/members/commodity-cases/login',
    payload: { memIdNum: w.ming.idNum, password: w.ming.password },
  })),
  call('PATCH /api/v2/members/commodity-cases/tmp', MING_COMMODITY, (w) =>
    withBody(bearer(w.commodityToken, '/api/v2/members/commodity-cases/tmp'), MING_DRAFT),
  ),
  call(
    'POST /api/v2/members/commodity-cases/tmp/files',
    MING_COMMODITY,
    (w) =>
      upload(
        bearer(w.commodityToken, '/api/v2/members/commodity-cases/tmp/files'),
        { fileCategoryId: '4' },
        photo(w),
      ),
    { status: 201, then: (res, w) => (w.kept.draftFileId = res.json<{ id: number }>().id) },
  ),
  // The ID card read on this machine (the local OCR), from a rendered card front.
  call(
    'POST /api/v2/members/commodity-cases/id-card-ocr',
    MING_COMMODITY,
    async (w) => {
      const card = await renderSampleIdCard({
        idCardNo: 'A123456789',
        birth: '民國 84年 5月 5日',
        issue: '民國 109年 5月 1日 (北市) 換發',
      });
      const request = bearer(w.commodityToken, '/api/v2/members/commodity-cases/id-card-ocr');
      return upload(
        { ...request, query: { onlyFront: '' } },
        {},
        { name: 'id-card', type: 'image/png', bytes: card },
      );
    },
    { then: (res) => expect(res.json<{ idCardNo?: string }>().idCardNo).toBe('A123456789') },
  ),
  call(
    'GET /api/v2/members/commodity-cases/tmp',
    `${MING_COMMODITY} (reading the saved draft back)`,
    (w) => bearer(w.commodityToken, '/api/v2/members/commodity-cases/tmp'),
    {
      then: (res, w) => {
        const { data } = res.json<{ data: { files: Record<string, { id: number }[]> } }>();
        expect(data).toMatchObject({ ...MING_DRAFT, isSaveTmp: true });
        expect(data.files['4'].map((file) => file.id)).toEqual([w.kept.draftFileId]);
      },
    },
  ),
  call(
    'DELETE /api/v2/members/commodity-cases/tmp/files/:id',
    MING_COMMODITY,
    (w) => bearer(w.commodityToken, `/api/v2/members/commodity-cases/tmp/files/${w.kept.draftFileId}`),
    { status: 204 },
  ),
  call(
    'DELETE /api/v2/members/commodity-cases/tmp',
    MING_COMMODITY,
    (w) => bearer(w.commodityToken, '/api/v2/members/commodity-cases/tmp'),
    { status: 204 },
  ),

  // Ming applies with his commodity token: every document a phone needs, then the application.
  call(
    'POST /api/v2/members/commodity-cases',
    MING_COMMODITY,
    async (w) => {
      await uploadPhoneDocuments(w.server, w.commodityToken);
      const application = sampleApplication({ applicant: { name: '王大明', email: w.ming.email } });
      return withBody(bearer(w.commodityToken, '/api/v2/members/commodity-cases'), application);
    },
    { status: 201 },
  ),

  // A new applicant applies with a draft token and becomes a member. A minor, as the demo has
  // none: the guardian calls after it need a case filed by someone under 18.
  call(
    'POST /api/v2/members/commodity-cases/jwt-tmp',
    `${ANYONE} (first save, no token yet)`,
    () => ({
      url: '/api/v2/members/commodity-cases/jwt-tmp',
      payload: { amount: 20000 },
    }),
    { status: 201 },
  ),
  call('POST /api/v2/members/commodity-cases/jwt-tmp', NEW_APPLICANT, (w) =>
    withBody(bearer(w.draftToken, '/api/v2/members/commodity-cases/jwt-tmp'), {
      amount: 30000,
      productName: '手機',
    }),
  ),
  call(
    'POST /api/v2/members/commodity-cases/tmp/files',
    NEW_APPLICANT,
    (w) =>
      upload(
        bearer(w.draftToken, '/api/v2/members/commodity-cases/tmp/files'),
        { fileCategoryId: '4' },
        photo(w),
      ),
    { status: 201 },
  ),
  call(
    'POST /api/v2/members/commodity-cases',
    NEW_APPLICANT,
    async (w) => {
      await uploadPhoneDocuments(w.server, w.draftToken);
      const application = sampleApplication({
        password: 'minor2024',
        applicant: {
          idCardNo: 'H123456786',
          email: 'minor@example.com',
          birthDate: minorBirthDate(w.server.clock.now()),
        },
      });
      return withBody(bearer(w.draftToken, '/api/v2/members/commodity-cases'), application);
    },
    {
      status: 201,
      then: (res, w) => {
        const { token, caseNo } = res.json<{ token: string; caseNo: string }>();
        w.kept.newMember = { token, caseNo };
      },
    },
  ),
  call(
    'GET /api/v2/members/minor/detail',
    'the new member (a minor when applying)',
    (w) => ({
      url: '/api/v2/members/minor/detail',
      query: { access_token: w.kept.newMember?.token ?? '', appCaseNo: w.kept.newMember?.caseNo ?? '' },
    }),
    { then: (res) => expect(res.json<{ result: unknown }>().result).not.toBeNull() },
  ),
  call('PUT /api/v2/members/minor/detail', 'the new member (a minor when applying)', (w) => ({
    url: '/api/v2/members/minor/detail',
    query: { access_token: w.kept.newMember?.token ?? '', appCaseNo: w.kept.newMember?.caseNo ?? '' },
    payload: { appMinorFaday1Cellphone: '0911222333' },
  })),
  // The older flow's 對保 on the new member's case, once staff approved it (the demo's approved
  // case goes through the newer 對保 below).
  call('PUT /api/v2/members/orders/id-verify', 'the new member (case approved by staff)', async (w) => {
    const caseNo = w.kept.newMember?.caseNo ?? '';
    const { id } = await w.server.db
      .selectFrom('cases')
      .select('id')
      .where('case_no', '=', caseNo)
      .executeTakeFirstOrThrow();
    await transitionCase(w.server.ctx, id, 'approved', SYSTEM_ACTOR, '示範核准');
    return {
      url: '/api/v2/members/orders/id-verify',
      query: { access_token: w.kept.newMember?.token ?? '', appCaseNo: caseNo },
    };
  }),

  // Ming's approved case: signature upload and 對保; receipts for the repaying one; the older apply.
  call(
    'POST /api/v2/members/cases/:id/id-verify/tmp-file',
    MING,
    (w) =>
      upload(
        bearer(w.ming.token, `/api/v2/members/cases/${w.cases.approved.id}/id-verify/tmp-file`),
        { fileCategoryId: '20' },
        photo(w),
      ),
    { status: 201 },
  ),
  call(
    'POST /api/v2/members/cases/:id/id-verify',
    MING,
    async (w) => {
      // The selfie came with the call above; 對保 also needs both signatures before its send.
      for (const fileCategoryId of ['18', '19']) {
        const signature = await upload(
          bearer(w.ming.token, `/api/v2/members/cases/${w.cases.approved.id}/id-verify/tmp-file`),
          { fileCategoryId },
          photo(w),
        );
        await w.server.app.inject({ method: 'POST', ...signature });
      }
      return withBody(bearer(w.ming.token, `/api/v2/members/cases/${w.cases.approved.id}/id-verify`), {
        name: '王大明',
        passbookAccountName: '王大明',
        passbookBankCode: '004',
        passbookBankBranchCode: '0040037',
        passbookNo: '123456789012',
      });
    },
    { status: 201 },
  ),
  call(
    'POST /api/v2/members/cases/:id/payment-receipt-file',
    MING,
    (w) =>
      upload(
        bearer(w.ming.token, `/api/v2/members/cases/${w.cases.repaying.id}/payment-receipt-file`),
        {},
        receipt,
      ),
    { status: 201 },
  ),
  call(
    'POST /api/v2/members/commodity-payments/:caseSerNo/receipt-files',
    MING,
    (w) =>
      upload(
        bearer(w.ming.token, `/api/v2/members/commodity-payments/${w.cases.repaying.id}/receipt-files`),
        {},
        receipt,
      ),
    { status: 201 },
  ),
  call('POST /api/v2/members/tmp-case-file', `${MEI} (her case waits for a supplement)`, (w) =>
    upload(
      byQuery(w.mei, '/api/v2/members/tmp-case-file'),
      { appCaseNo: w.cases.supplement.caseNo },
      receipt,
    ),
  ),
  call(
    'POST /api/v2/cases/apply',
    MING,
    async (w) => {
      await closeOpenApplications(w, w.ming);
      await fileIdentityDocuments(w, w.ming);
      return withBody(byQuery(w.ming, '/api/v2/cases/apply'), {
        member: {
          memIdNum: w.ming.idNum,
          memName: '王大明',
          cellPhone: '0912345678',
          memClass: 1,
          householdAddress: {
            city: '臺北市',
            district: '大安區',
            postalNo: 106,
            address: '復興南路一段 390 號',
          },
          firstContact: { name: '王建國', relation: '父', cellPhone: '0922333444', isSecret: false },
        },
        order: {
          productName: '手機',
          productSpec: 'iPhone 16',
          appAmount: 24000,
          appPeriods: 12,
          merchantName: '3C 小舖',
        },
      });
    },
    { status: 201 },
  ),

  // The guarantor: the older calls first (they may not change a guarantor once sent), then the guest link.
  call('PUT /api/v2/guarantor/info', 'the guarantor (case number and ID number)', (w) => ({
    url: '/api/v2/guarantor/info',
    query: olderGuarantor(w),
    payload: GUARANTOR_ADDRESS,
  })),
  call('POST /api/v2/guarantor/images/:type', 'the guarantor (case number and ID number)', (w) =>
    upload({ url: '/api/v2/guarantor/images/15', query: olderGuarantor(w) }, {}, photo(w, 'data')),
  ),
  call(
    'PATCH /api/v2/guests/guarantor/:id',
    GUARANTOR,
    () => ({ url: guarantorLink, payload: GUARANTOR_ADDRESS }),
    {
      status: 204,
    },
  ),
  call(
    'POST /api/v2/guests/guarantor/:id/files',
    `${GUARANTOR}: contract signature`,
    (w) => upload({ url: `${guarantorLink}/files` }, { fileCategoryId: '18' }, photo(w)),
    { status: 201 },
  ),
  call(
    'POST /api/v2/guests/guarantor/:id/files',
    `${GUARANTOR}: promissory-note signature`,
    (w) => upload({ url: `${guarantorLink}/files` }, { fileCategoryId: '19' }, photo(w)),
    { status: 201 },
  ),
  call('POST /api/v2/guests/guarantor/:id', GUARANTOR, () => ({ url: guarantorLink }), { status: 204 }),

  // The vehicle-loan signer signs once.
  call(
    'POST /api/v2/guests/vehicle-loans/signPath=:path',
    SIGNER,
    async () => ({ url: vehicleLoanLink, payload: { signature: await signatureDataUrl() } }),
    { status: 201 },
  ),

  // Passwords last: a change or a reset ends the member's other sessions.
  call('PUT /api/v2/members/password', MING, (w) =>
    withBody(byQuery(w.ming, '/api/v2/members/password'), {
      oldPasswd: w.ming.password,
      newPasswd: 'demo5678',
      confirmPasswd: 'demo5678',
    }),
  ),
  call('POST /api/v2/members/password-forgetting', `${ANYONE} (Mei, logged out)`, (w) => ({
    url: '/api/v2/members/password-forgetting',
    payload: { idNum: w.mei.idNum, email: w.mei.email },
  })),
  call('POST /api/v2/members/password-reset', 'Mei (the link in her mail)', async (w) => ({
    url: '/api/v2/members/password-reset',
    query: { access_token: await mailedResetToken(w) },
    payload: { newPasswd: 'mei5678x', confirmPasswd: 'mei5678x' },
  })),
];
