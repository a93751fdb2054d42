/** @jest-environment node */
import { attackRequests, type AttackRequest } from './attack-requests';
import { refusalProblem, startTarget, type Target } from './security-server';

jest.setTimeout(300_000);

/**
 * Every documented route with a JSON body or query parameters gets malformed,
 * oversized, deeply nested, prototype-polluting, NUL- and surrogate-laden and wrongly typed input
 * over real HTTP, with a valid token of its kind so validation is reached. Each answer is a 4xx
 * `{code, message}` in zh-TW, never a 5xx, a stack trace or SQL text.
 */
describe('bad input on every route of the API document', () => {
  let target: Target;
  let requests: AttackRequest[];
  beforeAll(async () => {
    target = await startTarget();
    const { world } = target;
    requests = attackRequests(target.document, {
      bySchemeName: {
        memberToken: world.ming.token,
        memberAccessToken: world.ming.token,
        commodityToken: world.commodityToken,
        draftToken: world.draftToken,
      },
    });
  });
  afterAll(() => target?.stop());

  it('covers every route that takes a body or a query', () => {
    const taking = Object.entries(target.document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, op]) =>
            op.requestBody?.content['application/json'] ||
            op.parameters?.some((p) => p.in === 'query' && p.name !== 'access_token'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(taking.length).toBeGreaterThan(40);
    expect(new Set(requests.map((r) => r.route))).toEqual(new Set(taking));
  });

  it('answers each bad request with a 4xx {code, message} in zh-TW and nothing internal', async () => {
    const problems: string[] = [];
    for (const request of requests) {
      const res = await fetch(target.baseUrl + request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const problem = refusalProblem(res.status, res.headers.get('content-type') ?? '', await res.text());
      if (problem) problems.push(`${request.route} — ${request.attack}: ${problem}`);
    }
    console.info(
      `bad input: ${requests.length} requests over ${new Set(requests.map((r) => r.route)).size} routes, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  });
});
