/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportErrors } from '../../src/validation/fixtures';
import type { FormModule } from '../../src/validation/form-module';
import { generateForms } from '../../src/validation/generated';
import { REPO_ROOT, SCHEMAS_DIR } from '../../src/validation/schema-files';
import { insertGuarantorCase } from './guest-fixtures';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/**
 * Analysts change fields by editing schema files only. On a copy of the repo's
 * schemas, the shared address part gets a shorter bound and its own message, as an analyst would
 * write them; no TypeScript is touched. The browser's precompiled validator, the server's 422 and
 * the OpenAPI document all follow the edited files.
 */
const NEW_LIMIT = 30;
const NEW_MESSAGE = '地址請精簡在 30 個字以內';
const ADDRESS_PART = 'defs/address-line.json';

describe('a bound and a message changed in a schema file only', () => {
  let dir: string;
  let server: TestServer;
  const generated: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fenqi-analyst-'));
    cpSync(SCHEMAS_DIR, join(dir, 'schemas'), { recursive: true });
    const path = join(dir, 'schemas', ADDRESS_PART);
    const part = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      path,
      JSON.stringify({ ...part, maxLength: NEW_LIMIT, errorMessage: { maxLength: NEW_MESSAGE } }, null, 2),
    );
    server = await startTestServer({ schemasDir: join(dir, 'schemas') });
  });
  afterAll(async () => {
    await server.stop();
    for (const path of [dir, ...generated]) rmSync(path, { recursive: true, force: true });
  });

  const address = (length: number) => '路'.repeat(length);

  it('the browser validator, precompiled from the edited files, shows the new bound and message', () => {
    // Inside the repository, so the generated code finds ajv's runtime in node_modules.
    const out = mkdtempSync(join(REPO_ROOT, '.generated', 'analyst-'));
    generated.push(out);
    generateForms(undefined, out, join(dir, 'schemas'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the precompiler just wrote
    const form = require(join(out, 'forms', 'guarantor.js')) as FormModule;
    const errorAt = (length: number) =>
      reportErrors(form, {
        livingAddress: { city: '臺中市', district: '西屯區', address: address(length) },
      }).find((error) => error.path === '/livingAddress/address');
    expect(errorAt(NEW_LIMIT + 1)?.message).toBe(NEW_MESSAGE);
    expect(errorAt(NEW_LIMIT)).toBeUndefined();
  });

  it("the server's 422 follows, with the same message", async () => {
    const memberId = (await createTestMember(server.ctx)).id;
    const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
    const patch = (length: number) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/v2/guests/guarantor/${guarantor.signPath}`,
        payload: { guarLivingCity: '臺中市', guarLivingDistrict: '西屯區', guarLivingAddr: address(length) },
      });
    const tooLong = await patch(NEW_LIMIT + 1);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      code: '422',
      message: NEW_MESSAGE,
      details: [expect.objectContaining({ path: '/guarLivingAddr', message: NEW_MESSAGE })],
    });
    expect((await patch(NEW_LIMIT)).statusCode).toBe(204);
  });

  it('the OpenAPI document shows the new bound and message', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    // The guarantor's address body, as the document publishes it (ajv-errors' keyword as an extension).
    const part =
      doc.components.schemas['https___fenqi.tw_schemas_api_guarantor-living-address.json-address-line'];
    expect(part).toMatchObject({
      maxLength: NEW_LIMIT,
      'x-fenqi-error-message': { maxLength: NEW_MESSAGE },
      description: expect.stringContaining(`「${NEW_MESSAGE}」`),
    });
  });
});
