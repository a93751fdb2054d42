import type { ErrorObject } from 'ajv';
import type { SchemaNode } from './json-schema';
import { localizeErrors, requiredMessage } from './localize';

const root: SchemaNode = {
  type: 'object',
  properties: {
    contact: {
      type: 'object',
      properties: { name: { $ref: '#/definitions/name', title: '聯絡人姓名' } },
    },
    items: { type: 'array', title: '照片', items: { type: 'string', title: '照片網址' } },
  },
  definitions: { name: { type: 'string', maxLength: 8, title: '姓名' } },
};

function error(partial: Partial<ErrorObject>): ErrorObject {
  return { instancePath: '', schemaPath: '#', keyword: 'type', params: {}, message: 'english', ...partial };
}

describe('localizeErrors', () => {
  it("uses the use site's title over the shared part's title", () => {
    const errors = [error({ instancePath: '/contact/name', keyword: 'maxLength', params: { limit: 8 } })];
    localizeErrors(errors, root);
    expect(errors[0].message).toBe('聯絡人姓名最多 8 個字');
  });

  it('finds titles of array items and never leaves English text', () => {
    const errors = [
      error({ instancePath: '/items/2', keyword: 'type' }),
      error({ instancePath: '/items', keyword: 'somethingNew' }),
    ];
    localizeErrors(errors, root);
    expect(errors.map((e) => e.message)).toEqual(['照片網址格式不符', '照片格式不符']);
  });

  it('drops a generic error of a field that also fails a Fenqi rule', () => {
    const errors = [
      error({ instancePath: '/contact/name', keyword: 'pattern' }),
      error({ instancePath: '/contact/name', keyword: 'ch_name', message: '{field}不得包含連字符號' }),
    ];
    localizeErrors(errors, root);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe('聯絡人姓名不得包含連字符號');
  });

  it('chooses the required prompt from the rule the field carries', () => {
    expect(requiredMessage({ select_required: true })).toBe('{field} 未選擇');
    expect(requiredMessage({ radio_required: true })).toBe('請選取{field}');
    expect(requiredMessage({ image: true })).toBe('請上傳 {field}');
    expect(requiredMessage({ checkbox_required: true })).toBe('請勾選同意條款');
    expect(requiredMessage({ type: 'string' })).toBe('請輸入{field}');
  });

  it('gives an ajv-errors required message its missing property back', () => {
    const inner = error({ keyword: 'required', params: { missingProperty: 'contact' } });
    const errors = [
      error({ keyword: 'errorMessage', message: '請填寫{field}', params: { errors: [inner] } }),
    ];
    localizeErrors(errors, { ...root, properties: { ...root.properties, contact: { title: '聯絡人' } } });
    expect(errors[0].params.missingProperty).toBe('contact');
    expect(errors[0].message).toBe('請填寫聯絡人');
  });
});
