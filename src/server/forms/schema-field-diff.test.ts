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
      { path: '/name', title: '姓名', change: 'changed' },
      { path: '/phone', title: '電話', change: 'required' },
      { path: '/work/company', title: '公司', change: 'changed' },
      { path: '/old', title: '舊欄位', change: 'removed' },
      { path: '/taxId', title: '統一編號', change: 'added' },
    ]);
  });

  it('finds nothing between equal schemas', () => {
    expect(changedFields(older, JSON.parse(JSON.stringify(older)))).toEqual([]);
  });
});
