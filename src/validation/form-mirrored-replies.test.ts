/** @jest-environment node */
import { SCHEMA_BASE_URI } from './schema-bundle';
import type { SchemaNode } from './json-schema';
import { withFormFieldsInReplies } from './form-mirrored-replies';

const REPLY_ID = `${SCHEMA_BASE_URI}api/replies/member-record.json`;
const FORM_ID = `${SCHEMA_BASE_URI}memberInfo.json`;

const form: SchemaNode = {
  $id: FORM_ID,
  type: 'object',
  properties: {
    email: { type: 'string', title: '電子信箱', format: 'email' },
    lineId: { type: 'string', title: 'LINE ID', pattern: '^[a-z.]{4,20}$' },
    householdAddress: {
      type: 'object',
      properties: {
        city: { type: 'string' },
        floor: { $ref: 'defs/floor.json', title: '樓層' },
      },
    },
  },
};

const reply: SchemaNode = {
  $id: REPLY_ID,
  type: 'object',
  additionalProperties: false,
  properties: {
    memIdNum: { type: 'string' },
    email: { type: ['string', 'null'], title: '電子信箱' },
    householdAddress: {
      type: 'object',
      additionalProperties: false,
      properties: { city: { type: 'string', title: '縣市' } },
    },
  },
};

describe("a reply that answers a form's fields back (the member record)", () => {
  const completed = withFormFieldsInReplies(
    new Map([
      [FORM_ID, form],
      [REPLY_ID, reply],
    ]),
  ).get(REPLY_ID) as SchemaNode;

  it('gains each field the form has and it does not declare, at the top and inside groups, as the form writes it', () => {
    expect(completed.properties?.lineId).toEqual(form.properties?.lineId);
    expect(completed.properties?.householdAddress?.properties?.floor).toEqual({
      $ref: `${SCHEMA_BASE_URI}defs/floor.json`,
      title: '樓層',
    });
  });

  it('keeps what the reply declares itself: nullable fields, read-only states, its own titles, closed objects', () => {
    expect(completed.properties?.email).toEqual({ type: ['string', 'null'], title: '電子信箱' });
    expect(completed.properties?.memIdNum).toEqual({ type: 'string' });
    expect(completed.properties?.householdAddress?.properties?.city).toEqual({
      type: 'string',
      title: '縣市',
    });
    expect(completed.additionalProperties).toBe(false);
  });
});
