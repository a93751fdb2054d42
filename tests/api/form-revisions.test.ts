/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WIZARD_FORMS } from '../../src/server/forms/form-revision-book';
import { formRevisionOf } from '../../src/validation/form-revision';
import { bundleSchema } from '../../src/validation/schema-bundle';
import { formSchemaId, loadSchemaFiles, SCHEMAS_DIR } from '../../src/validation/schema-files';
import { sampleApplication, uploadPhoneDocuments } from './commodity-application-sample';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/** The wizard's forms as the repository has them: what a client built before the change knows. */
function revisionsOf(dir: string) {
  const files = loadSchemaFiles(dir);
  const bundled = Object.fromEntries(
    WIZARD_FORMS.map((form) => [form, bundleSchema(formSchemaId(form), files)]),
  );
  const revisions = Object.fromEntries(WIZARD_FORMS.map((form) => [form, formRevisionOf(bundled[form])]));
  return { bundled, revisions };
}

describe('form revisions of drafts and cases', () => {
  const copy = mkdtempSync(join(tmpdir(), 'fenqi-schemas-'));
  const schemasDir = join(copy, 'schemas');
  let server: TestServer;
  const before = revisionsOf(SCHEMAS_DIR);

  beforeAll(async () => {
    // An analyst's change, in a copy of schemas/: a new required field on step 3.
    cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
    const path = join(schemasDir, 'commodityApplicant.json');
    const schema = JSON.parse(readFileSync(path, 'utf8')) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    schema.properties.companyTaxId = { type: 'string', title: '公司統一編號', pattern: '^[0-9]{8}$' };
    schema.required.push('companyTaxId');
    writeFileSync(path, JSON.stringify(schema, null, 2));
    server = await startTestServer({ schemasDir });
    // The server that served the older revision archived it, as every server does at start.
    for (const form of WIZARD_FORMS)
      await server.db
        .insertInto('form_schema_revisions')
        .values({
          form,
          revision: before.revisions[form],
          schema_json: JSON.stringify(before.bundled[form]),
          recorded_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['form', 'revision']).doNothing())
        .execute();
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  it('has a new revision for the changed form only', () => {
    const now = server.ctx.formRevisions.currentOf(WIZARD_FORMS);
    expect(now.commodityApplicant).not.toBe(before.revisions.commodityApplicant);
    expect(now.commodityPlan).toBe(before.revisions.commodityPlan);
    expect(revisionsOf(schemasDir).revisions).toEqual(now);
  });

  it('keeps the revisions a draft was saved under, or stamps the current ones', async () => {
    const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    const headers = { authorization: `Bearer ${member.token}` };
    const save = (payload: object) =>
      server.app.inject({ method: 'PATCH', url: '/api/v2/members/commodity-cases/tmp', headers, payload });
    const draft = async () =>
      (await server.app.inject({ url: '/api/v2/members/commodity-cases/tmp', headers })).json().data as {
        formRevisions?: Record<string, string>;
      };
    expect((await save({ amount: 30000, formRevisions: before.revisions })).statusCode).toBe(200);
    expect((await draft()).formRevisions).toEqual(before.revisions);
    expect((await save({ amount: 30000 })).statusCode).toBe(200);
    expect((await draft()).formRevisions).toEqual(server.ctx.formRevisions.currentOf(WIZARD_FORMS));
  });

  it('refuses a send under the older revision with the new field in details, and records the current one', async () => {
    const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    const caseFileIds = await uploadPhoneDocuments(server, member.token);
    const send = (formRevisions: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/members/commodity-cases',
        headers: { authorization: `Bearer ${member.token}` },
        payload: { ...sampleApplication({ caseFileIds }), formRevisions },
      });
    const stale = await send(before.revisions);
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ code: '422', message: '表單內容已更新，請確認以下欄位' });
    expect(stale.json().details).toEqual([
      {
        path: '/commodityApplicant/companyTaxId',
        keyword: 'formRevision',
        message: '表單內容已更新，請確認以下欄位：公司統一編號',
      },
    ]);

    const current = server.ctx.formRevisions.currentOf(WIZARD_FORMS);
    const sent = await send(current);
    expect(sent.statusCode).toBe(201);
    const row = await server.db
      .selectFrom('cases')
      .select('form_revisions_json')
      .where('id', '=', sent.json().caseId as number)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.form_revisions_json ?? '{}')).toEqual(current);
  });
});
