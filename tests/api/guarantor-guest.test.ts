/** @jest-environment node */
import { createTestMember } from './member-session';
import { insertGuarantorCase, insertTestCase } from './guest-fixtures';
import { multipartBody, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';
import { createGuarantor } from '../../src/server/guests/create-guarantor';
import { readJson, SCHEMAS_DIR } from '../../src/validation/schema-files';

/** The address field's title, as the analyst wrote it in the guarantor form (the body is derived from it). */
const ADDRESS_TITLE = (
  readJson(`${SCHEMAS_DIR}/guarantor.json`) as {
    properties: { livingAddress: { properties: { address: { title: string } } } };
  }
).properties.livingAddress.properties.address.title;

const ADDRESS = {
  guarLivingCity: '臺中市',
  guarLivingDistrict: '西屯區',
  guarLivingAddr: '台灣大道三段 99 號 5 樓',
};

describe('guarantor guest flow', () => {
  let server: TestServer;
  let memberId: number;
  let jpeg: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    memberId = (await createTestMember(server.ctx)).id;
    jpeg = await sampleJpeg(64, 64);
  });
  afterAll(() => server.stop());

  const url = (id: string, query = '') => `/api/v2/guests/guarantor/${id}${query}`;
  const get = (id: string, query = '') => server.app.inject({ method: 'GET', url: url(id, query) });
  const patch = (id: string, payload: object) =>
    server.app.inject({ method: 'PATCH', url: url(id), payload });
  const send = (id: string) => server.app.inject({ method: 'POST', url: url(id) });
  async function upload(id: string, fields: Record<string, string>, bytes = jpeg, type = 'image/jpeg') {
    const body = await multipartBody(fields, { name: '簽名.jpg', type, bytes });
    return server.app.inject({ method: 'POST', url: `${url(id)}/files`, ...body });
  }

  describe('GET /guests/guarantor/{id}', () => {
    it('opens by sign path with the guarantor, the plan and a masked applicant', async () => {
      const { caseNo, guarantor } = await insertGuarantorCase(server.ctx, memberId);
      const res = await get(guarantor.signPath);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        caseNo,
        applicantName: '王○明',
        productName: '手機',
        amount: 30000,
        installment: 12,
        monthlyPayment: 2650,
        status: 'pending',
        sentAt: null,
        files: [],
        guarantorInfo: {
          guarNo: guarantor.guarNo,
          guarIdNum: 'A22****781',
          name: '陳美玲',
          relation: '母女',
          cellPhone: '0987654321',
          seniority: 60,
          guarLivingCity: null,
        },
      });
      expect(guarantor.guarNo).toBe(`G${caseNo.slice(2)}`);
    });

    it('opens by guarantor id with the ID number, in either letter case', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      const res = await get(String(guarantor.id), '?idCardNo=a223456781');
      expect(res.statusCode).toBe(200);
      expect(res.json().guarantorInfo.guarNo).toBe(guarantor.guarNo);
    });

    it('answers 404 014.404 for a wrong sign path, an id without or with another ID number', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      for (const res of [
        await get(`${guarantor.signPath.slice(0, -1)}x`),
        await get(String(guarantor.id)),
        await get(String(guarantor.id), '?idCardNo=B223456782'),
        await get('999999', '?idCardNo=A223456781'),
        await get(guarantor.signPath, '?idCardNo=B223456782'),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: '014.404', message: '查無此案件' });
      }
    });

    it('rejects a malformed ID number with 422 身份證字號錯誤', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      const res = await get(String(guarantor.id), '?idCardNo=A223456780');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: '422', message: '身份證字號錯誤' });
    });

    it('closes the link of a cancelled case', async () => {
      const testCase = await insertTestCase(server.ctx, memberId, { status: 'cancelled' });
      const guarantor = await createGuarantor(server.ctx, {
        caseNo: testCase.caseNo,
        idNum: 'A223456781',
        name: '林一',
      });
      expect((await get(guarantor.signPath)).json().code).toBe('014.404');
    });
  });

  describe('PATCH /guests/guarantor/{id}', () => {
    it('saves the living address (204) and shows it with its postal code', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      const res = await patch(guarantor.signPath, ADDRESS);
      expect(res.statusCode).toBe(204);
      expect((await get(guarantor.signPath)).json().guarantorInfo).toMatchObject({
        ...ADDRESS,
        guarLivingPostalCode: 407,
      });
    });

    it('refuses a district of another city, an unknown city, and a missing or long address', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      const wrongPair = await patch(guarantor.signPath, { ...ADDRESS, guarLivingDistrict: '板橋區' });
      expect([wrongPair.statusCode, wrongPair.json().code]).toEqual([422, '3045']);
      const city = await patch(guarantor.signPath, { ...ADDRESS, guarLivingCity: '台中市' });
      expect(city.json()).toMatchObject({ code: '422', message: '請選擇有效的居住縣市' });
      const { guarLivingAddr: _omitted, ...withoutAddr } = ADDRESS;
      expect((await patch(guarantor.signPath, withoutAddr)).json().message).toBe(`請輸入${ADDRESS_TITLE}`);
      const long = await patch(guarantor.signPath, { ...ADDRESS, guarLivingAddr: '路'.repeat(41) });
      expect(long.json().message).toBe(`${ADDRESS_TITLE}最多 40 個字`);
      const empty = await patch(guarantor.signPath, { ...ADDRESS, guarLivingAddr: '' });
      expect(empty.statusCode).toBe(422);
    });

    it('answers 404 014.404 for a wrong sign path', async () => {
      const res = await patch('no-such-path', ADDRESS);
      expect([res.statusCode, res.json().code]).toEqual([404, '014.404']);
    });
  });

  describe('POST /guests/guarantor/{id}/files', () => {
    it('stores a signature (201) whose signed link opens, and replaces it on a second upload', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      const first = await upload(guarantor.signPath, { fileCategoryId: '18' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ fileCategoryId: '18', contentType: 'image/jpeg' });
      expect((await server.app.inject({ method: 'GET', url: first.json().fileUrl })).statusCode).toBe(200);
      const second = await upload(guarantor.signPath, { fileCategoryId: '18' });
      const files = (await get(guarantor.signPath)).json().files as { id: number }[];
      expect(files.map((f) => f.id)).toEqual([second.json().id]);
    });

    it('adds extra files (13) instead of replacing them', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      await upload(guarantor.signPath, { fileCategoryId: '13' });
      await upload(guarantor.signPath, { fileCategoryId: '13' });
      expect((await get(guarantor.signPath)).json().files).toHaveLength(2);
    });

    it('refuses another category or none (400 3012), a non-image (415) and a wrong path (404)', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      for (const fields of [{ fileCategoryId: '4' }, {}] as Record<string, string>[]) {
        const res = await upload(guarantor.signPath, fields);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: '3012', message: '上傳類別錯誤' });
      }
      const text = await upload(guarantor.signPath, { fileCategoryId: '20' }, Buffer.from('not an image'));
      expect([text.statusCode, text.json().code]).toEqual([415, '415']);
      const wrong = await upload('no-such-path', { fileCategoryId: '18' });
      expect([wrong.statusCode, wrong.json().code]).toEqual([404, '014.404']);
      expect((await get(guarantor.signPath)).json().files).toEqual([]);
    });
  });

  describe('POST /guests/guarantor/{id} (send)', () => {
    it('names everything missing, then what is left, then sends (204) and locks the guarantor', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      const empty = await send(guarantor.signPath);
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({
        code: '3042',
        message: '尚未完成：居住地址、保證人合約簽名、保證人本票簽名，請完成後再送出',
      });
      await patch(guarantor.signPath, ADDRESS);
      await upload(guarantor.signPath, { fileCategoryId: '18' });
      const partly = await send(guarantor.signPath);
      expect(partly.json()).toMatchObject({
        code: '3042',
        message: '尚未完成：保證人本票簽名，請完成後再送出',
      });
      await upload(guarantor.signPath, { fileCategoryId: '19' });

      const sent = await send(guarantor.signPath);
      expect(sent.statusCode).toBe(204);
      expect((await get(guarantor.signPath)).json()).toMatchObject({
        status: 'sent',
        sentAt: server.clock.now().toISOString(),
      });
      for (const res of [
        await patch(guarantor.signPath, ADDRESS),
        await upload(guarantor.signPath, { fileCategoryId: '13' }),
        await send(guarantor.signPath),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: '3041', message: '保證人資料已送出，無法再修改或上傳' });
      }
    });

    it('answers 404 014.404 for the right id with a wrong ID number', async () => {
      const { guarantor } = await insertGuarantorCase(server.ctx, memberId);
      const res = await server.app.inject({
        method: 'POST',
        url: url(String(guarantor.id), '?idCardNo=B223456782'),
      });
      expect([res.statusCode, res.json().code]).toEqual([404, '014.404']);
    });
  });
});
