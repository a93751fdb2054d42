/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueToken } from '../../src/server/auth/tokens';
import { signerAnswerLines } from '../../src/server/signed-documents/signer-answers';
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
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/commodity-cases',
      headers: { authorization: `Bearer ${member.token}` },
      payload: {
        ...sampleApplication({ caseFileIds }),
        formRevisions: current,
        formAnswers: { commodityApplicant: { companyTaxId: '12345678' } },
      },
    });
    expect(sent.statusCode).toBe(201);
    const row = await server.db
      .selectFrom('cases')
      .select('form_revisions_json')
      .where('id', '=', sent.json().caseId as number)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.form_revisions_json ?? '{}')).toEqual(current);
  });

  describe("the analyst's field travels in formAnswers", () => {
    const apply = async (token: string, caseFileIds: number[], formAnswers?: object) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/members/commodity-cases',
        headers: { authorization: `Bearer ${token}` },
        payload: { ...sampleApplication({ caseFileIds }), ...(formAnswers ? { formAnswers } : {}) },
      });

    it('is required and checked by its own rule on the server, stored with the case and shown back', async () => {
      const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
      const caseFileIds = await uploadPhoneDocuments(server, member.token);
      const missing = await apply(member.token, caseFileIds);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().details.map((d: { path: string }) => d.path)).toContain('/formAnswers');
      const wrong = await apply(member.token, caseFileIds, { commodityApplicant: { companyTaxId: '1234' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().details.map((d: { path: string }) => d.path)).toEqual([
        '/formAnswers/commodityApplicant/companyTaxId',
      ]);
      const unknownForm = await apply(member.token, caseFileIds, {
        commodityApplicant: { companyTaxId: '12345678' },
        someOtherForm: { x: 1 },
      });
      expect(unknownForm.statusCode).toBe(422);

      const sent = await apply(member.token, caseFileIds, {
        commodityApplicant: { companyTaxId: '12345678' },
      });
      expect(sent.statusCode).toBe(201);
      const caseId = sent.json().caseId as number;
      const row = await server.db
        .selectFrom('form_answers')
        .select(['form', 'answers_json', 'revision'])
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        form: 'commodityApplicant',
        answers_json: JSON.stringify({ companyTaxId: '12345678' }),
        revision: server.ctx.formRevisions.currentOf(['commodityApplicant']).commodityApplicant,
      });
      // The application's signing record prints it beside the signature (signer-answers.ts).
      const printed = await signerAnswerLines(server.ctx, {
        caseId,
        signer: 'applicant',
        signedAt: new Date().toISOString(),
      });
      expect(printed).toEqual([{ path: 'companyTaxId', label: '公司統一編號', value: '12345678' }]);
      const session = await issueToken(server.db, 'member', member.id, new Date());
      const detail = await server.app.inject({
        url: `/api/v2/members/cases/${caseId}`,
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().formAnswers).toEqual([
        { form: 'commodityApplicant', answers: { companyTaxId: '12345678' } },
      ]);
    });

    it('is kept by a draft as far as it is typed, refused when it breaks its rule', async () => {
      const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
      const headers = { authorization: `Bearer ${member.token}` };
      const save = (payload: object) =>
        server.app.inject({ method: 'PATCH', url: '/api/v2/members/commodity-cases/tmp', headers, payload });
      // Not required in a draft: the member has not reached the field yet.
      expect((await save({ amount: 30000, formAnswers: { commodityApplicant: {} } })).statusCode).toBe(200);
      const bad = await save({ amount: 30000, formAnswers: { commodityApplicant: { companyTaxId: 'abc' } } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().details[0].path).toBe('/formAnswers/commodityApplicant/companyTaxId');
      const good = await save({
        amount: 30000,
        formAnswers: { commodityApplicant: { companyTaxId: '87654321' } },
      });
      expect(good.statusCode).toBe(200);
      const draft = await server.app.inject({ url: '/api/v2/members/commodity-cases/tmp', headers });
      expect(draft.json().data.formAnswers).toEqual({ commodityApplicant: { companyTaxId: '87654321' } });
    });
  });
});
