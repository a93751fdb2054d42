/** @jest-environment node */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_MEMBERS, DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import {
  FLOW_CALLS,
  GET_CALLS,
  type ContractCall,
  type DemoSession,
  type DemoWorld,
} from '../api/contract-calls';
import { insertGuarantorCase } from '../api/guest-fixtures';
import { multipartBody } from '../api/sample-files';
import { twIdNumbers } from '../support/tw-id-numbers';
import { guessableRoutes, guessProbes, WITH_SIGN_PATH } from './guess-probes';
import { startTarget, type Target } from './security-server';

type CallRequest = Awaited<ReturnType<ContractCall['request']>>;

/** Which token a request carries, and where. */
interface Carried {
  token: string;
  where: 'bearer' | 'query';
}

function carriedToken(request: CallRequest): Carried | null {
  const header = request.headers?.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer '))
    return { token: header.slice(7), where: 'bearer' };
  const query = request.query as Record<string, string> | undefined;
  if (query?.access_token) return { token: query.access_token, where: 'query' };
  return null;
}

/** The request with its token replaced (or removed, for null). */
function withToken(request: CallRequest, carried: Carried, token: string | null): CallRequest {
  const headers = { ...(request.headers as Record<string, string> | undefined) };
  const query = { ...(request.query as Record<string, string> | undefined) };
  if (carried.where === 'bearer') {
    delete headers.authorization;
    if (token !== null) headers.authorization = `Bearer ${token}`;
  } else {
    delete query.access_token;
    if (token !== null) query.access_token = token;
  }
  return { ...request, headers, query };
}

/** A token of the same length with its last character changed. */
const tampered = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

/** The older order flow's writes: its send and its uploads, member token in the query. */
const OLDER_WRITE_ROUTES = ['POST /api/v2/cases/apply', 'POST /api/v2/images/:doc_type'];

/** An older upload of `docType` naming the case `caseNo`, as `session`. */
async function olderCaseUpload(
  world: DemoWorld,
  session: DemoSession,
  docType: string,
  caseNo: string,
): Promise<CallRequest> {
  const body = await multipartBody(
    {},
    { field: 'data', name: 'photo.jpg', type: 'image/jpeg', bytes: world.jpeg },
  );
  return {
    url: `/api/v2/images/${docType}`,
    query: { access_token: session.token, appCaseNo: caseNo },
    payload: body.payload,
    headers: body.headers,
  };
}

const SCHEME_OF_KIND = {
  member: ['memberToken', 'memberAccessToken'],
  commodity: ['commodityToken'],
  draft: ['draftToken'],
};

/**
 * The access matrix: every GET route of the API, made as its rightful user in
 * the contract test, made again with no token, a tampered one, a token of the wrong kind, another
 * member's, and an expired one; guest links and signed file links tampered, swapped and walked out
 * of with `../`. Each refusal must be one the route declares (its status and catalogue code); a
 * route that answers another member must not hand over the first one's data.
 */
describe('who may call what: every GET route × every kind of caller', () => {
  let target: Target;
  const ask = (method: string, request: CallRequest): Promise<LightMyRequestResponse> =>
    target.server.app.inject({ method: method as InjectOptions['method'], ...request });
  const securityOf = (route: string): string[] => {
    const [method, url] = route.split(' ');
    const path = url.replace(/:(\w+)/g, '{$1}');
    const operation = target.document.paths[path]?.[method.toLowerCase()] as {
      security?: Record<string, unknown>[];
    };
    return (operation?.security ?? []).flatMap((requirement) => Object.keys(requirement));
  };
  const refusalProblem = (route: string, res: LightMyRequestResponse): string | null => {
    if (res.statusCode < 400 || res.statusCode > 499)
      return `answered ${res.statusCode}: ${res.body.slice(0, 160)}`;
    const [method, url] = route.split(' ');
    const contractRoute = target.server.contract.route(method, url);
    if (!contractRoute) return 'not a route';
    return target.server.contract.problemOf(contractRoute, res.statusCode, res.json());
  };

  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target?.stop());

  it('refuses no token, a tampered token and a token of the wrong kind, each as the route declares', async () => {
    const { world } = target;
    const tokenKind = (token: string) =>
      token === world.commodityToken ? 'commodity' : token === world.draftToken ? 'draft' : 'member';
    const problems: string[] = [];
    let sent = 0;
    for (const call of GET_CALLS) {
      const request = await call.request(world);
      const carried = carriedToken(request);
      if (!carried) continue;
      const accepted = securityOf(call.route);
      // A public route that reads a token (is-access_token-valid) answers about it instead.
      if (accepted.length === 0) continue;
      const wrongKind =
        tokenKind(carried.token) === 'member'
          ? { token: world.commodityToken, kind: 'commodity' as const }
          : { token: world.ming.token, kind: 'member' as const };
      const variants: [string, string | null][] = [
        ['no token', null],
        ['a tampered token', tampered(carried.token)],
      ];
      if (!SCHEME_OF_KIND[wrongKind.kind].some((scheme) => accepted.includes(scheme)))
        variants.push([`a ${wrongKind.kind} token`, wrongKind.token]);
      for (const [name, token] of variants) {
        sent += 1;
        const problem = refusalProblem(
          call.route,
          await ask(call.route.split(' ')[0], withToken(request, carried, token)),
        );
        if (problem) problems.push(`${call.route} with ${name}: ${problem}`);
      }
    }
    console.info(`access matrix: ${sent} requests without the rightful token`);
    expect(sent).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });

  it("refuses another member's token on a member's own case, and never shows one member's data to another", async () => {
    const { world } = target;
    const [ming, mei] = DEMO_MEMBERS;
    const owners = new Map([
      [
        world.ming.token,
        { other: world.mei.token, marks: [ming.name, ming.idNum, world.cases.approved.caseNo] },
      ],
      [
        world.mei.token,
        { other: world.ming.token, marks: [mei.name, mei.idNum, world.cases.supplement.caseNo] },
      ],
    ]);
    const problems: string[] = [];
    let sent = 0;
    for (const call of GET_CALLS) {
      const request = await call.request(world);
      const carried = carriedToken(request);
      const owner = carried && owners.get(carried.token);
      if (!carried || !owner) continue;
      sent += 1;
      const res = await ask(call.route.split(' ')[0], withToken(request, carried, owner.other));
      const byId = /:\w+/.test(call.route);
      if (byId) {
        const problem = refusalProblem(call.route, res);
        if (problem) problems.push(`${call.route} as the other member: ${problem}`);
      } else {
        const leaked = owner.marks.filter((mark) => res.body.includes(mark));
        if (leaked.length) problems.push(`${call.route} as the other member shows ${leaked.join(', ')}`);
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it("refuses the older order flow's writes without the rightful member token, and another member's case", async () => {
    const { world } = target;
    const olderWrites = OLDER_WRITE_ROUTES.map((route) => {
      const call = FLOW_CALLS.find((c) => c.route === route);
      if (!call) throw new Error(`no contract call for ${route}`);
      return call;
    });
    const casesBefore = await target.server.db.selectFrom('cases').select('id').execute();
    const problems: string[] = [];
    let sent = 0;
    for (const call of olderWrites) {
      const request = await call.request(world);
      const carried = carriedToken(request);
      if (!carried) throw new Error(`${call.route} carries no token`);
      const variants: [string, string | null][] = [
        ['no token', null],
        ['a tampered token', tampered(carried.token)],
        ['a commodity token', world.commodityToken],
        ['a draft token', world.draftToken],
      ];
      for (const [name, token] of variants) {
        sent += 1;
        const problem = refusalProblem(call.route, await ask('POST', withToken(request, carried, token)));
        if (problem) problems.push(`${call.route} with ${name}: ${problem}`);
      }
    }
    // Mei names Ming's case on each older case upload: the case is not hers, whatever the code.
    for (const docType of ['7', '8', '9', '10', '16']) {
      sent += 1;
      const request = await olderCaseUpload(world, world.mei, docType, world.cases.approved.caseNo);
      const res = await ask('POST', request);
      const problem = refusalProblem('POST /api/v2/images/:doc_type', res);
      if (problem) problems.push(`images/${docType} on Ming's case as Mei: ${problem}`);
      else if (res.json<{ code: string }>().code !== '014.404')
        problems.push(`images/${docType} on Ming's case as Mei answered ${res.body.slice(0, 120)}`);
    }
    expect(sent).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    // Nothing refused made a case.
    expect(await target.server.db.selectFrom('cases').select('id').execute()).toEqual(casesBefore);
  });

  it('refuses a tampered guest link, a guest link used on the other guest flow, and bad signed file links', async () => {
    const { world } = target;
    const file = new URL(world.fileLinks.file, 'http://x');
    const id = file.pathname.split('/').pop() ?? '';
    const forged = new URL(file);
    forged.searchParams.set('signature', tampered(file.searchParams.get('signature') ?? ''));
    const later = new URL(file);
    later.searchParams.set('expires', String(Number(file.searchParams.get('expires')) + 3600));
    const cases: [string, string][] = [
      ['GET /api/v2/guests/guarantor/:id', `/api/v2/guests/guarantor/${tampered(DEMO_SIGN_PATHS.guarantor)}`],
      ['GET /api/v2/guests/guarantor/:id', `/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.vehicleLoan}`],
      [
        'GET /api/v2/guests/vehicle-loans/signPath=:path',
        `/api/v2/guests/vehicle-loans/signPath=${DEMO_SIGN_PATHS.guarantor}`,
      ],
      [
        'GET /api/v2/guests/vehicle-loans/signPath=:path',
        `/api/v2/guests/vehicle-loans/signPath=${tampered(DEMO_SIGN_PATHS.vehicleLoan)}`,
      ],
      ['GET /api/v2/files/:id', forged.pathname + forged.search],
      ['GET /api/v2/files/:id', later.pathname + later.search],
      ['GET /api/v2/files/:id', file.pathname],
      ['GET /api/v2/files/:id', `/api/v2/files/${Number(id) + 1}${file.search}`],
      ['GET /api/v2/files/:id', `/api/v2/files/..%2F..%2Fpackage.json${file.search}`],
      ['GET /api/v2/files/:id', `/api/v2/files/${id}%2F..%2F..%2Ffile-url-secret${file.search}`],
    ];
    const problems: string[] = [];
    for (const [route, url] of cases) {
      const res = await target.server.app.inject({ method: 'GET', url });
      if (res.statusCode < 400 || res.statusCode > 499) problems.push(`${url}: answered ${res.statusCode}`);
      else if (route.includes(':id') && !url.includes('%2F')) {
        const problem = refusalProblem(route, res);
        if (problem) problems.push(`${url}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The genuine link still works: the refusals above are about the changes, not the file.
    expect((await target.server.app.inject({ method: 'GET', url: world.fileLinks.file })).statusCode).toBe(
      200,
    );
  });

  it('shuts every door keyed by a guessable value (walked from the API document) within 20 wrong answers, with 429 and Retry-After in zh-TW', async () => {
    const routes = guessableRoutes(target.document);
    // The walk must see the guest doors, the sign path's ID number included; a walk that finds
    // nothing proves nothing.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/v2/guests/guarantor/{id}',
        `GET /api/v2/guests/guarantor/{id}${WITH_SIGN_PATH}`,
        `GET /api/v2/guests/guarantor/{id}/contract-texts${WITH_SIGN_PATH}`,
        'GET /api/v2/guarantor/info',
      ]),
    );
    const probes = guessProbes(target.world.jpeg);
    expect(routes.filter((route) => !probes[route])).toEqual([]);
    const ming = await target.server.db
      .selectFrom('members')
      .select('id')
      .where('id_num', '=', DEMO_MEMBERS[0].idNum)
      .executeTakeFirstOrThrow();
    const unlimited: string[] = [];
    for (const [index, route] of routes.entries()) {
      // A case and an address of its own, so one route's count does not help the next.
      const guessed = await insertGuarantorCase(target.server.ctx, ming.id, 'A223456781');
      // The development tools answer only this machine (any other address hears 404 first), so
      // their doors are walked from loopback addresses, where the guess limit is what shuts them.
      const remoteAddress = route.includes('/dev/') ? `127.0.1.${index + 1}` : `198.18.0.${index + 1}`;
      let shut: LightMyRequestResponse | undefined;
      for (const wrongId of twIdNumbers(21, 'E', '2', 1_000_000 + index * 100)) {
        const res = await target.server.app.inject({
          ...(await probes[route](guessed, wrongId)),
          remoteAddress,
        });
        expect({ route, status: res.statusCode < 500 }).toEqual({ route, status: true });
        if (res.statusCode === 429) {
          shut = res;
          break;
        }
      }
      if (!shut) unlimited.push(route);
      else {
        expect(Number(shut.headers['retry-after'])).toBeGreaterThan(0);
        expect(shut.json<{ message: string }>().message).toMatch(/請 \d+ 分鐘後再試/);
      }
    }
    expect(unlimited).toEqual([]);
  });

  it('refuses every token once it has expired, and a signed file link after its hour', async () => {
    const { world } = target;
    const requests: { call: ContractCall; request: CallRequest }[] = [];
    for (const call of GET_CALLS) {
      const request = await call.request(world);
      if (carriedToken(request) && securityOf(call.route).length > 0) requests.push({ call, request });
    }
    for (const call of FLOW_CALLS.filter((c) => OLDER_WRITE_ROUTES.includes(c.route)))
      requests.push({ call, request: await call.request(world) });
    target.server.clock.advance(400 * 24 * 3600 * 1000);
    const problems: string[] = [];
    for (const { call, request } of requests) {
      const problem = refusalProblem(call.route, await ask(call.route.split(' ')[0], request));
      if (problem) problems.push(`${call.route} with an expired token: ${problem}`);
    }
    const link = await target.server.app.inject({ method: 'GET', url: world.fileLinks.file });
    if (link.statusCode !== 403 && link.statusCode !== 404)
      problems.push(`expired file link answered ${link.statusCode}`);
    expect(requests.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
