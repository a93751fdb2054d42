/** @jest-environment node */
import type { SchemaNode } from '../json-schema';
import { SCHEMA_BASE_URI } from '../schema-bundle';
import { derivedBodySchema, withDerivedBodies } from './derived-body';
import { formSendOf } from './form-send';

const FORM_ID = `${SCHEMA_BASE_URI}sample.json`;
const form: SchemaNode = {
  $id: FORM_ID,
  title: '範例',
  type: 'object',
  required: ['address', 'lineId'],
  errorMessage: { required: { address: '請填寫地址', lineId: '請輸入 LINE ID' } },
  properties: {
    address: { $ref: 'defs/address-line.json', title: '地址' },
    note: { type: 'string', title: '備註', readOnly: true },
    lineId: {
      type: 'string',
      title: 'LINE ID',
      pattern: '^[A-Za-z0-9._-]{4,20}$',
      errorMessage: '請輸入正確的 LINE ID',
    },
    contact: {
      type: 'object',
      title: '聯絡',
      required: ['phone'],
      properties: { phone: { type: 'string', title: '電話' }, slot: { type: 'string', title: '時段' } },
    },
  },
  send: {
    body: 'sample-body',
    fields: { '/address': { wire: 'addr', transform: 'trim' }, '/contact/phone': { wire: 'phone' } },
    local: ['/note'],
  },
};

describe('a request body derived from a form and its send', () => {
  const body = derivedBodySchema(FORM_ID, form, formSendOf(form)!);

  it("carries each wire field with the form field's own rules, refs made absolute, a required one not blank", () => {
    expect(body.$id).toBe(`${SCHEMA_BASE_URI}api/sample-body.json`);
    expect(body.properties?.addr).toEqual({
      $ref: `${SCHEMA_BASE_URI}defs/address-line.json`,
      title: '地址',
      minLength: 1,
    });
    // The contact object is optional, so its phone is too.
    expect(body.properties?.phone).toEqual({ type: 'string', title: '電話' });
    expect(body.required).toEqual(['addr', 'answers']);
    expect(body.errorMessage).toEqual({ required: { addr: '請填寫地址' } });
    expect(body.additionalProperties).toBe(false);
  });

  it('carries every other answer in answers, validated by the form’s own rules and messages', () => {
    expect(body.properties?.answers).toEqual({
      title: '範例',
      type: 'object',
      required: ['lineId'],
      errorMessage: { required: { lineId: '請輸入 LINE ID' } },
      properties: {
        lineId: form.properties!.lineId,
        contact: {
          type: 'object',
          title: '聯絡',
          required: [],
          properties: { slot: { type: 'string', title: '時段' } },
        },
      },
    });
  });

  it('names the form file and the pointer when send names a field the form does not have', () => {
    const send = { ...formSendOf(form)!, fields: { '/adress': { wire: 'addr' } } };
    expect(() => derivedBodySchema(FORM_ID, form, send)).toThrow(
      'schemas/sample.json: send names /adress, which the form does not have',
    );
  });

  it('adds the derived bodies to the schema files, and refuses one also written as a file', () => {
    const files = new Map([[FORM_ID, form]]);
    expect(withDerivedBodies(files).get(`${SCHEMA_BASE_URI}api/sample-body.json`)).toEqual(body);
    files.set(`${SCHEMA_BASE_URI}api/sample-body.json`, { type: 'object' });
    expect(() => withDerivedBodies(files)).toThrow(/remove the file, the form is its source/);
  });
});
