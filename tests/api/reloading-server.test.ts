/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../src/server/app';
import { startReloadingServer, type ReloadingServer } from '../../src/server/dev/reloading-server';
import { SCHEMAS_DIR } from '../../src/validation/schema-files';
import { insertGuarantorCase } from './guest-fixtures';
import { createTestMember } from './member-session';

/**
 * In development the server reloads the schema files without closing its port (a saved
 * schema is picked up without a restart). Real HTTP on an ephemeral port, on a copy of schemas/.
 */
describe('the development server reloading the schema files', () => {
  let dir: string;
  let server: ReloadingServer;
  let signPath: string;
  const errors: string[] = [];
  const addressPart = () => join(dir, 'schemas', 'defs', 'address-line.json');
  const setAddressPart = (change: Record<string, unknown>) => {
    const part = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'defs', 'address-line.json'), 'utf8')) as object;
    writeFileSync(addressPart(), JSON.stringify({ ...part, ...change }));
  };
  const patchAddress = (length: number) =>
    fetch(`http://127.0.0.1:${server.port}/api/v2/guests/guarantor/${signPath}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        guarLivingCity: '臺中市',
        guarLivingDistrict: '西屯區',
        guarLivingAddr: '路'.repeat(length),
      }),
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fenqi-reload-'));
    cpSync(SCHEMAS_DIR, join(dir, 'schemas'), { recursive: true });
    const build = () => buildServer({ dataDir: dir, schemasDir: join(dir, 'schemas'), logLevel: 'silent' });
    server = await startReloadingServer(
      build,
      { port: 0, host: '127.0.0.1' },
      {
        info: () => undefined,
        error: (message) => errors.push(message),
      },
    );
    // Data written through one app is there for the next: they share the database.
    const setup = await build();
    const memberId = (await createTestMember(setup.ctx)).id;
    signPath = (await insertGuarantorCase(setup.ctx, memberId)).guarantor.signPath;
    await setup.app.close();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('validates by the files as they are after a reload, on the same port', async () => {
    expect((await patchAddress(35)).status).toBe(204);
    setAddressPart({ maxLength: 30 });
    expect((await patchAddress(35)).status).toBe(204); // not reloaded yet
    await expect(server.reload()).resolves.toBe(true);
    const tooLong = await patchAddress(35);
    expect(tooLong.status).toBe(422);
    // The field's title is the analyst's (schemas/guarantor.json); the bound is this test's.
    expect(((await tooLong.json()) as { message: string }).message).toMatch(/最多 30 個字$/);
  });

  it('keeps serving with the previous files when the new ones do not compile, and says why', async () => {
    setAddressPart({ maxLength: 'thirty' });
    await expect(server.reload()).resolves.toBe(false);
    expect(errors.at(-1)).toMatch(/keeps the previous ones: .*maxLength/);
    expect((await patchAddress(35)).status).toBe(422);
    expect((await patchAddress(30)).status).toBe(204);
  });
});
