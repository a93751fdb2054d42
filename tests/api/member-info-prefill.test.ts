/** @jest-environment node */
import { demoApplicant, DEMO_MEMBERS } from '../../src/server/demo/demo-people';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/*
 * 基本資料 starts from what the member already told us. GET /members/basic-info fills
 * each field the member never saved from the applicant data of their newest case, as far as the
 * form accepts it, and names that case; saved fields win; nothing is stored until they save.
 */
describe('member basic info filled from the newest case', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
  });
  afterAll(() => server.stop());

  const basicInfo = (token: string) =>
    server.app.inject({ method: 'GET', url: `/api/v2/members/basic-info?access_token=${token}` });
  const saveInfo = (token: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PUT', url: `/api/v2/members/info?access_token=${token}`, payload });
  const login = async (idNum: string, passwd: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: `/api/v2/members/login?idNum=${idNum}`,
        payload: { passwd },
      })
    ).json<{ token: string }>().token;
  /** A member with one case whose applicant block is `applicant`. */
  const memberWithCase = async (idNum: string, applicant: Record<string, unknown>): Promise<TestMember> => {
    const member = await createTestMember(server.ctx, { idNum, email: `${idNum}@example.com` });
    const row = await createTestCase(server.ctx, member.id);
    await server.db
      .updateTable('cases')
      .set({ applicant_json: JSON.stringify(applicant) })
      .where('id', '=', row.id)
      .execute();
    return member;
  };
  /** The record as the member-info form sends it back (read-only fields dropped). */
  const formData = (record: Record<string, unknown>) => {
    const { memIdNum: _id, isEmailVerified: _v, isLineLinked: _l, filledFromCaseNo: _c, ...rest } = record;
    return rest;
  };

  it("fills 王大明's address, 婚姻狀況, 身分類別 and both contacts from his newest case, so a new LINE ID alone saves", async () => {
    const [ming] = DEMO_MEMBERS;
    const token = await login(ming.idNum, ming.password);
    const newest = await server.db
      .selectFrom('cases')
      .innerJoin('members', 'members.id', 'cases.member_id')
      .select('cases.case_no')
      .where('members.id_num', '=', ming.idNum)
      .orderBy('cases.created_at', 'desc')
      .orderBy('cases.id', 'desc')
      .executeTakeFirstOrThrow();
    const record = (await basicInfo(token)).json();
    expect(record).toMatchObject({
      memName: '王大明',
      householdAddress: {
        city: '臺北市',
        district: '大安區',
        postalCode: 106,
        address: '復興南路一段 390 號 5 樓',
      },
      mailingAddress: { city: '臺北市', district: '大安區', postalCode: 106 },
      allowCreditCheckTime: { period: 'afternoon', slot: '13-15' },
      maritalStatus: 1,
      memClass: 1,
      companyName: '大安資訊股份有限公司',
      seniority: 38,
      firstContact: { name: '王建國', relationId: 2, cellPhone: '0922333444', isSecret: false },
      secondContact: { name: '陳怡君', relationId: 16, cellPhone: '0933444555', isSecret: true },
      filledFromCaseNo: newest.case_no,
    });

    const saved = await saveInfo(token, { ...formData(record), memLineId: 'daming.wang' });
    expect([saved.statusCode, saved.json()]).toEqual([200, { message: 'ok.' }]);
    const after = (await basicInfo(token)).json();
    expect(after).toMatchObject({
      memLineId: 'daming.wang',
      memClass: 1,
      householdAddress: { city: '臺北市' },
    });
    expect(after).not.toHaveProperty('filledFromCaseNo'); // everything is the member's own now
  });

  it('keeps what the member saved and fills only the rest', async () => {
    const member = await memberWithCase('C123456781', demoApplicant(DEMO_MEMBERS[0]));
    const saved = { city: '新北市', district: '板橋區', postalCode: 220, address: '文化路一段 1 號' };
    await server.db
      .updateTable('members')
      .set({ profile_json: JSON.stringify({ householdAddress: saved, maritalStatus: 2 }) })
      .where('id', '=', member.id)
      .execute();
    const record = (await basicInfo(member.token)).json();
    expect(record).toMatchObject({
      householdAddress: saved,
      maritalStatus: 2,
      memClass: 1,
      memName: '王小明',
    });
    expect(record.email).toBe('C123456781@example.com');
  });

  it('leaves out what the form would refuse, keeping the rest of a contact', async () => {
    const member = await memberWithCase('D123456782', {
      ...demoApplicant(DEMO_MEMBERS[0]),
      careerTypeId: 9,
      permanentCity: '臺北市臺北市臺北市',
      firstContact: { name: '王建國', contactRelationId: 2, cellPhone: '12345', isSecret: false },
    });
    const record = (await basicInfo(member.token)).json();
    expect(record).not.toHaveProperty('memClass');
    expect(record.householdAddress).toEqual({
      district: '大安區',
      postalCode: 106,
      address: '復興南路一段 390 號 5 樓',
    });
    expect(record.firstContact).toEqual({ name: '王建國', relationId: 2, isSecret: false });
    expect(record.maritalStatus).toBe(1);
  });

  it("reads an older-flow case's member record", async () => {
    const member = await memberWithCase('E123456783', {
      name: '王小明',
      member: {
        memName: '王小明',
        cellPhone: '0912345678',
        householdAddress: {
          city: '臺中市',
          district: '西屯區',
          postalNo: 407,
          address: '臺灣大道三段 99 號',
        },
        allowCreditCheckTime: 'other',
        allowCreditCheckTimeOther: '平日晚上',
        memClass: 2,
        schoolSystem: 1,
        schoolGrade: 3,
        companyExt: '123',
        firstContact: { name: '王媽媽', relation: '母親', cellPhone: '0922333444' },
      },
      order: { productName: 'iPhone' },
    });
    const record = (await basicInfo(member.token)).json();
    expect(record).toMatchObject({
      householdAddress: {
        city: '臺中市',
        district: '西屯區',
        postalCode: 407,
        address: '臺灣大道三段 99 號',
      },
      allowCreditCheckTime: { period: 'other', slot: '平日晚上' },
      memClass: 2,
      collegeSystem: 1,
      grade: 3,
      companyExtension: '123',
      firstContact: { name: '王媽媽', cellPhone: '0922333444' },
    });
  });

  it('answers the record alone when the member has no case', async () => {
    const member = await createTestMember(server.ctx, { idNum: 'F123456784', email: 'f@example.com' });
    const record = (await basicInfo(member.token)).json();
    expect(record).not.toHaveProperty('filledFromCaseNo');
    expect(record).not.toHaveProperty('householdAddress');
  });
});
