/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/validation/schema-files';
import { startTestServer, type TestServer } from './test-server';
import { OWN_PAGE_ORIGIN } from './dev-tools-origin';

/**
 * The form studio's file API, on a copy of the repository's schemas/,
 * uischemas/ and fixtures/: it reads them as on disk, writes only inside them, formats in the
 * repository's style, refuses what would break a form, and is absent in production.
 */
describe('the form studio files', () => {
  let root: string;
  let outside: string;
  let server: TestServer;
  const disk = (path: string) => readFileSync(join(root, path), 'utf8');
  const put = (path: string, content: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/v2/dev/studio/files',
      payload: { path, content },
      headers: OWN_PAGE_ORIGIN,
    });
  const check = (path: string, content: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/dev/studio/files/check',
      payload: { path, content },
      headers: OWN_PAGE_ORIGIN,
    });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'fenqi-studio-'));
    outside = mkdtempSync(join(tmpdir(), 'fenqi-outside-'));
    for (const entry of ['schemas', 'uischemas', 'fixtures', '.prettierrc.json', '.prettierignore'])
      cpSync(join(REPO_ROOT, entry), join(root, entry), { recursive: true });
    symlinkSync(outside, join(root, 'schemas', 'linked'));
    server = await startTestServer({ studioRoot: root });
  });
  afterAll(async () => {
    await server.stop();
    for (const dir of [root, outside]) rmSync(dir, { recursive: true, force: true });
  });

  it('lists every form with its title and number of fixture cases', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/dev/studio/forms' });
    expect(res.statusCode).toBe(200);
    const forms = res.json() as { name: string; title: string | null; fixtureCount: number }[];
    const changePassword = forms.find((form) => form.name === 'changePassword');
    expect(changePassword).toEqual({
      name: 'changePassword',
      title: expect.any(String),
      fixtureCount: readdirSync(join(root, 'fixtures', 'changePassword')).length,
    });
  });

  it("reads a form's schema, uiSchema and fixture files as they are on disk", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/dev/studio/forms/changePassword' });
    const form = res.json() as {
      schema: { path: string; content: string };
      uiSchema: { content: string };
      fixtures: { path: string; content: string }[];
    };
    expect(form.schema).toEqual({
      path: 'schemas/changePassword.json',
      content: disk('schemas/changePassword.json'),
    });
    expect(form.uiSchema.content).toBe(disk('uischemas/changePassword.json'));
    expect(form.fixtures.map((file) => file.path)).toContain('fixtures/changePassword/reject-mismatch.json');
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/v2/dev/studio/forms/noSuchForm' })).statusCode,
    ).toBe(404);
  });

  it('formats a file in the repository style when checking it, without writing it', async () => {
    const before = disk('uischemas/changePassword.json');
    const compact = JSON.stringify(JSON.parse(before));
    const res = await check('uischemas/changePassword.json', compact);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ path: 'uischemas/changePassword.json', content: before });
    expect(disk('uischemas/changePassword.json')).toBe(before);
  });

  it('saves a change whole and formatted, leaving no temporary file', async () => {
    const uiSchema = JSON.parse(disk('uischemas/changePassword.json')) as Record<string, unknown>;
    const changed = { ...uiSchema, 'ui:submitButtonOptions': { submitText: '確認變更' } };
    const res = await put('uischemas/changePassword.json', JSON.stringify(changed));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(disk('uischemas/changePassword.json'))).toEqual(changed);
    expect(disk('uischemas/changePassword.json')).toBe(res.json().content);
    expect(disk('uischemas/changePassword.json')).toMatch(/^\{\n {2}"/);
    expect(readdirSync(join(root, 'uischemas')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('saves a new fixture case for a form, and none for a form that does not exist', async () => {
    const fixture = { description: '新密碼只有數字', data: { newPasswd: '12345678' }, valid: false };
    const saved = await put('fixtures/changePassword/reject-digits-only.json', JSON.stringify(fixture));
    expect(saved.statusCode).toBe(200);
    // Saved naming its meta-schema, as every fixture file does (editor support).
    expect(JSON.parse(disk('fixtures/changePassword/reject-digits-only.json'))).toEqual({
      $schema: '../../editor/meta-schemas/fenqi-fixture.json',
      ...fixture,
    });
    const orphan = await put('fixtures/noSuchForm/case.json', JSON.stringify(fixture));
    expect(orphan.statusCode).toBe(422);
    expect(existsSync(join(root, 'fixtures', 'noSuchForm'))).toBe(false);
  });

  it.each([
    ['../package.json'],
    ['package.json'],
    ['src/validation/ajv.json'],
    ['schemas/../package.json'],
    ['schemas/.hidden.json'],
    ['fixtures/login/case.txt'],
    ['schemas/linked/escape.json'],
  ])('refuses to write %s, outside the studio folders', async (path) => {
    const res = await put(path, '{}');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('studio.403');
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses what would break a form, and leaves the file as it was', async () => {
    const path = 'schemas/changePassword.json';
    const before = disk(path);
    const schema = JSON.parse(before) as Record<string, unknown>;
    const notJson = await put(path, '{ "type": "object", ');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().message).toMatch(/^不是有效的 JSON/);
    const movedId = await put(
      path,
      JSON.stringify({ ...schema, $id: 'https://fenqi.tw/schemas/other.json' }),
    );
    expect(movedId.json().message).toBe('"$id" 須為 "https://fenqi.tw/schemas/changePassword.json"');
    const misspelt = await put(path, JSON.stringify({ ...schema, maxLenght: 10 }));
    expect(misspelt.statusCode).toBe(422);
    expect(misspelt.json().message).toMatch(/^schema 無法編譯：.*maxLenght/);
    const badFixture = await put(
      'fixtures/changePassword/accept-valid.json',
      JSON.stringify({ data: {}, valid: 'yes' }),
    );
    expect(badFixture.json().message).toBe(
      '測試案例格式不符："description" must be a text；"valid" must be true or false',
    );
    expect(disk(path)).toBe(before);
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({ production: true, studioRoot: root });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/v2/dev/studio/forms' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.stop();
    }
  });
});
