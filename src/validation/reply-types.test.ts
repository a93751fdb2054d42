import type { SchemaNode } from './json-schema';
import { REPLIES_PREFIX, replyTypeName, replyTypesModule } from './reply-types';
import { SCHEMA_BASE_URI } from './schema-bundle';
import { loadSchemaFiles } from './schema-files';

const reply = (name: string, schema: SchemaNode): [string, SchemaNode] => [
  `${REPLIES_PREFIX}${name}.json`,
  { $id: `${REPLIES_PREFIX}${name}.json`, ...schema },
];

describe('reply types generated from schemas/api/replies', () => {
  it('names a type after its file', () => {
    expect(replyTypeName(`${REPLIES_PREFIX}case-view.json`)).toBe('CaseView');
    expect(replyTypeName(`${REPLIES_PREFIX}client-files.json`)).toBe('ClientFiles');
  });

  it('writes required fields as present, the others optional, nullable types and enums as unions', () => {
    const files = new Map([
      reply('period-view', {
        title: '一期',
        type: 'object',
        required: ['period', 'paidAt', 'status'],
        properties: {
          period: { type: 'integer', title: '期別' },
          paidAt: { type: ['string', 'null'] },
          status: { type: 'string', enum: ['paid', 'unpaid'] },
          note: { type: 'string', description: '備註' },
        },
      }),
    ]);
    expect(replyTypesModule(files)).toContain(
      [
        '/** 一期 */',
        'export interface PeriodView {',
        '  /** 期別 */',
        '  period: number;',
        '  paidAt: string | null;',
        '  status: "paid" | "unpaid";',
        '  /** 備註 */',
        '  note?: string;',
        '}',
      ].join('\n'),
    );
  });

  it('names another reply by its type and writes a shared part (defs/) out in place', () => {
    const files = new Map([
      reply('case-view', { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }),
      reply('case-views', { type: 'array', items: { $ref: 'case-view.json' } }),
      reply('member', {
        type: 'object',
        required: ['email'],
        properties: { email: { $ref: '../../defs/email.json' } },
      }),
      [`${SCHEMA_BASE_URI}defs/email.json`, { type: 'string', format: 'email' }],
    ]);
    const module = replyTypesModule(files);
    expect(module).toContain('export type CaseViews = CaseView[];');
    expect(module).toContain('  email: string;');
  });

  it('refuses a $ref to a reply file that does not exist, naming the file that refers to it', () => {
    const files = new Map([reply('case-views', { type: 'array', items: { $ref: 'case-viw.json' } })]);
    expect(() => replyTypesModule(files)).toThrow(
      /case-views\.json: \$ref to a missing reply schema .*case-viw\.json/,
    );
  });

  it('generates a type for every reply file of the repository', () => {
    const files = loadSchemaFiles();
    const module = replyTypesModule(files);
    const replyFiles = [...files.keys()].filter((id) => id.startsWith(REPLIES_PREFIX));
    expect(replyFiles.length).toBeGreaterThan(0);
    for (const id of replyFiles)
      expect(module).toMatch(new RegExp(`export (interface|type) ${replyTypeName(id)}\\b`));
  });
});
