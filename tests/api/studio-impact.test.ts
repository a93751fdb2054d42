/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../../src/validation/schema-files';
import { insertTestCase } from './guest-fixtures';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const IMPACT = '/api/v2/dev/studio/impact';

/** commodityApplicant.json as on disk, with `edit` applied. */
function applicantSchema(edit: (schema: { properties: Record<string, object>; required: string[] }) => void) {
  const schema = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'commodityApplicant.json'), 'utf8'));
  edit(schema);
  return JSON.stringify(schema);
}

describe('POST /dev/studio/impact', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    const saved = await server.app.inject({
      method: 'PATCH',
      url: '/api/v2/members/commodity-cases/tmp',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { amount: 30000, applicant: { name: '王小明', email: 'ming@example.com' } },
    });
    expect(saved.statusCode).toBe(200);
    await insertTestCase(server.ctx, member.id);
  });
  afterAll(() => server.stop());

  const impact = (form: string, schema: string) =>
    server.app.inject({ method: 'POST', url: IMPACT, payload: { form, schema } });

  it('counts, by field, the open drafts and recent cases a new required field leaves invalid', async () => {
    const res = await impact(
      'commodityApplicant',
      applicantSchema((schema) => {
        schema.properties.companyTaxId = { type: 'string', title: '公司統一編號' };
        schema.required.push('companyTaxId');
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.kept).toBe(true);
    expect(body.openDrafts).toBeGreaterThanOrEqual(1);
    expect(body.recentCases).toBeGreaterThanOrEqual(1);
    expect(body.fields).toEqual([
      {
        path: '/companyTaxId',
        title: '公司統一編號',
        change: 'added',
        drafts: body.openDrafts,
        cases: body.recentCases,
      },
    ]);
    expect([body.drafts, body.cases]).toEqual([body.openDrafts, body.recentCases]);
  });

  it('counts records holding a value whose rule changed, and nothing for an unchanged schema', async () => {
    const stricter = await impact(
      'commodityApplicant',
      applicantSchema((schema) => {
        schema.properties.email = { ...schema.properties.email, maxLength: 10 };
      }),
    );
    const field = stricter.json().fields.find((f: { path: string }) => f.path === '/email');
    expect(field).toMatchObject({ change: 'changed', drafts: expect.any(Number) });
    expect(field.drafts).toBeGreaterThanOrEqual(1);

    const same = await impact(
      'commodityApplicant',
      applicantSchema(() => undefined),
    );
    expect(same.json()).toMatchObject({ fields: [], drafts: 0, cases: 0 });
  });

  it('says a form the server keeps no data of is not weighed, and refuses broken JSON with 422', async () => {
    const other = await impact('guarantor', readFileSync(join(SCHEMAS_DIR, 'guarantor.json'), 'utf8'));
    expect(other.json()).toMatchObject({ kept: false, openDrafts: 0, recentCases: 0 });
    const broken = await impact('commodityApplicant', '{ nope');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('schema 不是正確的 JSON');
    expect((await impact('noSuchForm', '{}')).statusCode).toBe(404);
  });
});
