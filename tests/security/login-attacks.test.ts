/** @jest-environment node */
import * as nodeCrypto from 'node:crypto';

// Every password check is one scrypt derivation (auth/password-hash.ts): the real one, counted.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt) };
});
import { DEMO_MEMBERS } from '../../src/server/demo/demo-people';
import { createTestMember } from '../api/member-session';
import { startTestServer, type TestServer } from '../api/test-server';
import { twIdNumber } from '../support/tw-id-numbers';

/**
 * Logins: the lockout holds for every password login whatever the answer, and an
 * unknown ID number costs the same password check as a wrong password, so neither the code path
 * nor its time tells a member's ID from a stranger's. (The time itself is measured in
 * `npm run bench`; a test on a clock would pass or fail with the machine.)
 */
describe('login attacks', () => {
  let server: TestServer;
  const [ming] = DEMO_MEMBERS;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
  });
  afterAll(() => server?.stop());

  const memberLogin = (idNum: string, passwd: string, address = '203.0.113.7') =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/members/login?idNum=${idNum}`,
      payload: { passwd },
      remoteAddress: address,
    });
  const commodityLogin = (memIdNum: string, password: string, address = '203.0.113.8') =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/members/commodity-cases/login',
      payload: { memIdNum, password },
      remoteAddress: address,
    });

  it('checks one password for an unknown ID number, as for a wrong password, on both logins', async () => {
    const checks = nodeCrypto.scrypt as unknown as jest.Mock;
    // The throwaway hash is made once, on the first unknown ID; made now, it is not counted below.
    await memberLogin('B120863952', 'warm-up1', '198.51.102.1');
    for (const [idNum, label] of [
      ['B120863952', 'unknown'],
      [ming.idNum, 'wrong password'],
    ] as const) {
      checks.mockClear();
      const member = await memberLogin(idNum, 'wrong123', `198.51.100.${label.length}`);
      expect(member.statusCode).toBe(401);
      expect(checks).toHaveBeenCalledTimes(1);
      checks.mockClear();
      const commodity = await commodityLogin(idNum, 'wrong123', `198.51.101.${label.length}`);
      expect(commodity.statusCode).toBeGreaterThanOrEqual(400);
      expect(checks).toHaveBeenCalledTimes(1);
    }
  });

  it('locks an ID number out after 5 failures, even for the right password, from any address', async () => {
    const idNum = DEMO_MEMBERS[1].idNum;
    for (let i = 0; i < 5; i += 1)
      expect((await memberLogin(idNum, 'wrong123', `192.0.2.${i}`)).statusCode).toBe(401);
    const right = await memberLogin(idNum, DEMO_MEMBERS[1].password, '192.0.2.99');
    expect(right.statusCode).toBe(429);
    expect(right.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
    // The commodity login shares the count: the lockout is per ID number, not per door.
    expect((await commodityLogin(idNum, DEMO_MEMBERS[1].password, '192.0.2.98')).statusCode).toBe(429);
    // It lifts when the window has passed.
    server.clock.advance(16 * 60_000);
    expect((await memberLogin(idNum, DEMO_MEMBERS[1].password, '192.0.2.97')).statusCode).toBe(200);
  });

  it('counts wrong answers to the forgot-password form against the form and the address, never against the member’s password login', async () => {
    const member = await createTestMember(server.ctx, {
      idNum: twIdNumber('K12345678'),
      email: 'kai@example.com',
    });
    const forgot = (email: string, address: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/members/password-forgetting',
        payload: { idNum: member.idNum, email },
        remoteAddress: address,
      });
    for (let i = 0; i < 5; i += 1)
      expect((await forgot(`wrong${i}@example.com`, `192.0.3.${i}`)).json()).toMatchObject({
        code: '400-03',
      });
    // Whoever knows the ID number has not locked its member out of logging in.
    expect((await memberLogin(member.idNum, member.password, '192.0.3.50')).statusCode).toBe(200);
    expect((await commodityLogin(member.idNum, member.password, '192.0.3.51')).statusCode).toBe(200);
    // The form itself is shut for this ID number, the right email too, from any address.
    const shut = await forgot('kai@example.com', '192.0.3.52');
    expect(shut.statusCode).toBe(429);
    expect(shut.json<{ message: string }>().message).toMatch(/^嘗試次數過多/);
    expect(shut.headers['retry-after']).toBeDefined();
    // And an address asking about many ID numbers is shut on the form after 20 wrong answers.
    const address = '192.0.3.99';
    for (let i = 0; i < 20; i += 1)
      await server.app.inject({
        method: 'POST',
        url: '/api/v2/members/password-forgetting',
        payload: { idNum: DEMO_MEMBERS[i % 2].idNum, email: `nobody${i}@example.com` },
        remoteAddress: address,
      });
    const fromThatAddress = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/password-forgetting',
      payload: { idNum: DEMO_MEMBERS[0].idNum, email: 'demo@fenqi.tw' },
      remoteAddress: address,
    });
    expect(fromThatAddress.statusCode).toBe(429);
  });
});
