/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WIZARD_FORMS } from '../../src/server/forms/form-revision-book';
import { SCHEMAS_DIR } from '../../src/validation/schema-files';
import {
  archiveWizardForms,
  copyWithNewRequiredField,
  wizardFormsOf,
} from '../support/analyst-schema-change';
import { sampleApplication, uploadPhoneDocuments } from './commodity-application-sample';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

describe('form revisions of drafts and cases', () => {
  const copy = mkdtempSync(join(tmpdir(), 'fenqi-schemas-'));
  const schemasDir = join(copy, 'schemas');
  let server: TestServer;
  const before = wizardFormsOf(SCHEMAS_DIR);

  beforeAll(async () => {
    // An analyst's change, in a copy of schemas/: a new required field on step 3.
    copyWithNewRequiredField(SCHEMAS_DIR, schemasDir);
    server = await startTestServer({ schemasDir });
    await archiveWizardForms(server, before);
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  it('has a new revision for the changed form only', () => {
    const now = server.ctx.formRevisions.currentOf(WIZARD_FORMS);
    expect(now.commodityApplicant).not.toBe(before.revisions.commodityApplicant);
    expect(now.commodityPlan).toBe(before.revisions.commodityPlan);
    expect(wizardFormsOf(schemasDir).revisions).toEqual(now);
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
