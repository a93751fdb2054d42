/**
 * The source of a small integrator's client, as text: generated-client.test.ts writes it beside the
 * types openapi-typescript generates from the served document (`./fenqi-api`), typechecks the two
 * strictly, then runs it with Node against a real server. It is text, not a module of this
 * repository, because the types it is checked against exist only once the test has generated them.
 *
 * As the demo member (A123456789 / demo1234) it logs in, lists the open cases, opens the first and
 * fetches the interest plans, using the typed fields of each reply; it prints each call (operation,
 * status, body) and what it read, as JSON, for the test to hold against the document.
 */
export const DEMO_MEMBER_CLIENT = String.raw`
import createClient from 'openapi-fetch';
import type { paths } from './fenqi-api';

interface Call {
  operation: string;
  status: number;
  body: unknown;
}

const baseUrl = process.env.FENQI_BASE_URL ?? 'http://localhost:3000';
const calls: Call[] = [];

/** The reply's data, recorded with its operation; fails with the status when there is none. */
function ok<T>(operation: string, result: { data?: T; error?: unknown; response: Response }): T {
  calls.push({ operation, status: result.response.status, body: result.data ?? result.error });
  if (result.data === undefined) throw new Error(operation + ' answered ' + result.response.status);
  return result.data;
}

const api = createClient<paths>({ baseUrl });
const login = ok(
  'POST /api/v2/members/login',
  await api.POST('/api/v2/members/login', {
    params: { query: { idNum: 'A123456789' } },
    body: { passwd: 'demo1234' },
  }),
);
const token: string = login.token;
const member = createClient<paths>({ baseUrl, headers: { Authorization: 'Bearer ' + token } });

const cases = ok('GET /api/v2/members/cases', await member.GET('/api/v2/members/cases'));
const first = cases[0];
const opened = ok(
  'GET /api/v2/members/cases/{id}',
  await member.GET('/api/v2/members/cases/{id}', { params: { path: { id: first.id } } }),
);
const plans = ok('GET /api/v2/interest-plans', await api.GET('/api/v2/interest-plans'));

const read = {
  memberName: login.name,
  emailVerified: login.isEmailVerified,
  caseCount: cases.length,
  caseNo: opened.caseNo,
  caseStatus: opened.status,
  fileCount: opened.files.length,
  planNames: plans.map((plan) => plan.name),
  firstPlanRates: plans[0].interestRates.map((rate) => [rate.installment, rate.monthlyRate]),
};
console.log(JSON.stringify({ calls, read }));
`;
