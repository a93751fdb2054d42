import { createAjv } from '../ajv';
import { FENQI_KEYWORD_NAMES } from '../keyword-names';
import { fenqiKeywords } from '.';

interface KeywordCase {
  description: string;
  schema: Record<string, unknown>;
  tests: { data: unknown; valid: boolean }[];
}

/** Data-driven cases in the style of ajv-keywords: one schema, values that pass and fail. */
const cases: KeywordCase[] = [
  {
    description: 'tw_id',
    schema: { type: 'string', tw_id: true },
    tests: [
      { data: 'A123456789', valid: true }, // A=10: 1 + 0 + 120 + 9 = 130
      { data: 'B100000002', valid: true },
      { data: 'I100000003', valid: true }, // I is 34, not 18
      { data: 'O100000004', valid: true }, // O is 35
      { data: 'W100000001', valid: true }, // W is 32
      { data: 'Z200000004', valid: true }, // Z is 33
      { data: 'Y200000002', valid: true },
      { data: 'A123456788', valid: false }, // wrong checksum
      { data: 'I100000000', valid: false },
      { data: 'a123456789', valid: false }, // lowercase first letter
      { data: 'A323456789', valid: false }, // second character 3–9
      { data: 'A923456789', valid: false },
      { data: 'A12345678', valid: false }, // too short
      { data: 'A1234567890', valid: false }, // too long
      { data: '1123456789', valid: false },
    ],
  },
  {
    description: 'non_hyphen and ch_name',
    schema: { type: 'string', non_hyphen: true, ch_name: true },
    tests: [
      { data: '王小明', valid: true },
      { data: '王-明', valid: false },
      { data: '王－明', valid: false },
    ],
  },
  {
    description: 'email (max 40)',
    schema: { type: 'string', email: true },
    tests: [
      { data: 'ming@example.com.tw', valid: true },
      { data: `${'a'.repeat(28)}@example.com`, valid: true }, // 40 characters
      { data: `${'a'.repeat(29)}@example.com`, valid: false }, // 41 characters
      { data: 'ming@', valid: false },
      { data: 'ming example@x.com', valid: false },
    ],
  },
  {
    description: 'phone_number',
    schema: { type: 'string', phone_number: true },
    tests: [
      { data: '0912345678', valid: true },
      { data: '0223456789', valid: true },
      { data: '049123456', valid: true },
      { data: '02-23456789', valid: false },
      { data: '12345678', valid: false },
      { data: '0212345', valid: false },
    ],
  },
  {
    description: 'mobile_phone',
    schema: { type: 'string', mobile_phone: true },
    tests: [
      { data: '0912345678', valid: true },
      { data: '0223456789', valid: false },
      { data: '091234567', valid: false },
    ],
  },
  {
    description: 'newMemberPasswd',
    schema: { type: 'string', newMemberPasswd: true },
    tests: [
      { data: 'abc12345', valid: true },
      { data: '12345678', valid: false },
    ],
  },
  {
    description: 'checkbox_required',
    schema: { checkbox_required: true },
    tests: [
      { data: true, valid: true },
      { data: false, valid: false },
      { data: 'true', valid: false },
    ],
  },
  {
    description: 'radio_required and select_required',
    schema: { radio_required: true, select_required: true },
    tests: [
      { data: 1, valid: true },
      { data: 0, valid: true },
      { data: 'x', valid: true },
      { data: -1, valid: false },
      { data: '-1', valid: false },
      { data: '', valid: false },
      { data: null, valid: false },
    ],
  },
  {
    description: 'positive_integer',
    schema: { positive_integer: true },
    tests: [
      { data: 0, valid: true },
      { data: 12, valid: true },
      { data: '12', valid: true },
      { data: -1, valid: false },
      { data: 1.5, valid: false },
      { data: '1.5', valid: false },
    ],
  },
  {
    description: 'image',
    schema: { image: true },
    tests: [
      { data: '/files/a.jpg', valid: true },
      { data: ['/files/a.jpg'], valid: true },
      { data: '', valid: false },
      { data: [], valid: false },
    ],
  },
  {
    description: 'creditCard',
    schema: { type: 'string', creditCard: true },
    tests: [
      { data: '4311-9511-1234-5678', valid: true },
      { data: '4311951112345678', valid: false },
      { data: '4311-9511-1234-567', valid: false },
    ],
  },
  {
    description: 'confirmPassword through $data',
    schema: {
      type: 'object',
      properties: {
        password: { type: 'string' },
        confirm: { type: 'string', confirmPassword: { $data: '1/password' } },
      },
    },
    tests: [
      { data: { password: 'abc12345', confirm: 'abc12345' }, valid: true },
      { data: { password: 'abc12345', confirm: 'abc12346' }, valid: false },
    ],
  },
];

describe('Fenqi keywords', () => {
  const ajv = createAjv();
  describe.each(cases)('$description', ({ schema, tests }) => {
    const validate = ajv.compile(schema);
    it.each(tests)('%j', ({ data, valid }) => {
      expect(validate(data)).toBe(valid);
    });
  });

  it('lists the same keyword names for browser code as it defines', () => {
    expect(fenqiKeywords.map((k) => k.keyword).sort()).toEqual([...FENQI_KEYWORD_NAMES].sort());
  });

  it('rejects a misspelt keyword in a schema instead of ignoring it', () => {
    expect(() => ajv.compile({ type: 'string', tw_Id: true })).toThrow(/unknown keyword/);
  });
});
