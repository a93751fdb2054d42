/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueToken } from '../../src/server/auth/tokens';
import { SCHEMAS_DIR } from '../../src/validation/schema-files';
import { twIdNumber } from '../support/tw-id-numbers';
import { createTestMember, type TestMember } from './member-session';
import { fileOlderDocument, OLDER_IDENTITY_DOCUMENTS } from './older-document-upload';
import { sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

/**
 * The older order flow's forms declare their send too (schemas/orderApplicant.json,
 * schemas/orderProduct.json): on a copy of schemas/ where an analyst gave the applicant form an
 * optional 公司統一編號 with its own message, the field travels in `formAnswers` of the send and of
 * the /tmp/user-info draft, is checked there by the form's rule, kept with the case and shown in
 * the member's order detail.
 */
const MESSAGE = '請輸入 8 位數字的統一編號';

describe("an analyst's field on the older order flow", () => {
  const dir = mkdtempSync(join(tmpdir(), 'fenqi-older-'));
  let server: TestServer;
  let jpeg: Buffer;

  beforeAll(async () => {
    cpSync(SCHEMAS_DIR, join(dir, 'schemas'), { recursive: true });
    const path = join(dir, 'schemas', 'orderApplicant.json');
    const form = JSON.parse(readFileSync(path, 'utf8')) as { properties: Record<string, object> };
    form.properties.companyTaxId = {
      type: 'string',
      title: '公司統一編號',
      pattern: '^[0-9]{8}$',
      errorMessage: { pattern: MESSAGE },
    };
    writeFileSync(path, JSON.stringify(form, null, 2));
    server = await startTestServer({ schemasDir: join(dir, 'schemas') });
    jpeg = await sampleJpeg(64, 64);
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A member who filed the identity documents every older applicant files (ID front, back, selfie). */
  const applicant = async (): Promise<TestMember> => {
    const member = await createTestMember(server.ctx, { idNum: twIdNumber('H12345678') });
    for (const docType of OLDER_IDENTITY_DOCUMENTS) await fileOlderDocument(server, member, docType, jpeg);
    return member;
  };
  const apply = (member: TestMember, formAnswers?: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/cases/apply?access_token=${member.token}`,
      payload: {
        member: { memName: '王小明', cellPhone: '0912345678', memClass: 1 },
        order: { productName: '手機', productSpec: 'iPhone 16', appAmount: 24000, appPeriods: 12 },
        ...(formAnswers ? { formAnswers } : {}),
      },
    });

  it('is refused with the form’s message, then kept with the case and shown in the order detail', async () => {
    const member = await applicant();
    const wrong = await apply(member, { orderApplicant: { companyTaxId: '12' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([
      { path: '/formAnswers/orderApplicant/companyTaxId', keyword: 'pattern', message: MESSAGE },
    ]);
    const sent = await apply(member, { orderApplicant: { companyTaxId: '12345678' } });
    expect(sent.statusCode).toBe(201);
    const caseNo = sent.json().result.appCaseNo as string;
    const row = await server.db
      .selectFrom('cases')
      .innerJoin('form_answers', 'form_answers.case_id', 'cases.id')
      .select(['cases.id', 'form_answers.form', 'form_answers.answers_json'])
      .where('cases.case_no', '=', caseNo)
      .executeTakeFirstOrThrow();
    expect([row.form, JSON.parse(row.answers_json)]).toEqual([
      'orderApplicant',
      { companyTaxId: '12345678' },
    ]);
    const session = await issueToken(server.db, 'member', member.id, new Date());
    const detail = await server.app.inject({
      url: `/api/v2/members/cases/${row.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(detail.json().formAnswers).toEqual([
      { form: 'orderApplicant', answers: { companyTaxId: '12345678' } },
    ]);
  });

  it('is kept by the /tmp/user-info draft and given back', async () => {
    const member = await createTestMember(server.ctx, {});
    const url = `/api/v2/tmp/user-info?access_token=${member.token}`;
    const bad = await server.app.inject({
      method: 'PATCH',
      url,
      payload: { memName: '王小明', formAnswers: { orderApplicant: { companyTaxId: 'x' } } },
    });
    expect(bad.statusCode).toBe(422);
    const saved = await server.app.inject({
      method: 'PATCH',
      url,
      payload: { memName: '王小明', formAnswers: { orderApplicant: { companyTaxId: '87654321' } } },
    });
    expect(saved.statusCode).toBe(200);
    const draft = await server.app.inject({ url });
    expect(draft.json().result).toMatchObject({
      memName: '王小明',
      formAnswers: { orderApplicant: { companyTaxId: '87654321' } },
    });
  });
});
