import { createAjv } from '../../validation/ajv';
import { FENQI_KEYWORD_NAMES } from '../../validation/keyword-names';
import { extensionName, publishedSchema, withPublishedKeywords } from './openapi-keywords';

/** A form part as the schema files write it: Fenqi keywords beside standard ones, a property named `email`. */
const applicant = {
  type: 'object',
  properties: {
    idNum: { type: 'string', title: '身分證字號', tw_id: true },
    email: { type: 'string', title: '電子信箱', email: true, description: '寄送通知用' },
    city: {
      type: 'string',
      title: '縣市',
      select_required: true,
      errorMessage: { select_required: '請選{field}' },
    },
    phones: { type: 'array', items: { type: 'string', mobile_phone: true } },
    newPasswd: { type: 'string' },
    confirmPasswd: { type: 'string', confirmPassword: { $data: '1/newPasswd' } },
  },
  allOf: [
    { if: { required: ['city'] }, then: { properties: { note: { type: 'string', non_hyphen: true } } } },
  ],
  definitions: { card: { type: 'string', creditCard: true, errorMessage: '卡號格式不符' } },
};

describe('Fenqi keywords in the published document', () => {
  const published = publishedSchema(applicant) as typeof applicant & Record<string, never>;
  const props = published.properties as unknown as Record<string, Record<string, unknown>>;

  it('names each keyword as a vendor extension', () => {
    expect(FENQI_KEYWORD_NAMES.map(extensionName)).toEqual(
      expect.arrayContaining([
        'x-fenqi-tw-id',
        'x-fenqi-credit-card',
        'x-fenqi-confirm-password',
        'x-fenqi-ch-name',
      ]),
    );
    expect(extensionName('errorMessage')).toBe('x-fenqi-error-message');
  });

  it('turns every keyword into its extension, wherever a subschema sits', () => {
    expect(props.idNum).toMatchObject({ type: 'string', 'x-fenqi-tw-id': true });
    expect(props.idNum).not.toHaveProperty('tw_id');
    expect(props.phones.items).toMatchObject({ 'x-fenqi-mobile-phone': true });
    expect(props.confirmPasswd).toMatchObject({ 'x-fenqi-confirm-password': { $data: '1/newPasswd' } });
    const branch = (published.allOf as unknown as { then: { properties: { note: object } } }[])[0];
    expect(branch.then.properties.note).toMatchObject({ 'x-fenqi-non-hyphen': true });
    expect((published.definitions as unknown as Record<string, object>).card).toEqual(
      expect.objectContaining({ 'x-fenqi-credit-card': true, 'x-fenqi-error-message': '卡號格式不符' }),
    );
    expect(JSON.stringify(published)).not.toMatch(
      /"(tw_id|email|select_required|mobile_phone|errorMessage|creditCard)":true/,
    );
  });

  it('keeps a property that is only named like a keyword', () => {
    expect(Object.keys(props)).toContain('email');
    expect(props.email).toMatchObject({ 'x-fenqi-email': true });
  });

  it('says in the description what each keyword asks and the message the member sees', () => {
    expect(props.idNum.description).toMatch(/`x-fenqi-tw-id`.*檢查碼正確.*「身份證字號錯誤」/);
    // The field's own description comes first; {field} is the field's title.
    expect(props.email.description).toMatch(/^寄送通知用\n\n`x-fenqi-email`.*「請輸入正確的電子信箱」/);
    // A custom errorMessage is the message the member sees, and is listed itself.
    expect(props.city.description).toMatch(/`x-fenqi-select-required`.*「請選縣市」/);
    expect(props.city.description).toMatch(/`x-fenqi-error-message`.*select_required：「請選縣市」/);
    expect(props.confirmPasswd.description).toMatch(/\$data：1\/newPasswd.*「兩次密碼輸入不同，請重新確認」/);
  });

  it('changes only the published copy: the schema still validates with the real keywords', () => {
    const before = JSON.stringify(applicant);
    withPublishedKeywords({ components: { schemas: { applicant } }, paths: {} });
    expect(JSON.stringify(applicant)).toBe(before);
    const validate = createAjv().compile(applicant);
    expect(validate({ idNum: 'A123456789', email: 'a@b.tw', city: '臺北市' })).toBe(true);
    expect(validate({ idNum: 'A123456788', email: 'a@b.tw', city: '臺北市' })).toBe(false);
  });

  it('publishes the schemas of components, parameters and media types, never examples', () => {
    const document = {
      components: { schemas: { id: { type: 'string', tw_id: true } } },
      paths: {
        '/x': {
          get: {
            parameters: [{ name: 'idNum', in: 'query', schema: { type: 'string', tw_id: true } }],
            responses: {
              200: {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { schema: { tw_id: true } } },
                    example: { tw_id: true },
                  },
                },
              },
            },
          },
        },
      },
    };
    const text = JSON.stringify(withPublishedKeywords(document));
    expect(text.match(/"x-fenqi-tw-id":true/g)).toHaveLength(3);
    expect(text).toContain('"example":{"tw_id":true}');
  });
});
