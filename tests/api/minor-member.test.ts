/** @jest-environment node */
import { createTestMember, type TestMember } from './member-session';
import { insertTestCase } from './guest-fixtures';
import { startTestServer, type TestServer } from './test-server';

/** Filed at 01:00 on 15 June 2025 in Taipei (still 14 June in UTC). */
const FILED_AT = new Date('2025-06-14T17:00:00Z');

describe('minor member guardians', () => {
  let server: TestServer;
  let owner: TestMember;
  let stranger: TestMember;
  let minorCaseNo: string;
  let adultCaseNo: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestMember(server.ctx);
    stranger = await createTestMember(server.ctx);
    // 18 tomorrow (Taipei): a minor when filing.
    minorCaseNo = (
      await insertTestCase(server.ctx, owner.id, {
        createdAt: FILED_AT,
        applicant: { name: '李小華', birthDate: '2007-06-16' },
      })
    ).caseNo;
    // 18 that very Taipei day: an adult.
    adultCaseNo = (
      await insertTestCase(server.ctx, owner.id, {
        createdAt: FILED_AT,
        applicant: { birthDate: '2007-06-15' },
      })
    ).caseNo;
  });
  afterAll(() => server.stop());

  const url = (caseNo: string, token = owner.token) =>
    `/api/v2/members/minor/detail?access_token=${token}&appCaseNo=${caseNo}`;
  const get = (caseNo: string, token?: string) =>
    server.app.inject({ method: 'GET', url: url(caseNo, token) });
  const put = (caseNo: string, payload: object, token?: string) =>
    server.app.inject({ method: 'PUT', url: url(caseNo, token), payload });

  it('GET: a minor case gives the applicant and empty guardian phones', async () => {
    const res = await get(minorCaseNo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        appCaseNo: minorCaseNo,
        applicantName: '李小華',
        appMinorFaday1Cellphone: null,
        appMinorFaday2Cellphone: null,
      },
    });
  });

  it('GET: an applicant 18 on the Taipei filing day is an adult (result null)', async () => {
    const res = await get(adultCaseNo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: null });
  });

  it('PUT: saves the phones (ok.), and saving again replaces them', async () => {
    const res = await put(minorCaseNo, {
      appMinorFaday1Cellphone: '0911222333',
      appMinorFaday2Cellphone: '0922333444',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ok.' });
    expect((await get(minorCaseNo)).json().result).toMatchObject({
      appMinorFaday1Cellphone: '0911222333',
      appMinorFaday2Cellphone: '0922333444',
    });
    await put(minorCaseNo, { appMinorFaday1Cellphone: '0933444555', appMinorFaday2Cellphone: '' });
    expect((await get(minorCaseNo)).json().result).toMatchObject({
      appMinorFaday1Cellphone: '0933444555',
      appMinorFaday2Cellphone: null,
    });
  });

  it('PUT: refuses a missing or malformed phone with the field named (422)', async () => {
    expect((await put(minorCaseNo, {})).json()).toMatchObject({
      code: '422',
      message: '請輸入法定代理人手機',
    });
    expect((await put(minorCaseNo, { appMinorFaday1Cellphone: '0211223344' })).json().message).toBe(
      '法定代理人手機 手機格式不符',
    );
    const second = await put(minorCaseNo, {
      appMinorFaday1Cellphone: '0911222333',
      appMinorFaday2Cellphone: '12345',
    });
    expect(second.json().message).toBe('第二位法定代理人手機 手機格式不符');
  });

  it('PUT: refuses an adult case with 400 3044', async () => {
    const res = await put(adultCaseNo, { appMinorFaday1Cellphone: '0911222333' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: '3044',
      message: '此案件申請人於申請時已成年，無須填寫法定代理人資料',
    });
  });

  it("answers 404 014.404 for another member's case, and 0004 without a token", async () => {
    for (const res of [
      await get(minorCaseNo, stranger.token),
      await put(minorCaseNo, { appMinorFaday1Cellphone: '0911222333' }, stranger.token),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, '014.404']);
    }
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/v2/members/minor/detail?appCaseNo=${minorCaseNo}`,
    });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([400, '0004']);
    const noCase = await server.app.inject({
      method: 'GET',
      url: `/api/v2/members/minor/detail?access_token=${owner.token}`,
    });
    expect(noCase.json()).toMatchObject({ code: '422', message: '請輸入案件編號' });
  });
});
