/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { REPO_ROOT } from '../../src/validation/schema-files';
import { startTestServer, type TestServer } from './test-server';
import { OWN_PAGE_ORIGIN } from './dev-tools-origin';

interface Preview {
  findings: { rule: string; file: string; pointer: string; message: string }[];
  moduleId: string | null;
  cases: { file: string; problems: string[]; got: { path: string; message: string }[] }[];
}

const repoFile = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const FORM = 'changePassword';
const fixtures = () =>
  readdirSync(join(REPO_ROOT, 'fixtures', FORM)).map((file) => ({
    path: `fixtures/${FORM}/${file}`,
    content: repoFile(`fixtures/${FORM}/${file}`),
  }));

/**
 * The studio's live preview: unsaved edits are linted, compiled like the
 * precompiler does, and every fixture case re-run against them; the compiled form is served as a
 * script the page loads. Nothing is written.
 */
describe('the form studio preview', () => {
  let server: TestServer;
  const preview = async (edit: { schema?: string; uiSchema?: string | null; extra?: object[] } = {}) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/dev/studio/preview',
      headers: OWN_PAGE_ORIGIN,
      payload: {
        form: FORM,
        schema: edit.schema ?? repoFile(`schemas/${FORM}.json`),
        uiSchema: edit.uiSchema === undefined ? repoFile(`uischemas/${FORM}.json`) : edit.uiSchema,
        fixtures: [...fixtures(), ...(edit.extra ?? [])],
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Preview;
  };
  const schemaWith = (change: (schema: Record<string, unknown>) => void) => {
    const schema = JSON.parse(repoFile(`schemas/${FORM}.json`)) as Record<string, unknown>;
    change(schema);
    return JSON.stringify(schema, null, 2);
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('passes every fixture case of the form as saved, with no findings', async () => {
    const result = await preview();
    expect(result.findings).toEqual([]);
    expect(result.cases).toHaveLength(fixtures().length);
    expect(result.cases.filter((c) => c.problems.length > 0)).toEqual([]);
    expect(result.moduleId).toMatch(/^[0-9a-f]{20}$/);
  });

  it('runs the cases against the edit: a tighter bound fails the case it rejects, with what was shown', async () => {
    const result = await preview({
      schema: schemaWith((schema) => {
        const properties = schema.properties as Record<string, Record<string, unknown>>;
        properties.newPasswd = { ...properties.newPasswd, maxLength: 3 };
      }),
    });
    const failed = result.cases.filter((c) => c.problems.length > 0);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.flatMap((c) => c.got.map((e) => e.path))).toContain('/newPasswd');
  });

  it('lints the unsaved edit in place: a field without a title and an unknown widget, with their pointers', async () => {
    const result = await preview({
      schema: schemaWith((schema) => {
        (schema.properties as Record<string, object>).nickname = { type: 'string', maxLength: 10 };
      }),
      uiSchema: JSON.stringify({
        ...JSON.parse(repoFile(`uischemas/${FORM}.json`)),
        oldPasswd: { 'ui:widget': 'passwrd' },
      }),
    });
    expect(result.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rule: 'field-title',
          file: `schemas/${FORM}.json`,
          pointer: '/properties/nickname',
        }),
        expect.objectContaining({
          rule: 'ui-widget',
          file: `uischemas/${FORM}.json`,
          pointer: '/oldPasswd/ui:widget',
        }),
      ]),
    );
  });

  it('says only that a schema that is not JSON is not JSON, not what follows from it', async () => {
    const result = await preview({ schema: '{ "title": "變更密碼", ' });
    expect(result.findings.map((f) => [f.rule, f.file])).toEqual([['json-syntax', `schemas/${FORM}.json`]]);
    expect(result.moduleId).toBeNull();
    expect(result.cases).toEqual([]);
  });

  it('says why a schema does not compile, and gives no module', async () => {
    const result = await preview({
      schema: schemaWith((schema) => {
        (schema.properties as Record<string, object>).oldPasswd = {
          type: 'string',
          title: '舊密碼',
          maxLength: 'ten',
        };
      }),
    });
    expect(result.moduleId).toBeNull();
    expect(result.findings.map((f) => f.rule)).toContain('schema-compile');
  });

  it('runs an unsaved new case, and reports a file that is not a fixture as broken', async () => {
    const result = await preview({
      extra: [
        {
          path: `fixtures/${FORM}/reject-new.json`,
          content: JSON.stringify({ description: '新案例', data: {}, valid: false }),
        },
        { path: `fixtures/${FORM}/broken.json`, content: '{"description": ' },
      ],
    });
    const byFile = new Map(result.cases.map((c) => [c.file, c]));
    expect(byFile.get('reject-new.json')?.problems).toEqual([]);
    expect(byFile.get('reject-new.json')?.got.length).toBeGreaterThan(0);
    expect(byFile.get('broken.json')?.problems.join(' ')).toMatch(/not valid JSON/);
  });

  it('serves the compiled form as a script that hands over a working module', async () => {
    const { moduleId } = await preview();
    const res = await server.app.inject({ method: 'GET', url: `/api/v2/dev/studio/preview/${moduleId}.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    let factory:
      ((require: (id: string) => unknown, module: { exports: object }, exports: object) => void) | undefined;
    runInNewContext(res.body, {
      self: { fenqiStudioModule: (_id: string, f: typeof factory) => (factory = f) },
    });
    const module = { exports: {} as { name?: string; schema?: { $id?: string } } };
    const requireModule = (id: string): unknown =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the validators' CommonJS requires
      require(id.replace('@fenqi-check/', '../../src/validation/checks/'));
    factory?.(requireModule, module, module.exports);
    expect(module.exports.name).toBe(FORM);
    expect(module.exports.schema?.$id).toBe(`https://fenqi.tw/schemas/${FORM}.json`);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/v2/dev/studio/preview/${'0'.repeat(20)}.js` }))
        .statusCode,
    ).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({ production: true });
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/v2/dev/studio/preview',
        payload: { form: FORM, schema: '{}', uiSchema: null, fixtures: [] },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.stop();
    }
  });
});
