import type { SchemaNode } from './json-schema';
import { expandReplyExtensions } from './reply-extensions';
import { REPLIES_PREFIX } from './reply-types';

const base: SchemaNode = {
  $id: `${REPLIES_PREFIX}base.json`,
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer' } },
};

function files(...schemas: SchemaNode[]): Map<string, SchemaNode> {
  return new Map(schemas.map((schema) => [schema.$id as string, schema]));
}

describe('expandReplyExtensions', () => {
  it('writes an extending reply out as one closed object with the base fields first', () => {
    const detail: SchemaNode = {
      $id: `${REPLIES_PREFIX}detail.json`,
      title: '明細',
      allOf: [{ $ref: 'base.json' }],
      required: ['note'],
      properties: { note: { type: 'string' } },
    };
    const expanded = expandReplyExtensions(files(base, detail)).get(detail.$id as string);
    expect(expanded).toEqual({
      $id: detail.$id,
      title: '明細',
      type: 'object',
      required: ['id', 'note'],
      additionalProperties: false,
      properties: { id: { type: 'integer' }, note: { type: 'string' } },
    });
  });

  it('leaves replies that extend nothing as they are', () => {
    const list: SchemaNode = {
      $id: `${REPLIES_PREFIX}list.json`,
      type: 'array',
      items: { $ref: 'base.json' },
    };
    expect(expandReplyExtensions(files(base, list)).get(list.$id as string)).toBe(list);
  });

  it('refuses to redeclare a field of the base', () => {
    const detail: SchemaNode = {
      $id: `${REPLIES_PREFIX}detail.json`,
      allOf: [{ $ref: 'base.json' }],
      properties: { id: { type: 'string' } },
    };
    expect(() => expandReplyExtensions(files(base, detail))).toThrow(/redeclares id/);
  });

  it('refuses to extend an open object', () => {
    const open: SchemaNode = { ...base, additionalProperties: true };
    const detail: SchemaNode = { $id: `${REPLIES_PREFIX}detail.json`, allOf: [{ $ref: 'base.json' }] };
    expect(() => expandReplyExtensions(files(open, detail))).toThrow(/not a closed object/);
  });
});
