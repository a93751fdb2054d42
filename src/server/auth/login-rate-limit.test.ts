/** @jest-environment node */
import { startTestServer, type TestServer } from '../../../tests/api/test-server';
import { ApiError } from '../api-error';
import { assertLoginAllowed, clearLoginFailures, LOGIN_LIMITS, recordLoginFailure } from './login-rate-limit';

describe('login rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const allowed = async (idNum: string, address: string) => {
    try {
      await assertLoginAllowed(server.ctx, idNum, address);
      return true;
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ statusCode: 429, code: '429' });
      return false;
    }
  };
  const fail = (idNum: string, address: string, times: number) =>
    Promise.all(Array.from({ length: times }, () => recordLoginFailure(server.ctx, idNum, address)));

  it('allows 4 failures of an ID number and refuses at the 5th, whatever the address', async () => {
    await fail('A123456789', '10.0.0.1', LOGIN_LIMITS.perIdNum - 1);
    expect(await allowed('A123456789', '10.0.0.2')).toBe(true);
    await fail('A123456789', '10.0.0.3', 1);
    expect(await allowed('A123456789', '10.0.0.4')).toBe(false);
    expect(await allowed('a123456789', '10.0.0.4')).toBe(false); // the same ID in lower case
    expect(await allowed('B123456780', '10.0.0.4')).toBe(true);
  });

  it('lets the ID in again once its failures are 15 minutes old', async () => {
    server.clock.advance(LOGIN_LIMITS.windowMinutes * 60_000 + 1);
    expect(await allowed('A123456789', '10.0.0.4')).toBe(true);
  });

  it('refuses an address after 20 failures over any ID numbers', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) await fail(`C12345678${i % 10}`, '10.0.1.1', 1);
    expect(await allowed('D123456782', '10.0.1.1')).toBe(false);
    expect(await allowed('D123456782', '10.0.1.2')).toBe(true);
  });

  it("clears an ID's failures on success but keeps the address count", async () => {
    server.clock.advance(LOGIN_LIMITS.windowMinutes * 60_000 + 1);
    await fail('E123456783', '10.0.2.1', LOGIN_LIMITS.perIdNum);
    await fail('F123456784', '10.0.2.1', LOGIN_LIMITS.perAddress - LOGIN_LIMITS.perIdNum);
    expect(await allowed('E123456783', '10.0.2.9')).toBe(false);
    await clearLoginFailures(server.ctx, 'e123456783');
    expect(await allowed('E123456783', '10.0.2.9')).toBe(true);
    expect(await allowed('E123456783', '10.0.2.1')).toBe(false);
  });
});
