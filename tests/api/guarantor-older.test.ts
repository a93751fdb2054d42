/** @jest-environment node */
import { createTestMember } from './member-session';
import { insertGuarantorCase, insertTestCase } from './guest-fixtures';
import { multipartBody, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

const ADDRESS = { guarLivingCity: '高雄市', guarLivingDistrict: '苓雅區', guarLivingAddr: '四維三路 2 號' };
const ID = 'A223456781';

describe('older guarantor flow', () => {
  let server: TestServer;
  let memberId: number;
  let jpeg: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    memberId = (await createTestMember(server.ctx)).id;
    jpeg = await sampleJpeg(64, 64);
  });
  afterAll(() => server.stop());

  const detail = (caseNo: string, id = ID) =>
    server.app.inject({ method: 'GET', url: `/api/v2/guarantor/order/detail/${id}?appCaseNo=${caseNo}` });
  const info = (method: 'GET' | 'PUT', caseNo: string, id = ID, payload?: object) =>
    server.app.inject({ method, url: `/api/v2/guarantor/info?appCaseNo=${caseNo}&id=${id}`, payload });
  async function image(type: string, caseNo: string, id = ID) {
    const body = await multipartBody(
      {},
      { field: 'data', name: 'sign.jpg', type: 'image/jpeg', bytes: jpeg },
    );
    return server.app.inject({
      method: 'POST',
      url: `/api/v2/guarantor/images/${type}?appCaseNo=${caseNo}&id=${id}`,
      ...body,
    });
  }

  it('GET order detail: the guarantor with the ID number masked, no signatures yet, link status 0', async () => {
    const { caseNo, guarantor } = await insertGuarantorCase(server.ctx, memberId);
    const res = await detail(caseNo, 'a223456781');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      guarContractSign: null,
      guarPromiseNoteSign: null,
      guarantorFiles: [],
      extGuarLinkStatus: 0,
      guarantorInfo: expect.objectContaining({
        guarNo: guarantor.guarNo,
        guarIdNum: 'A22****781',
        name: '陳美玲',
      }),
    });
  });

  it('answers 404 014.404 for another case number or another ID number, 422 for a malformed one', async () => {
    const { caseNo } = await insertGuarantorCase(server.ctx, memberId);
    const other = await insertTestCase(server.ctx, memberId);
    for (const res of [
      await detail(other.caseNo),
      await detail(caseNo, 'B223456782'),
      await info('GET', 'FQ0', ID),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('014.404');
    }
    const bad = await detail(caseNo, 'A223456780');
    expect(bad.json()).toMatchObject({ code: '422', message: '身份證字號錯誤' });
    const missing = await server.app.inject({ method: 'GET', url: `/api/v2/guarantor/info?id=${ID}` });
    expect(missing.json()).toMatchObject({ code: '422', message: '請輸入案件編號' });
  });

  it('GET and PUT /guarantor/info: reads the info and saves the living address (ok.)', async () => {
    const { caseNo } = await insertGuarantorCase(server.ctx, memberId);
    const before = await info('GET', caseNo);
    expect(before.statusCode).toBe(200);
    expect(before.json().result).toMatchObject({ guarIdNum: 'A22****781', guarLivingAddr: null });
    const put = await info('PUT', caseNo, ID, ADDRESS);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ message: 'ok.' });
    expect((await info('GET', caseNo)).json().result).toMatchObject({
      ...ADDRESS,
      guarLivingPostalCode: 802,
    });
    const bad = await info('PUT', caseNo, ID, { ...ADDRESS, extra: 1 });
    expect(bad.json()).toMatchObject({ code: '422', message: '不允許的欄位：extra' });
    const wrongCase = await info('PUT', 'FQ0', ID, ADDRESS);
    expect(wrongCase.json().code).toBe('014.404');
  });

  it('POST /guarantor/images/{type}: 13 contract and 12 promissory note replace, 15 extra files add up', async () => {
    const { caseNo } = await insertGuarantorCase(server.ctx, memberId);
    const contract = await image('13', caseNo);
    expect(contract.statusCode).toBe(200);
    expect(contract.json().link).toMatch(/^\/api\/v2\/files\/\d+\?expires=\d+&signature=/);
    await image('13', caseNo);
    await image('12', caseNo);
    await image('15', caseNo);
    await image('15', caseNo);
    const res = (await detail(caseNo)).json();
    expect(res.guarContractSign).toEqual(expect.any(String));
    expect(res.guarPromiseNoteSign).toEqual(expect.any(String));
    expect(res.guarantorFiles).toHaveLength(2);
    const rows = await server.db
      .selectFrom('files')
      .select('category')
      .where('guarantor_id', 'is not', null)
      .execute();
    expect(rows.filter((r) => r.category === '18')).toHaveLength(1);
  });

  it('refuses an unknown image type (400 3012) and a wrong guarantor (404)', async () => {
    const { caseNo } = await insertGuarantorCase(server.ctx, memberId);
    expect((await image('14', caseNo)).json()).toEqual({ code: '3012', message: '上傳類別錯誤' });
    expect((await image('13', caseNo, 'B223456782')).json().code).toBe('014.404');
  });

  it('shares the guarantor with the guest flow: once sent, status 1 and read-only (3041)', async () => {
    const { caseNo, guarantor } = await insertGuarantorCase(server.ctx, memberId);
    await info('PUT', caseNo, ID, ADDRESS);
    await image('13', caseNo);
    await image('12', caseNo);
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/v2/guests/guarantor/${guarantor.signPath}`,
    });
    expect(sent.statusCode).toBe(204);
    expect((await detail(caseNo)).json().extGuarLinkStatus).toBe(1);
    expect((await info('PUT', caseNo, ID, ADDRESS)).json().code).toBe('3041');
    const late = await image('15', caseNo);
    expect([late.statusCode, late.json().code]).toEqual([400, '3041']);
  });
});
