import { formatFindings, lintSchemas, type Finding, type LintContext } from '.';
import { appLintContext } from './app-registries';

type Json = Record<string, unknown>;

const BASE = 'https://fenqi.tw/schemas/';
const DRAFT = 'http://json-schema.org/draft-07/schema#';

/** A small project that lints clean: one form with a shared part, its uiSchema and two cases. */
function cleanFiles(): Record<string, Json> {
  return {
    'schemas/login.json': {
      $id: `${BASE}login.json`,
      $schema: DRAFT,
      title: '登入',
      type: 'object',
      required: ['memIdNum', 'passwd'],
      properties: {
        memIdNum: { $ref: 'defs/tw-id.json', title: '身分證字號' },
        passwd: { type: 'string', title: '密碼' },
        bank: { type: 'string', title: '銀行' },
        address: { $ref: 'defs/address.json', title: '地址' },
        contact: {
          type: 'object',
          title: '聯絡人',
          required: ['name'],
          properties: { name: { type: 'string', title: '姓名' } },
        },
        token: { type: 'string' },
      },
    },
    'schemas/defs/tw-id.json': { $id: `${BASE}defs/tw-id.json`, $schema: DRAFT, type: 'string', tw_id: true },
    'schemas/defs/address.json': {
      $id: `${BASE}defs/address.json`,
      $schema: DRAFT,
      type: 'object',
      properties: { city: { type: 'string', title: '縣市' } },
    },
    'uischemas/login.json': {
      $schema: '../meta-schemas/ui-schema.json',
      'ui:order': ['memIdNum', 'passwd', '*'],
      passwd: { 'ui:widget': 'password' },
      bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'banks' } },
      contact: { name: { 'ui:placeholder': '王小明' } },
      token: { 'ui:widget': 'hidden' },
    },
    'fixtures/login/accept-valid.json': {
      $schema: '../../meta-schemas/fixture.json',
      description: '可以登入',
      data: { memIdNum: 'A123456789', passwd: 'demo1234' },
      valid: true,
    },
    'fixtures/login/reject-bad-id.json': {
      description: '檢查碼錯誤',
      data: { memIdNum: 'A123456788' },
      valid: false,
      errors: [
        { path: '/memIdNum', keyword: 'tw_id', message: '身份證字號錯誤' },
        { path: '/passwd', keyword: 'required', message: '請輸入密碼' },
      ],
    },
  };
}

const context: LintContext = { ...appLintContext(), specRules: ['required', 'tw_id'] };

/** Lints the clean project after `edit` has made one mistake in it. */
function lint(edit: (files: Record<string, Json>) => void = () => {}): Finding[] {
  const files = cleanFiles();
  edit(files);
  return lintSchemas(
    new Map(Object.entries(files).map(([path, json]) => [path, JSON.stringify(json)])),
    context,
  );
}

/** The rule, file and pointer of each finding. */
const places = (findings: Finding[]) => findings.map(({ rule, file, pointer }) => ({ rule, file, pointer }));

const form = (files: Record<string, Json>) => files['schemas/login.json'] as Json & { properties: Json };
const ui = (files: Record<string, Json>) => files['uischemas/login.json'];

describe('lintSchemas', () => {
  it('finds nothing in a clean project (a top-level "$schema" in uiSchemas and fixtures is fine)', () => {
    expect(lint()).toEqual([]);
  });

  describe('field-title', () => {
    it('reports a nested field without a title at its schema pointer', () => {
      const findings = lint((files) => {
        delete (form(files).properties.contact as { properties: { name: Json } }).properties.name.title;
      });
      expect(places(findings)).toEqual([
        { rule: 'field-title', file: 'schemas/login.json', pointer: '/properties/contact/properties/name' },
      ]);
      expect(findings[0].message).toContain('/contact/name');
    });

    it('reports a title without Chinese text', () => {
      const findings = lint((files) => {
        form(files).properties.passwd = { type: 'string', title: 'Password' };
      });
      expect(places(findings)).toEqual([
        { rule: 'field-title', file: 'schemas/login.json', pointer: '/properties/passwd' },
      ]);
    });

    it('accepts the spec\'s own "LINE ID", read as it is in zh-TW, and nothing else in Latin letters', () => {
      const findings = lint((files) => {
        form(files).properties.passwd = { type: 'string', title: 'LINE ID' };
        form(files).properties.bank = { type: 'string', title: 'Line Id' };
      });
      expect(places(findings)).toEqual([
        { rule: 'field-title', file: 'schemas/login.json', pointer: '/properties/bank' },
      ]);
    });

    it('reports a field of a shared part in the part, and the items of an array', () => {
      const findings = lint((files) => {
        delete (files['schemas/defs/address.json'].properties as { city: Json }).city.title;
        form(files).properties.files = {
          type: 'array',
          title: '檔案',
          items: { type: 'object', properties: { url: { type: 'string' } } },
        };
      });
      expect(places(findings)).toEqual([
        { rule: 'field-title', file: 'schemas/defs/address.json', pointer: '/properties/city' },
        {
          rule: 'field-title',
          file: 'schemas/login.json',
          pointer: '/properties/files/items/properties/url',
        },
      ]);
    });

    it('reports a conditional field declared only in a then branch', () => {
      const findings = lint((files) => {
        form(files).if = { properties: { bank: { const: '004' } }, required: ['bank'] };
        form(files).then = { properties: { branch: { type: 'string' } } };
      });
      expect(places(findings)).toEqual([
        { rule: 'field-title', file: 'schemas/login.json', pointer: '/then/properties/branch' },
      ]);
    });

    it('exempts only a field the uiSchema hides', () => {
      const findings = lint((files) => {
        delete (ui(files).token as Json)['ui:widget'];
      });
      expect(places(findings)).toEqual([
        { rule: 'field-title', file: 'schemas/login.json', pointer: '/properties/token' },
      ]);
    });
  });

  describe('ui-key, ui-order, ui-widget', () => {
    it('reports a uiSchema key that is not a field at that level', () => {
      const findings = lint((files) => {
        ui(files).pasword = { 'ui:widget': 'password' };
        ui(files).contact = { nmae: { 'ui:placeholder': '王小明' } };
      });
      expect(places(findings)).toEqual([
        { rule: 'ui-key', file: 'uischemas/login.json', pointer: '/pasword' },
        { rule: 'ui-key', file: 'uischemas/login.json', pointer: '/contact/nmae' },
      ]);
    });

    it('reports a ui:order entry that is not a field, and a list without "*" that misses fields', () => {
      const findings = lint((files) => {
        ui(files)['ui:order'] = ['memIdNum', 'pasword', '*'];
        ui(files).contact = { 'ui:order': [] };
      });
      expect(places(findings)).toEqual([
        { rule: 'ui-order', file: 'uischemas/login.json', pointer: '/ui:order/1' },
        { rule: 'ui-order', file: 'uischemas/login.json', pointer: '/contact/ui:order' },
      ]);
    });

    it('reports a widget or field name the app does not register, or one wrong for the type', () => {
      const findings = lint((files) => {
        ui(files).passwd = { 'ui:widget': 'passwrd' };
        ui(files).address = { 'ui:field': 'adress' };
        ui(files).memIdNum = { 'ui:widget': 'checkboxes' };
      });
      expect(places(findings)).toEqual([
        { rule: 'ui-widget', file: 'uischemas/login.json', pointer: '/passwd/ui:widget' },
        { rule: 'ui-widget', file: 'uischemas/login.json', pointer: '/address/ui:field' },
        { rule: 'ui-widget', file: 'uischemas/login.json', pointer: '/memIdNum/ui:widget' },
      ]);
    });

    it('accepts RJSF widget names for the field type and the theme widgets', () => {
      const findings = lint((files) => {
        ui(files).passwd = { 'ui:widget': 'textarea' };
        ui(files).memIdNum = { 'ui:widget': 'twId' };
      });
      expect(findings).toEqual([]);
    });
  });

  it('required-unknown: reports a required name that is not a property of the object', () => {
    const findings = lint((files) => {
      form(files).required = ['memIdNum', 'passwd', 'pwd'];
      form(files).allOf = [{ if: { required: ['bank'] }, then: { required: ['contact', 'bnak'] } }];
    });
    expect(places(findings)).toEqual([
      { rule: 'required-unknown', file: 'schemas/login.json', pointer: '/required/2' },
      { rule: 'required-unknown', file: 'schemas/login.json', pointer: '/allOf/0/then/required/1' },
    ]);
  });

  it('required-unknown: a branch may require what a sibling branch or its shared part declares', () => {
    const findings = lint((files) => {
      (files['schemas/defs/address.json'].properties as Json).owner = {
        type: 'object',
        title: '屋主',
        properties: { name: { type: 'string', title: '姓名' } },
      };
      form(files).properties.address = {
        title: '地址',
        allOf: [
          { $ref: 'defs/address.json' },
          { required: ['city', 'owner'], properties: { owner: { required: ['name'] } } },
        ],
      };
    });
    expect(findings).toEqual([]);
  });

  describe('schema-keyword, schema-ref', () => {
    it('reports an unknown keyword and a Fenqi keyword value of the wrong type at their pointers', () => {
      const findings = lint((files) => {
        form(files).properties.passwd = { type: 'string', titel: '密碼', title: '密碼' };
        files['schemas/defs/tw-id.json'].tw_id = 'yes';
      });
      expect(places(findings)).toEqual([
        { rule: 'schema-keyword', file: 'schemas/defs/tw-id.json', pointer: '/tw_id' },
        { rule: 'schema-keyword', file: 'schemas/login.json', pointer: '/properties/passwd/titel' },
      ]);
      expect(findings[1].message).toContain('"title"');
    });

    it('reports a standard keyword value the meta-schema rejects', () => {
      const findings = lint((files) => {
        form(files).properties.note = { type: 'strin', title: '備註' };
      });
      expect(places(findings)).toEqual([
        { rule: 'schema-keyword', file: 'schemas/login.json', pointer: '/properties/note/type' },
      ]);
    });

    it('reports a $ref to a missing file and to a missing pointer', () => {
      const findings = lint((files) => {
        form(files).properties.note = { $ref: 'defs/tw_id.json', title: '備註' };
        form(files).properties.town = { $ref: 'defs/address.json#/properties/town', title: '鄉鎮' };
      });
      expect(places(findings)).toEqual([
        { rule: 'schema-ref', file: 'schemas/login.json', pointer: '/properties/note/$ref' },
        { rule: 'schema-ref', file: 'schemas/login.json', pointer: '/properties/town/$ref' },
      ]);
      expect(findings[0].message).toContain('schemas/defs/tw_id.json');
    });

    it('reports a schema whose $id is not its path', () => {
      const findings = lint((files) => {
        files['schemas/defs/address.json'].$id = `${BASE}defs/adress.json`;
      });
      expect(places(findings)).toEqual([
        { rule: 'schema-id', file: 'schemas/defs/address.json', pointer: '/$id' },
      ]);
    });
  });

  it('lookup-unknown: reports a lookup name no loader serves, in ui:options and the ui: shorthand', () => {
    const findings = lint((files) => {
      ui(files).bank = { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'bankz' } };
      ui(files).passwd = { 'ui:lookup': 'schoolz' };
    });
    expect(places(findings)).toEqual([
      { rule: 'lookup-unknown', file: 'uischemas/login.json', pointer: '/passwd/ui:lookup' },
      { rule: 'lookup-unknown', file: 'uischemas/login.json', pointer: '/bank/ui:options/lookup' },
    ]);
  });

  describe('fixture-coverage, rule-coverage', () => {
    it('reports a form without an accepting case', () => {
      const findings = lint((files) => {
        delete files['fixtures/login/accept-valid.json'];
      });
      expect(places(findings)).toContainEqual({
        rule: 'fixture-coverage',
        file: 'fixtures/login/',
        pointer: '',
      });
    });

    it('reports a form without a rejecting case, and a fixture folder of no form', () => {
      const findings = lint((files) => {
        files['fixtures/loginn/reject-bad-id.json'] = files['fixtures/login/reject-bad-id.json'];
        delete files['fixtures/login/reject-bad-id.json'];
      });
      expect(places(findings).filter((f) => f.rule === 'fixture-coverage')).toEqual([
        { rule: 'fixture-coverage', file: 'fixtures/login/', pointer: '' },
        { rule: 'fixture-coverage', file: 'fixtures/loginn/', pointer: '' },
      ]);
    });

    it('reports a §5 rule no case accepts or rejects', () => {
      const findings = lint((files) => {
        const reject = files['fixtures/login/reject-bad-id.json'] as { errors: Json[] };
        reject.errors = reject.errors.filter((e) => e.keyword !== 'tw_id');
      });
      expect(places(findings)).toEqual([{ rule: 'rule-coverage', file: 'fixtures/', pointer: '' }]);
      expect(findings[0].message).toContain('tw_id');
    });
  });

  it('unused-def: reports a shared part no schema refers to', () => {
    const findings = lint((files) => {
      files['schemas/defs/receipt.json'] = { $id: `${BASE}defs/receipt.json`, $schema: DRAFT, type: 'array' };
    });
    expect(places(findings)).toEqual([
      { rule: 'unused-def', file: 'schemas/defs/receipt.json', pointer: '' },
    ]);
  });

  it('json-syntax: reports a file that is not JSON', () => {
    const files = new Map([['uischemas/login.json', '{ "passwd": { } ']]);
    expect(places(lintSchemas(files, context))).toContainEqual({
      rule: 'json-syntax',
      file: 'uischemas/login.json',
      pointer: '',
    });
  });
});

describe('formatFindings', () => {
  it('groups findings by file, each with its pointer, rule and message', () => {
    const text = formatFindings([
      { rule: 'ui-key', file: 'uischemas/a.json', pointer: '/x', message: '甲' },
      { rule: 'ui-order', file: 'uischemas/a.json', pointer: '/ui:order/0', message: '乙' },
      { rule: 'unused-def', file: 'schemas/defs/b.json', pointer: '', message: '丙' },
    ]);
    expect(text).toBe(
      [
        'uischemas/a.json',
        '  /x  [ui-key]',
        '    甲',
        '  /ui:order/0  [ui-order]',
        '    乙',
        '',
        'schemas/defs/b.json',
        '  /  [unused-def]',
        '    丙',
        '',
        '✗ 3 個問題，在 2 個檔案中',
      ].join('\n'),
    );
  });
});
