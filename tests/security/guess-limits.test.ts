/** @jest-environment node */
import type { InjectOptions } from 'fastify';
import { DEMO_MEMBERS } from '../../src/server/demo/demo-people';
import { runOpsCommand } from '../../tools/ops/run-ops-command';
import { insertGuarantorCase } from '../api/guest-fixtures';
import { createTestMember } from '../api/member-session';
import { startTestServer, type TestServer } from '../api/test-server';
import { twIdNumber, twIdNumbers } from '../support/tw-id-numbers';

const GUARANTOR_ID = 'A223456781';

/**
 * Every door that finds a person or a case by what an outsider could guess (a case
 * serial or number, an ID number) without a secret shuts after a few wrong answers — per target
 * (the case, or the ID number of a login) and per address — and says so in zh-TW with a
 * Retry-After. Every such route of the API document is held to that in the access-matrix suite
 * (guess-probes.ts); here, what the limits mean for a case, an address and the operator.
 */
describe('guess limits on doors keyed by guessable values', () => {
  let server: TestServer;
  let memberId: number;
  let addressCount = 0;
  /** A fresh client address: each case below starts with an address no limit has seen. */
  const freshAddress = () => `198.51.100.${(addressCount += 1)}`;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
    memberId = (await createTestMember(server.ctx, { idNum: 'C123456781' })).id;
  });
  afterAll(() => server?.stop());

  const send = (options: InjectOptions, remoteAddress: string) =>
    server.app.inject({ ...options, remoteAddress });
  it('shuts a case after 5 wrong ID numbers from any addresses: the right one is refused, the sign path still opens, and it reopens after 15 minutes', async () => {
    const target = await insertGuarantorCase(server.ctx, memberId, GUARANTOR_ID);
    const open = (idCardNo: string, address = freshAddress()) =>
      send(
        { method: 'GET', url: `/api/v2/guests/guarantor/${target.guarantor.id}?idCardNo=${idCardNo}` },
        address,
      );
    const right = await open(GUARANTOR_ID);
    expect(right.statusCode).toBe(200);
    for (const wrongId of twIdNumbers(5, 'A', '2', 3_000_000))
      expect((await open(wrongId)).statusCode).toBe(404);
    const refused = await open(GUARANTOR_ID);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: '429', message: expect.stringMatching(/^嘗試次數過多/) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The older door reaches the same case: shut too.
    const older = await send(
      { method: 'GET', url: `/api/v2/guarantor/info?appCaseNo=${target.caseNo}&id=${GUARANTOR_ID}` },
      freshAddress(),
    );
    expect(older.statusCode).toBe(429);
    // The guarantor's own link is a secret, not a guess: it is not shut.
    const signPath = await send(
      { method: 'GET', url: `/api/v2/guests/guarantor/${target.guarantor.signPath}` },
      freshAddress(),
    );
    expect(signPath.statusCode).toBe(200);
    // Another case is not affected.
    const other = await insertGuarantorCase(server.ctx, memberId, GUARANTOR_ID);
    expect(
      (
        await send(
          { method: 'GET', url: `/api/v2/guests/guarantor/${other.guarantor.id}?idCardNo=${GUARANTOR_ID}` },
          freshAddress(),
        )
      ).statusCode,
    ).toBe(200);
    server.clock.advance(retryAfter * 1000);
    expect((await open(GUARANTOR_ID)).statusCode).toBe(200);
  });

  it('counts ID numbers checked beside a sign path as guesses: 5 wrong shut the case (the right one too, on every route), the path alone still opens', async () => {
    const target = await insertGuarantorCase(server.ctx, memberId, GUARANTOR_ID);
    const { signPath } = target.guarantor;
    const check = (route: string, idCardNo: string) =>
      send(
        { method: 'GET', url: `/api/v2/guests/guarantor/${signPath}${route}?idCardNo=${idCardNo}` },
        freshAddress(),
      );
    expect((await check('', GUARANTOR_ID)).statusCode).toBe(200);
    const [a, b, c, d, e] = twIdNumbers(5, 'A', '2', 3_100_000);
    for (const id of [a, b, c]) expect((await check('', id)).statusCode).toBe(404);
    for (const id of [d, e]) expect((await check('/contract-texts', id)).statusCode).toBe(404);
    for (const route of ['', '/contract-texts']) {
      const refused = await check(route, GUARANTOR_ID);
      expect({ route, status: refused.statusCode }).toEqual({ route, status: 429 });
      expect(refused.headers['retry-after']).toBeDefined();
    }
    // The same case's counted-up id is shut too: one count per case, whichever door it came by.
    const byId = await send(
      { method: 'GET', url: `/api/v2/guests/guarantor/${target.guarantor.id}?idCardNo=${GUARANTOR_ID}` },
      freshAddress(),
    );
    expect(byId.statusCode).toBe(429);
    // The secret alone is not a guess and stays open.
    const pathOnly = await send(
      { method: 'GET', url: `/api/v2/guests/guarantor/${signPath}` },
      freshAddress(),
    );
    expect(pathOnly.statusCode).toBe(200);
  });

  it('refuses an ID number beside a sign path while the case is shut by the other doors', async () => {
    const target = await insertGuarantorCase(server.ctx, memberId, GUARANTOR_ID);
    for (const id of twIdNumbers(5, 'B', '1', 3_200_000))
      await send(
        { method: 'GET', url: `/api/v2/guarantor/info?appCaseNo=${target.caseNo}&id=${id}` },
        freshAddress(),
      );
    const url = `/api/v2/guests/guarantor/${target.guarantor.signPath}?idCardNo=${GUARANTOR_ID}`;
    expect((await send({ method: 'GET', url }, freshAddress())).statusCode).toBe(429);
  });

  it('counts wrong answers at the newer and the older door of one case together', async () => {
    const target = await insertGuarantorCase(server.ctx, memberId, GUARANTOR_ID);
    const [a, b, c, d, e] = twIdNumbers(5, 'B', '2', 4_000_000);
    for (const id of [a, b, c]) {
      const res = await send(
        { method: 'GET', url: `/api/v2/guests/guarantor/${target.guarantor.id}?idCardNo=${id}` },
        freshAddress(),
      );
      expect(res.statusCode).toBe(404);
    }
    for (const id of [d, e]) {
      const res = await send(
        { method: 'GET', url: `/api/v2/guarantor/info?appCaseNo=${target.caseNo}&id=${id}` },
        freshAddress(),
      );
      expect(res.statusCode).toBe(404);
    }
    const right = await send(
      { method: 'GET', url: `/api/v2/guarantor/info?appCaseNo=${target.caseNo}&id=${GUARANTOR_ID}` },
      freshAddress(),
    );
    expect(right.statusCode).toBe(429);
  });

  it('shuts an address after 20 wrong answers spread over many cases, and only that address', async () => {
    const address = freshAddress();
    const wrong = twIdNumbers(20, 'D', '1', 5_000_000);
    for (const [i, id] of wrong.entries()) {
      // Unknown case numbers: each a different target, none reaching its own limit of 5.
      const res = await send(
        { method: 'GET', url: `/api/v2/guarantor/info?appCaseNo=FQ20260101${String(900000 + i)}&id=${id}` },
        address,
      );
      expect(res.statusCode).toBe(404);
    }
    const target = await insertGuarantorCase(server.ctx, memberId, GUARANTOR_ID);
    const url = `/api/v2/guests/guarantor/${target.guarantor.id}?idCardNo=${GUARANTOR_ID}`;
    const fromThatAddress = await send({ method: 'GET', url }, address);
    expect(fromThatAddress.statusCode).toBe(429);
    expect(fromThatAddress.headers['retry-after']).toBeDefined();
    expect((await send({ method: 'GET', url }, freshAddress())).statusCode).toBe(200);
  });

  it('is-id-num-existent: an address asking about 20 ID numbers that are not members is shut; answers about members do not count', async () => {
    const address = freshAddress();
    const ask = (idNum: string) =>
      send({ method: 'GET', url: `/api/v2/members/is-id-num-existent?idNum=${idNum}` }, address);
    for (let i = 0; i < 25; i += 1)
      expect((await ask(DEMO_MEMBERS[0].idNum)).json()).toEqual({ isExistent: true });
    for (const id of twIdNumbers(20, 'H', '2', 6_000_000))
      expect((await ask(id)).json()).toEqual({ isExistent: false });
    const shut = await ask(DEMO_MEMBERS[0].idNum);
    expect(shut.statusCode).toBe(429);
    expect(shut.headers['retry-after']).toBeDefined();
  });

  it('shows the lockout in `ops show` and lifts it with `ops unlock` (audited as an ops command)', async () => {
    const ops = async (...argv: string[]) => {
      const run = await runOpsCommand(argv, {
        osUser: 'alice',
        env: { dataDir: server.dataDir },
        open: async () => ({ ctx: server.ctx, close: async () => undefined }),
      });
      return run.code === 0 ? run.out : run.err;
    };
    const target = await insertGuarantorCase(server.ctx, memberId, GUARANTOR_ID);
    expect((await ops('show', target.caseNo)).some((line) => line.startsWith('guest doors'))).toBe(false);
    for (const id of twIdNumbers(5, 'J', '1', 7_000_000))
      await send(
        { method: 'GET', url: `/api/v2/guarantor/info?appCaseNo=${target.caseNo}&id=${id}` },
        freshAddress(),
      );
    const shown = await ops('show', target.caseNo);
    expect(shown).toContainEqual(
      expect.stringMatching(/^guest doors: 5 wrong answer\(s\) in 15 min \(limit 5\), LOCKED until /),
    );
    expect(await ops('unlock', target.caseNo)).toEqual([
      `case ${target.caseNo}: guest doors unlocked (5 wrong answer(s) forgotten)`,
    ]);
    const opened = await send(
      { method: 'GET', url: `/api/v2/guarantor/info?appCaseNo=${target.caseNo}&id=${GUARANTOR_ID}` },
      freshAddress(),
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json().result.guarIdNum).toBe('A22****781');
    const audited = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('case_id', '=', target.id)
      .execute();
    expect(audited.map((row) => [row.actor, row.command, row.os_user, row.outcome])).toContainEqual([
      'ops:unlock',
      `unlock ${target.caseNo}`,
      'alice',
      'ok',
    ]);
    expect(await ops('unlock', target.caseNo)).toEqual([
      `case ${target.caseNo}: guest doors were not locked (no wrong answers recorded)`,
    ]);
    expect((await ops('unlock'))[0]).toBe('unlock: unlock takes one <caseNo>');
  });

  it('has valid ID numbers to guess with', () => {
    expect(twIdNumber('E22876543')).toBe('E228765430');
  });
});
