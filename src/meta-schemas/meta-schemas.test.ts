/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FENQI_KEYWORD_NAMES } from '../validation/keyword-names';
import { REPO_ROOT } from '../validation/schema-files';
import {
  formFiles,
  generatedFiles,
  META_SCHEMA_FILES,
  metaSchemaValidators,
  problemsOf,
  schemaReferenceOf,
  withSchemaReference,
  type FormFileKind,
} from '.';
import { FENQI_SCHEMA_META_ID } from './fenqi-schema';
import { schemaSources, uiSources } from './sources';

const readRepoJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8')) as unknown;
const validators = metaSchemaValidators();
const problems = (kind: FormFileKind, value: unknown) => problemsOf(validators, kind, 'test.json', value);

describe('generated files', () => {
  it.each([...generatedFiles()])(
    '%s is committed as generated (npx tsx scripts/write-meta-schemas.ts writes it)',
    (path, value) => {
      expect(readRepoJson(path)).toEqual(value);
    },
  );

  it('list every Fenqi keyword, and every keyword ajv accepts, in the schema meta-schema', () => {
    const meta = readRepoJson(META_SCHEMA_FILES.schema) as { properties: Record<string, unknown> };
    expect(Object.keys(meta.properties)).toEqual(
      expect.arrayContaining([...FENQI_KEYWORD_NAMES, 'errorMessage']),
    );
    expect(Object.keys(meta.properties)).toEqual(schemaSources().keywords.map((keyword) => keyword.name));
  });

  it('offer the registry widgets and fields, the served lookups and the file categories', () => {
    const meta = readRepoJson(META_SCHEMA_FILES.uiSchema) as {
      definitions: Record<'widget' | 'field' | 'lookup' | 'fileCategory', { enum: unknown[] }>;
    };
    const ui = uiSources();
    expect(meta.definitions.widget.enum).toEqual(
      expect.arrayContaining(['twId', 'fileUpload', 'select', 'hidden']),
    );
    expect(meta.definitions.widget.enum).toEqual(ui.widgets.map((widget) => widget.name));
    expect(meta.definitions.field.enum).toEqual(
      expect.arrayContaining(['address', 'summary', 'ObjectField']),
    );
    expect(meta.definitions.lookup.enum).toEqual(ui.lookups);
    expect(meta.definitions.fileCategory.enum).toEqual(expect.arrayContaining([14, '1_1']));
  });

  it('give the editor settings the schema meta-schema inline for draft-07, as schema files name it', () => {
    const settings = readRepoJson('.vscode/settings.json') as {
      'json.schemas': { url: string; fileMatch?: string[]; schema?: { properties: object; $id?: string } }[];
    };
    const draft07 = settings['json.schemas'].find(
      (entry) => entry.url === 'http://json-schema.org/draft-07/schema#',
    );
    const meta = readRepoJson(META_SCHEMA_FILES.schema) as { properties: object; $id: string };
    expect(meta.$id).toBe(FENQI_SCHEMA_META_ID);
    expect(draft07?.schema?.properties).toEqual(meta.properties);
    expect(draft07?.schema?.$id).toBeUndefined();
    const urls = settings['json.schemas'].filter((entry) => entry.fileMatch).map((entry) => entry.url);
    expect(urls).toEqual(Object.values(META_SCHEMA_FILES).map((path) => `./${path}`));
  });
});

describe('every form file of the repository', () => {
  const files = formFiles();

  it('includes the schemas, uiSchemas and fixture cases', () => {
    const kinds = new Set(files.map((file) => file.kind));
    expect([...kinds].sort()).toEqual(['fixture', 'schema', 'uiSchema']);
    expect(files.some((file) => file.path === 'schemas/defs/tw-id.json')).toBe(true);
  });

  it.each(files.map((file) => [file.path, file] as const))(
    '%s validates against its meta-schema',
    (path, file) => {
      expect(problemsOf(validators, file.kind, path, readRepoJson(path))).toEqual([]);
    },
  );

  it.each(files.filter((file) => file.kind !== 'schema').map((file) => [file.path, file] as const))(
    '%s names its meta-schema in "$schema"',
    (path, file) => {
      expect((readRepoJson(path) as { $schema?: unknown }).$schema).toBe(schemaReferenceOf(file));
    },
  );

  it('schema files keep draft-07 in "$schema" (ajv and the server read it)', () => {
    for (const file of files.filter((each) => each.kind === 'schema')) {
      expect((readRepoJson(file.path) as { $schema?: unknown }).$schema).toBe(
        'http://json-schema.org/draft-07/schema#',
      );
    }
  });
});

describe('the schema meta-schema', () => {
  const form = (field: Record<string, unknown>) => ({
    $id: 'https://fenqi.tw/schemas/x.json',
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: {
      contact: { type: 'object', properties: { name: { type: 'string', title: '姓名', ...field } } },
    },
  });

  it('accepts Fenqi rules, errorMessage and $data', () => {
    expect(problems('schema', form({ ch_name: true, maxLength: 20 }))).toEqual([]);
    expect(problems('schema', form({ confirmPassword: { $data: '1/password' } }))).toEqual([]);
    expect(
      problems('schema', form({ errorMessage: { pattern: '{field}只能填數字' }, pattern: '^\\d+$' })),
    ).toEqual([]);
    expect(problems('schema', form({ maxLength: { $data: '1/limit' } }))).toEqual([]);
  });

  it('refuses a misspelt keyword at any depth, naming it', () => {
    expect(problems('schema', form({ maxLenght: 20 }))).toContainEqual({
      path: 'test.json',
      pointer: '/properties/contact/properties/name',
      message: 'must NOT have additional properties: maxLenght',
    });
    expect(problems('schema', { ...form({}), definitions: { a: { tw_ID: true } } })).not.toEqual([]);
    expect(problems('schema', { ...form({}), allOf: [{ then: { requierd: ['a'] } }] })).not.toEqual([]);
  });

  it('refuses a Fenqi rule with the wrong value, an unknown format and a misspelt errorMessage keyword', () => {
    expect(problems('schema', form({ tw_id: 'yes' }))).not.toEqual([]);
    expect(problems('schema', form({ format: 'data' }))).not.toEqual([]);
    expect(problems('schema', form({ errorMessage: { requried: '請填寫' } }))).not.toEqual([]);
  });

  it('is itself a valid schema by its own rules', () => {
    expect(problems('schema', readRepoJson(META_SCHEMA_FILES.schema))).toEqual([]);
    expect(problems('schema', readRepoJson(META_SCHEMA_FILES.fixture))).toEqual([]);
  });
});

describe('the uiSchema meta-schema', () => {
  it('accepts nested fields, ui:options and the root $schema', () => {
    const ui = {
      $schema: '../editor/meta-schemas/fenqi-uischema.json',
      'ui:order': ['bank', 'photo', '*'],
      bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'banks', searchable: true } },
      photo: { 'ui:widget': 'fileUpload', 'ui:options': { fileCategory: 14, accept: 'image/*' } },
      contact: { name: { 'ui:placeholder': '請輸入姓名' }, items: { 'ui:widget': 'hidden' } },
    };
    expect(problems('uiSchema', ui)).toEqual([]);
  });

  it('refuses an unknown widget name', () => {
    expect(problems('uiSchema', { contact: { name: { 'ui:widget': 'fancyText' } } })).toContainEqual(
      expect.objectContaining({
        pointer: '/contact/name/ui:widget',
        message: 'must be equal to one of the allowed values',
      }),
    );
    expect(problems('uiSchema', { a: { 'ui:options': { widget: 'fancyText' } } })).not.toEqual([]);
  });

  it('refuses a misspelt ui: key or option, an unknown field, lookup or file category', () => {
    expect(problems('uiSchema', { a: { 'ui:wigdet': 'text' } })).not.toEqual([]);
    expect(problems('uiSchema', { a: { 'ui:options': { fileCatgory: 14 } } })).not.toEqual([]);
    expect(problems('uiSchema', { a: { 'ui:field': 'adress' } })).not.toEqual([]);
    expect(
      problems('uiSchema', { a: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'bank' } } }),
    ).not.toEqual([]);
    expect(
      problems('uiSchema', { a: { 'ui:widget': 'fileUpload', 'ui:options': { fileCategory: 99 } } }),
    ).not.toEqual([]);
  });

  it('refuses markdown options, which the registry refuses too', () => {
    expect(problems('uiSchema', { a: { 'ui:enableMarkdownInHelp': true } })).not.toEqual([]);
  });

  it('requires the file category of an upload and the lookup of a lookup widget', () => {
    expect(problems('uiSchema', { a: { 'ui:widget': 'fileUpload' } })).not.toEqual([]);
    expect(problems('uiSchema', { a: { 'ui:widget': 'lookupRadio', 'ui:options': {} } })).not.toEqual([]);
  });

  it('refuses $schema below the root', () => {
    expect(problems('uiSchema', { a: { $schema: 'x' } })).not.toEqual([]);
  });
});

describe('the fixture meta-schema', () => {
  const fixture = {
    $schema: '../../editor/meta-schemas/fenqi-fixture.json',
    description: '檢查碼錯誤',
    data: { memIdNum: 'A123456788' },
    valid: false,
    errors: [{ path: '/memIdNum', keyword: 'tw_id', message: '身份證字號錯誤' }],
  };

  it('accepts a fixture case', () => {
    expect(problems('fixture', fixture)).toEqual([]);
    expect(problems('fixture', { description: '可以登入', data: {}, valid: true })).toEqual([]);
  });

  it('refuses valid: "yes"', () => {
    expect(problems('fixture', { ...fixture, valid: 'yes' })).toContainEqual(
      expect.objectContaining({ pointer: '/valid', message: 'must be boolean' }),
    );
  });

  it('refuses an unknown key, a path that is not a JSON pointer and an unknown keyword', () => {
    expect(problems('fixture', { ...fixture, expected: [] })).not.toEqual([]);
    expect(problems('fixture', { ...fixture, errors: [{ path: 'memIdNum', message: 'x' }] })).not.toEqual([]);
    expect(
      problems('fixture', { ...fixture, errors: [{ path: '/a', keyword: 'requried', message: 'x' }] }),
    ).not.toEqual([]);
    expect(problems('fixture', { description: '', data: {}, valid: false })).not.toEqual([]);
  });

  it('refuses errors on a valid case (the runner would ignore them)', () => {
    expect(problems('fixture', { ...fixture, valid: true })).not.toEqual([]);
  });
});

describe('withSchemaReference', () => {
  it('adds "$schema" as the first key and leaves the rest of the text as it was', () => {
    const text = '{\n  "ui:order": ["a", "b"],\n  "a": { "ui:widget": "hidden" }\n}\n';
    expect(withSchemaReference(text, '../x.json')).toBe(
      '{\n  "$schema": "../x.json",\n  "ui:order": ["a", "b"],\n  "a": { "ui:widget": "hidden" }\n}\n',
    );
  });

  it('replaces another "$schema", keeps the right one and handles an empty object', () => {
    expect(withSchemaReference('{ "$schema": "old.json", "a": {} }', 'new.json')).toBe(
      '{ "$schema": "new.json", "a": {} }',
    );
    expect(withSchemaReference('{ "$schema": "same.json" }', 'same.json')).toBe('{ "$schema": "same.json" }');
    expect(JSON.parse(withSchemaReference('{}', 'x.json'))).toEqual({ $schema: 'x.json' });
  });
});
