/** @jest-environment node */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { FLOW_CALLS, GET_CALLS } from '../api/contract-calls';
import { startTarget, type Target } from './security-server';

jest.setTimeout(180_000);

const N = 200;

type CallRequest = Awaited<ReturnType<(typeof FLOW_CALLS)[number]['request']>>;

function flowRequest(target: Target, route: string): Promise<CallRequest> {
  const call = [...FLOW_CALLS, ...GET_CALLS].find((c) => c.route === route);
  if (!call) throw new Error(`no contract call for ${route}`);
  return Promise.resolve(call.request(target.world));
}

function send(target: Target, method: string, request: CallRequest, extra: Partial<CallRequest> = {}) {
  return target.server.app.inject({
    method: method as InjectOptions['method'],
    ...request,
    ...extra,
    headers: { ...(request.headers as object), ...(extra.headers as object) },
  });
}

/** What is wrong with the answers of a burst: any 5xx, or a database error showing through. */
function burstProblems(replies: LightMyRequestResponse[]): string[] {
  return replies
    .filter((r) => r.statusCode >= 500 || /SQLITE|database is locked|deadlock/i.test(r.body))
    .map((r) => `${r.statusCode}: ${r.body.slice(0, 200)}`);
}

async function casesOf(target: Target): Promise<number> {
  const list = await flowRequest(target, 'GET /api/v2/members/cases');
  return (await send(target, 'GET', list)).json<unknown[]>().length;
}

/**
 * Two hundred concurrent saves of one draft and of one member's profile, and a
 * double-clicked 送出申請, on the real database (SQLite here, PostgreSQL in CI's PostgreSQL run).
 * Nothing answers 5xx or shows a database error; each record ends as exactly one of the writes
 * that were acknowledged, never a mixture; one submission makes one case, and a retry with the
 * same Idempotency-Key gets the first reply. The older order flow's send too.
 */
describe('concurrent writes', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target?.stop());

  it(`${N} concurrent saves of one commodity draft end as one whole acknowledged save`, async () => {
    const save = await flowRequest(target, 'PATCH /api/v2/members/commodity-cases/tmp');
    const base = save.payload as Record<string, unknown>;
    const bodies = Array.from({ length: N }, (_, i) => ({
      ...base,
      amount: 10_000 + i * 100,
      productModelNo: `型號-${i}`,
    }));
    const replies = await Promise.all(bodies.map((payload) => send(target, 'PATCH', save, { payload })));
    expect(burstProblems(replies)).toEqual([]);
    const acknowledged = bodies.filter((_, i) => replies[i].statusCode < 300);
    expect(acknowledged).toHaveLength(N);
    const read = await send(
      target,
      'GET',
      await flowRequest(target, 'GET /api/v2/members/commodity-cases/tmp'),
    );
    const stored = read.json<{ amount: number; productModelNo: string }>();
    const match = acknowledged.find((body) => body.amount === stored.amount);
    expect(match?.productModelNo).toBe(stored.productModelNo);
  });

  it(`${N} concurrent profile updates end as one whole acknowledged update`, async () => {
    const update = await flowRequest(target, 'PUT /api/v2/members/info');
    const base = update.payload as Record<string, unknown>;
    const bodies = Array.from({ length: N }, (_, i) => ({
      ...base,
      companyName: `分期測試公司${i}`,
      companyDepartment: `部門${i}`,
    }));
    const replies = await Promise.all(bodies.map((payload) => send(target, 'PUT', update, { payload })));
    expect(burstProblems(replies)).toEqual([]);
    expect(replies.filter((r) => r.statusCode < 300)).toHaveLength(N);
    const info = (
      await send(target, 'GET', await flowRequest(target, 'GET /api/v2/members/basic-info'))
    ).json<Record<string, unknown>>();
    const index = Number(String(info.companyName).replace('分期測試公司', ''));
    expect(info.companyDepartment).toBe(`部門${index}`);
  });

  it('a double-clicked 送出申請 with one Idempotency-Key makes one case, and every click hears its reply', async () => {
    const submit = await flowRequest(target, 'POST /api/v2/members/commodity-cases');
    const before = await casesOf(target);
    const headers = { 'idempotency-key': 'double-click-0001' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => send(target, 'POST', submit, { headers })),
    );
    expect(burstProblems(replies)).toEqual([]);
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((r) => r.json<{ caseNo: string }>().caseNo)).size).toBe(1);
    expect(await casesOf(target)).toBe(before + 1);
    // The reply was lost: the retry with the key hears the same case, not "too frequent".
    const retry = await send(target, 'POST', submit, { headers });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(replies[0].json());
    expect(await casesOf(target)).toBe(before + 1);
  });

  it('a double-clicked send of the older order flow (POST /cases/apply) follows the same rules: one case per key, 2013 without one', async () => {
    const fresh = await startTarget();
    try {
      const apply = await flowRequest(fresh, 'POST /api/v2/cases/apply');
      const before = await casesOf(fresh);
      const headers = { 'idempotency-key': 'older-double-click-0001' };
      const keyed = await Promise.all(
        Array.from({ length: 10 }, () => send(fresh, 'POST', apply, { headers })),
      );
      expect(burstProblems(keyed)).toEqual([]);
      expect(keyed.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(keyed.map((r) => r.body)).size).toBe(1);
      expect(await casesOf(fresh)).toBe(before + 1);
      // Sent again without the key (a second tab, an older client): too frequent, no second case.
      const unkeyed = await Promise.all(Array.from({ length: 5 }, () => send(fresh, 'POST', apply)));
      expect(burstProblems(unkeyed)).toEqual([]);
      expect(unkeyed.map((r) => [r.statusCode, r.json<{ code: string }>().code])).toEqual(
        Array(5).fill([400, '2013']),
      );
      expect(await casesOf(fresh)).toBe(before + 1);
    } finally {
      await fresh.stop();
    }
  });

  it('parallel older sends without a key make one case; the others hear 2013', async () => {
    const fresh = await startTarget();
    try {
      const apply = await flowRequest(fresh, 'POST /api/v2/cases/apply');
      const before = await casesOf(fresh);
      const replies = await Promise.all(Array.from({ length: 10 }, () => send(fresh, 'POST', apply)));
      expect(burstProblems(replies)).toEqual([]);
      expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const refused of replies.filter((r) => r.statusCode !== 201))
        expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([400, '2013']);
      expect(await casesOf(fresh)).toBe(before + 1);
    } finally {
      await fresh.stop();
    }
  });

  it('parallel submissions without a key still make one case; the others are told why', async () => {
    const fresh = await startTarget();
    try {
      const submit = await flowRequest(fresh, 'POST /api/v2/members/commodity-cases');
      const before = await casesOf(fresh);
      const replies = await Promise.all(Array.from({ length: 10 }, () => send(fresh, 'POST', submit)));
      expect(burstProblems(replies)).toEqual([]);
      expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const refused of replies.filter((r) => r.statusCode !== 201)) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ code: string }>().code).toBe('2013');
      }
      expect(await casesOf(fresh)).toBe(before + 1);
    } finally {
      await fresh.stop();
    }
  });
});
