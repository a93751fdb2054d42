/** @jest-environment node */
import sharp from 'sharp';
import { join } from 'node:path';
import { API_ERRORS } from '../../src/server/api-error';
import { readJson, SCHEMAS_DIR } from '../../src/validation/schema-files';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { multipartBody, SAMPLE_PDF, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

describe('older-flow images', () => {
  let server: TestServer;
  let owner: TestMember;
  let stranger: TestMember;
  let caseNo: string;
  let caseId: number;
  let jpeg: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestMember(server.ctx);
    stranger = await createTestMember(server.ctx);
    ({ case_no: caseNo, id: caseId } = await createTestCase(server.ctx, owner.id, { status: 'approved' }));
    jpeg = await sampleJpeg(64, 64);
  });
  afterAll(() => server.stop());

  async function upload(docType: string, query: string, file = { bytes: jpeg, type: 'image/jpeg' }) {
    const body = await multipartBody({}, { field: 'data', name: `${docType}.jpg`, ...file });
    return server.app.inject({ method: 'POST', url: `/api/v2/images/${docType}?${query}`, ...body });
  }
  const filesOf = (where: { member?: number; caseId?: number }, category: string) => {
    let query = server.db.selectFrom('files').selectAll().where('category', '=', category);
    query = where.caseId
      ? query.where('case_id', '=', where.caseId)
      : query.where('member_id', '=', where.member ?? 0).where('case_id', 'is', null);
    return query.execute();
  };

  it("files a member's ID card (200 link that opens); the same type replaces the earlier one", async () => {
    const first = await upload('1_1', `access_token=${owner.token}&docType=1_1`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ link: expect.stringMatching(/^\/api\/v2\/files\/\d+\?expires=/) });
    const opened = await server.app.inject({ method: 'GET', url: first.json().link });
    expect(opened.statusCode).toBe(200);
    const [sent, served] = [await sharp(jpeg).metadata(), await sharp(opened.rawPayload).metadata()];
    expect([served.format, served.width, served.height]).toEqual([sent.format, sent.width, sent.height]);
    await upload('1_1', `access_token=${owner.token}`);
    expect(await filesOf({ member: owner.id }, '1_1')).toHaveLength(1);
  });

  it('files order images on a case: 8 adds up, 10 replaces, a receipt (16) may be a PDF', async () => {
    const query = `access_token=${owner.token}&appCaseNo=${caseNo}`;
    for (const type of ['8', '8', '10', '10']) expect((await upload(type, query)).statusCode).toBe(200);
    expect(await filesOf({ caseId }, '8')).toHaveLength(2);
    expect(await filesOf({ caseId }, '10')).toHaveLength(1);
    // Receipts come once the contract is signed (billing starts then).
    const billed = await createTestCase(server.ctx, owner.id, { status: 'signed' });
    const receipt = await upload('16', `access_token=${owner.token}&appCaseNo=${billed.case_no}`, {
      bytes: SAMPLE_PDF,
      type: 'application/pdf',
    });
    expect(receipt.statusCode).toBe(200);
    expect(await filesOf({ caseId: billed.id }, '21')).toHaveLength(1);
  });

  it('refuses an unknown type, a docType that disagrees, or a case image without a case (400 3012)', async () => {
    for (const res of [
      await upload('2', `access_token=${owner.token}`),
      await upload('1_1', `access_token=${owner.token}&docType=1_2`),
      await upload('7', `access_token=${owner.token}`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('3012');
    }
    for (const type of ['7', '9', '10', '16'])
      expect((await upload(type, `access_token=${owner.token}`)).json().message).toBe(
        '訂單圖檔須指定案件編號（appCaseNo）',
      );
  });

  it('keeps an order file (8) sent before the case with the member, for the application to take along', async () => {
    const res = await upload('8', `access_token=${owner.token}&docType=8`);
    expect(res.statusCode).toBe(200);
    expect(await filesOf({ member: owner.id }, '8')).toHaveLength(1);
  });

  it('takes signatures (9, 10) only while the case may be signed (2015), receipts (16) only once billed (016.404)', async () => {
    const submitted = await createTestCase(server.ctx, owner.id);
    const signed = await createTestCase(server.ctx, owner.id, { status: 'signed' });
    const pdf = { bytes: SAMPLE_PDF, type: 'application/pdf' };
    for (const type of ['9', '10', '19_1'])
      for (const row of [submitted, signed]) {
        const res = await upload(type, `access_token=${owner.token}&appCaseNo=${row.case_no}`);
        expect([type, row.status, res.statusCode, res.json()]).toEqual([
          type,
          row.status,
          400,
          { code: '2015', message: '保證案件已失效，請重新選擇' },
        ]);
      }
    const early = await upload('16', `access_token=${owner.token}&appCaseNo=${submitted.case_no}`, pdf);
    // The very refusal of the newer receipt upload (cases/case-upload-rules.ts, one rule for both).
    const { message } = API_ERRORS.caseNotApproved();
    expect([early.statusCode, early.json()]).toEqual([404, { code: '016.404', message }]);
    const stored = await server.db
      .selectFrom('files')
      .select('category')
      .where('case_id', 'in', [submitted.id, signed.id]);
    expect(await stored.execute()).toEqual([]);
    // A signed case is repaid: its receipts are welcome.
    expect(
      (await upload('16', `access_token=${owner.token}&appCaseNo=${signed.case_no}`, pdf)).statusCode,
    ).toBe(200);
  });

  it("answers 404 014.404 for another member's case, 0004 without a token, 415 for a non-image", async () => {
    const other = await upload('7', `access_token=${stranger.token}&appCaseNo=${caseNo}`);
    expect([other.statusCode, other.json().code]).toEqual([404, '014.404']);
    expect((await upload('3', '')).json().code).toBe('0004');
    const text = await upload('3', `access_token=${owner.token}`, {
      bytes: Buffer.from('hello'),
      type: 'image/jpeg',
    });
    expect([text.statusCode, text.json().code]).toEqual([415, '415']);
  });
});

describe('older-flow draft /tmp/user-info', () => {
  let server: TestServer;
  let owner: TestMember;
  let stranger: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestMember(server.ctx);
    stranger = await createTestMember(server.ctx);
  });
  afterAll(() => server.stop());

  const url = (token: string) => `/api/v2/tmp/user-info?access_token=${token}`;
  const patch = (payload: object, token = owner.token) =>
    server.app.inject({ method: 'PATCH', url: url(token), payload });

  it('starts empty, saves a part (200), and merges the next part with it', async () => {
    const empty = await server.app.inject({ method: 'GET', url: url(owner.token) });
    expect([empty.statusCode, empty.json()]).toEqual([200, { result: null }]);
    const first = await patch({ memName: '王小明', cellPhone: '0912345678' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: { memName: '王小明', cellPhone: '0912345678' } });
    const address = { city: '臺北市', district: '大安區', postalCode: 106, address: '復興南路一段 1 號' };
    await patch({ householdAddress: address, cellPhone: '0987654321', memClass: 2 });
    const saved = await server.app.inject({ method: 'GET', url: url(owner.token) });
    expect(saved.json()).toEqual({
      result: { memName: '王小明', cellPhone: '0987654321', householdAddress: address, memClass: 2 },
    });
  });

  it("keeps members' drafts apart", async () => {
    await patch({ memName: '王小明' });
    const other = await server.app.inject({ method: 'GET', url: url(stranger.token) });
    expect(other.json()).toEqual({ result: null });
  });

  it('refuses a bad field with its zh-TW message, and fields outside the record (passwords)', async () => {
    expect((await patch({ cellPhone: '12345' })).json()).toMatchObject({
      code: '422',
      message: '行動電話 手機格式不符',
    });
    expect((await patch({ password: 'abcd1234' })).json().message).toBe('不允許的欄位：password');
    expect((await patch({ seniority: 400 })).json().message).toBe('年資最多 30 年 11 個月');
  });

  it('asks for a login without a token (0004)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/tmp/user-info' });
    expect([res.statusCode, res.json().code]).toEqual([400, '0004']);
  });

  it('accepts every field of the member-info form (schemas/memberInfo.json)', () => {
    const form = readJson(join(SCHEMAS_DIR, 'memberInfo.json')) as { properties: object };
    const draft = readJson(join(SCHEMAS_DIR, 'api', 'older-user-info.json')) as { properties: object };
    expect(Object.keys(draft.properties)).toEqual(expect.arrayContaining(Object.keys(form.properties)));
  });
});
