import type { SchemaNode } from './json-schema';
import { bundleSchema, SCHEMA_BASE_URI } from './schema-bundle';

const B = SCHEMA_BASE_URI;

describe('bundleSchema', () => {
  const files = new Map<string, SchemaNode>([
    [`${B}form.json`, { $id: `${B}form.json`, properties: { a: { $ref: 'defs/name.json', title: '姓名' } } }],
    [`${B}defs/name.json`, { $id: `${B}defs/name.json`, type: 'string', allOf: [{ $ref: 'short.json' }] }],
    [`${B}defs/short.json`, { $id: `${B}defs/short.json`, maxLength: 8 }],
  ]);

  it('inlines external parts, and parts they refer to, as local definitions', () => {
    expect(bundleSchema(`${B}form.json`, files)).toEqual({
      $id: `${B}form.json`,
      properties: { a: { $ref: '#/definitions/name', title: '姓名' } },
      definitions: {
        name: { type: 'string', allOf: [{ $ref: '#/definitions/short' }] },
        short: { maxLength: 8 },
      },
    });
  });

  it('names the file when a $ref points nowhere', () => {
    const broken = new Map(files).set(`${B}form.json`, { $id: `${B}form.json`, $ref: 'defs/missing.json' });
    expect(() => bundleSchema(`${B}form.json`, broken)).toThrow(/form\.json: \$ref "defs\/missing\.json"/);
  });
});
