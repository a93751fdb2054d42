/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormImpact } from '../../src/server/studio/schema-impact';
import { SCHEMAS_DIR } from '../../src/validation/schema-files';
import { insertTestCase } from './guest-fixtures';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';
import { OWN_PAGE_ORIGIN } from './dev-tools-origin';

const IMPACT = '/api/v2/dev/studio/impact';

/** A schema file as on disk (`commodityApplicant.json`, `defs/email.json`), with `edit` applied. */
function editedSchema(file: string, edit: (schema: SchemaShape) => void) {
  const schema = JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8'));
  edit(schema);
  return JSON.stringify(schema);
}
interface SchemaShape {
  properties: Record<string, object>;
  required: string[];
  [keyword: string]: unknown;
}

/**
 * The studio's warning before a schema is saved, counted against what this server
 * keeps: one commodity draft and one older-flow draft (with an e-mail each), a case the wizard sent
 * and one the older flow sent (e-mails too), and a case older than 30 days that is not weighed.
 */
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
    const older = await createTestMember(server.ctx);
    const draft = await server.app.inject({
      method: 'PATCH',
      url: '/api/v2/tmp/user-info',
      query: { access_token: older.token },
      // The draft keeps the member-info form's names (email): read as the order form's memEmail.
      payload: { memName: '林小華', email: 'hua@example.com' },
    });
    expect(draft.statusCode).toBe(200);
    await insertTestCase(server.ctx, member.id);
    await insertTestCase(server.ctx, older.id, {
      applicant: {
        name: '林小華',
        member: {
          memName: '林小華',
          memEmail: 'hua@example.com',
          cellPhone: '0912345678',
          firstContact: { name: '林大華', relation: '父', cellPhone: '0922333444' },
        },
        order: { productName: '手機', appAmount: 24000, appPeriods: 12 },
      },
    });
    await insertTestCase(server.ctx, member.id, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
  });
  afterAll(() => server.stop());

  const impact = (body: object) =>
    server.app.inject({ method: 'POST', url: IMPACT, payload: body, headers: OWN_PAGE_ORIGIN });
  const formOf = (body: { forms: FormImpact[] }, form: string) => body.forms.find((f) => f.form === form);

  it('counts, by field, the open drafts and recent cases a new required field leaves invalid', async () => {
    const schema = editedSchema('commodityApplicant.json', (s) => {
      s.properties.companyTaxId = { type: 'string', title: '公司統一編號' };
      s.required.push('companyTaxId');
    });
    // The older way of naming the file (by form) answers the same.
    for (const body of [
      { path: 'schemas/commodityApplicant.json', schema },
      { form: 'commodityApplicant', schema },
    ]) {
      const res = await impact(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        file: 'schemas/commodityApplicant.json',
        openDrafts: 1,
        recentCases: 1,
        drafts: 1,
        cases: 1,
        forms: [
          {
            form: 'commodityApplicant',
            kept: true,
            openDrafts: 1,
            recentCases: 1,
            drafts: 1,
            cases: 1,
            fields: [
              {
                path: '/companyTaxId',
                title: '公司統一編號',
                change: 'added',
                required: true,
                drafts: 1,
                cases: 1,
                // The wizard's forms build their request in code: a new field is not sent yet.
                destination: 'answers',
              },
            ],
          },
        ],
      });
    }
  });

  it("says where a new field goes when its form is sent: the guarantor form's send puts it in answers", async () => {
    const added = await impact({
      path: 'schemas/guarantor.json',
      schema: editedSchema('guarantor.json', (s) => {
        s.properties.lineId = { type: 'string', title: 'LINE ID' };
      }),
    });
    expect(formOf(added.json(), 'guarantor')?.fields).toEqual([
      expect.objectContaining({ path: '/lineId', change: 'added', destination: 'answers' }),
    ]);
  });

  it('counts nothing for a new optional field, records holding a value whose rule changed, nothing for no change', async () => {
    const optional = await impact({
      path: 'schemas/commodityApplicant.json',
      schema: editedSchema('commodityApplicant.json', (s) => {
        s.properties.note = { type: 'string', title: '備註' };
      }),
    });
    expect(optional.json()).toMatchObject({ drafts: 0, cases: 0 });
    expect(formOf(optional.json(), 'commodityApplicant')?.fields).toEqual([
      {
        path: '/note',
        title: '備註',
        change: 'added',
        required: false,
        drafts: 0,
        cases: 0,
        destination: 'answers',
      },
    ]);

    const stricter = await impact({
      path: 'schemas/commodityApplicant.json',
      schema: editedSchema('commodityApplicant.json', (s) => {
        s.properties.email = { ...s.properties.email, maxLength: 10 };
      }),
    });
    expect(formOf(stricter.json(), 'commodityApplicant')?.fields).toEqual([
      expect.objectContaining({ path: '/email', change: 'changed', drafts: 1, cases: 1 }),
    ]);

    const same = await impact({
      path: 'schemas/commodityApplicant.json',
      schema: editedSchema('commodityApplicant.json', () => undefined),
    });
    expect(same.json()).toEqual({
      file: 'schemas/commodityApplicant.json',
      forms: [],
      openDrafts: 0,
      recentCases: 0,
      drafts: 0,
      cases: 0,
    });
  });

  it('weighs a shared part of schemas/defs on every form that uses it, each with its own kept data', async () => {
    const res = await impact({
      path: 'schemas/defs/email.json',
      schema: editedSchema('defs/email.json', (s) => {
        s.maxLength = 10;
      }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      forms: FormImpact[];
      drafts: number;
      cases: number;
      openDrafts: number;
      recentCases: number;
    };
    // The wizard's step 3 and the older flow's applicant form: each field by its own name and data.
    expect(formOf(body, 'commodityApplicant')).toMatchObject({
      kept: true,
      drafts: 1,
      cases: 1,
      fields: [
        expect.objectContaining({
          path: '/email',
          title: '電子信箱',
          change: 'changed',
          drafts: 1,
          cases: 1,
        }),
      ],
    });
    expect(formOf(body, 'orderApplicant')).toMatchObject({
      kept: true,
      openDrafts: 1,
      recentCases: 1,
      drafts: 1,
      cases: 1,
      fields: [expect.objectContaining({ path: '/memEmail', change: 'changed', drafts: 1, cases: 1 })],
    });
    // A form whose data the server keeps in no draft is named, with nothing counted.
    expect(formOf(body, 'memberInfo')).toMatchObject({ kept: false, drafts: 0, cases: 0 });
    // A form that does not use the part is not named.
    expect(formOf(body, 'commodityPlan')).toBeUndefined();
    // Totals are distinct records: two drafts, two recent cases (the 40-day-old case is not weighed).
    expect(body).toMatchObject({ openDrafts: 2, recentCases: 2, drafts: 2, cases: 2 });
  });

  it('counts a nested field now required only where its parent object is there', async () => {
    const res = await impact({
      path: 'schemas/orderApplicant.json',
      schema: editedSchema('orderApplicant.json', (s) => {
        const contact = s.properties.firstContact as { required: string[] };
        contact.required.push('phone');
      }),
    });
    // Only the older case has a first contact (without a phone); the draft has none to fix.
    expect(formOf(res.json(), 'orderApplicant')?.fields).toEqual([
      expect.objectContaining({ path: '/firstContact/phone', change: 'required', drafts: 0, cases: 1 }),
    ]);
  });

  it('refuses broken JSON and a path outside schemas/ with 422, an unknown file with 404', async () => {
    const broken = await impact({ path: 'schemas/commodityApplicant.json', schema: '{ nope' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('schema 不是正確的 JSON');
    expect((await impact({ path: 'uischemas/commodityApplicant.json', schema: '{}' })).statusCode).toBe(422);
    expect((await impact({ path: 'schemas/noSuchForm.json', schema: '{}' })).statusCode).toBe(404);
    expect((await impact({ form: 'noSuchForm', schema: '{}' })).statusCode).toBe(404);
  });
});
