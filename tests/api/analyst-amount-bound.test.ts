/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../../src/validation/schema-files';
import { RAISED_AMOUNT_MINIMUM, raiseAmountMinimum } from '../support/analyst-schema-change';
import { sampleApplication } from './commodity-application-sample';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/**
 * An analyst raises the lowest amount on step 2 with a message of their own, in
 * schemas/commodityPlan.json only. The application's body is written by hand, but the wizard's
 * form places the amount in it (its `send`), so the server checks the amount by the form's rule
 * too: a draft and a send under the new minimum hear the form's message, at the amount.
 */
const { minimum: NEW_MINIMUM, message: NEW_MESSAGE } = RAISED_AMOUNT_MINIMUM;

describe("a spec field's bound raised in the wizard's form only", () => {
  const dir = mkdtempSync(join(tmpdir(), 'fenqi-amount-'));
  let server: TestServer;

  beforeAll(async () => {
    cpSync(SCHEMAS_DIR, join(dir, 'schemas'), { recursive: true });
    raiseAmountMinimum(join(dir, 'schemas'));
    server = await startTestServer({ schemasDir: join(dir, 'schemas') });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a draft and a send under it with the form’s message, and takes the new minimum', async () => {
    const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    const headers = { authorization: `Bearer ${member.token}` };
    const draft = (amount: number) =>
      server.app.inject({
        method: 'PATCH',
        url: '/api/v2/members/commodity-cases/tmp',
        headers,
        payload: { amount },
      });
    const low = await draft(NEW_MINIMUM - 1000);
    expect(low.statusCode).toBe(422);
    expect(low.json().details).toEqual([{ path: '/amount', keyword: 'minimum', message: NEW_MESSAGE }]);
    expect((await draft(NEW_MINIMUM)).statusCode).toBe(200);

    const send = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/commodity-cases',
      headers,
      payload: sampleApplication({ amount: NEW_MINIMUM - 1000 }),
    });
    expect(send.statusCode).toBe(422);
    expect(send.json().details).toContainEqual({ path: '/amount', keyword: 'minimum', message: NEW_MESSAGE });
  });
});
