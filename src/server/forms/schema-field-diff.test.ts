import type { SchemaNode } from '../../validation/json-schema';
import { changedFields } from './schema-field-diff';

describe('changedFields', () => {
  const older = {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '姓名' },
      phone: { type: 'string', title: '電話' },
      work: { type: 'object', properties: { company: { type: 'string', title: '公司' } } },
      old: { type: 'string', title: '舊欄位' },
    },
  };

  it('names added, newly required, changed, removed and nested fields with their titles', () => {
    const newer = {
      type: 'object',
      required: ['name', 'phone', 'taxId'],
      properties: {
        name: { type: 'string', title: '姓名', maxLength: 10 },
        phone: { type: 'string', title: '電話' },
        work: { type: 'object', properties: { company: { type: 'string', title: '公司', minLength: 2 } } },
        taxId: { type: 'string', title: '統一編號' },
      },
    };
    expect(changedFields(older, newer)).toEqual([
      { path: '/name', title: '姓名', change: 'changed', required: true },
      { path: '/phone', title: '電話', change: 'required', required: true },
      { path: '/work/company', title: '公司', change: 'changed', required: false },
      { path: '/old', title: '舊欄位', change: 'removed', required: false },
      { path: '/taxId', title: '統一編號', change: 'added', required: true },
    ]);
  });

  it('finds nothing between equal schemas', () => {
    expect(changedFields(older, JSON.parse(JSON.stringify(older)))).toEqual([]);
  });
});

describe('changedFields with shared parts (schemas/defs, bundled into definitions)', () => {
  const form = (address: SchemaNode, phone: SchemaNode): SchemaNode => ({
    type: 'object',
    properties: {
      home: { $ref: '#/definitions/address', title: '戶籍地址' },
      mail: { $ref: '#/definitions/address', title: '通訊地址' },
      phone: { $ref: '#/definitions/phone', title: '電話' },
    },
    definitions: { address, phone },
  });
  const address: SchemaNode = {
    type: 'object',
    required: ['city'],
    properties: { city: { type: 'string', title: '縣市' }, line: { type: 'string', title: '地址' } },
  };
  const phone: SchemaNode = { type: 'string', pattern: '^0[0-9]{8,9}$' };

  it('names, by field, every field that uses a changed part', () => {
    const stricterAddress = { ...address, required: ['city', 'line'] };
    const stricterPhone = { ...phone, maxLength: 10 };
    expect(changedFields(form(address, phone), form(stricterAddress, stricterPhone))).toEqual([
      { path: '/home/line', title: '地址', change: 'required', required: true },
      { path: '/mail/line', title: '地址', change: 'required', required: true },
      { path: '/phone', title: '電話', change: 'changed', required: false },
    ]);
  });

  it('finds nothing when only an unused part changed, and survives a part that refers to itself', () => {
    const older = { ...form(address, phone), definitions: { address, phone, unused: { type: 'string' } } };
    const newer = { ...older, definitions: { ...older.definitions, unused: { type: 'number' } } };
    expect(changedFields(older, newer)).toEqual([]);
    const tree = (title: string): SchemaNode => ({
      type: 'object',
      properties: { node: { $ref: '#/definitions/tree' } },
      definitions: {
        tree: { type: 'object', title, properties: { child: { $ref: '#/definitions/tree' } } },
      },
    });
    expect(changedFields(tree('樹'), tree('樹'))).toEqual([]);
  });
});
