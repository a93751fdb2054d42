/** @jest-environment node */
import { addGuarantor } from '../../tools/ops/add-guarantor';
import { createTestMember } from './member-session';
import { insertTestCase } from './guest-fixtures';
import { startTestServer, type TestServer } from './test-server';

describe('ops add-guarantor', () => {
  let server: TestServer;
  let memberId: number;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://fenqi.example' });
    memberId = (await createTestMember(server.ctx)).id;
  });
  afterAll(() => server.stop());

  it('adds a guarantor with details and address, and prints a working guest link', async () => {
    const { caseNo } = await insertTestCase(server.ctx, memberId);
    const lines = await addGuarantor.run(server.ctx, [
      caseNo,
      'b223456782',
      '張志明',
      '父子',
      'cellPhone=0911000111',
      'seniority=30',
      'isPayrollAccount=true',
      'idIssueLocation=北市',
      'livingCity=臺北市',
      'livingDistrict=信義區',
      'livingAddr=市府路 1 號',
    ]);
    const signPath = lines.find((l) => l.startsWith('sign path: '))?.slice('sign path: '.length) ?? '';
    expect(signPath).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lines[0]).toBe(`${caseNo}: guarantor G${caseNo.slice(2)} (id 1) added`);
    expect(lines).toContain(`guest page: https://fenqi.example/member/guarantor?signPath=${signPath}`);
    const res = await server.app.inject({ method: 'GET', url: `/api/v2/guests/guarantor/${signPath}` });
    expect(res.json().guarantorInfo).toMatchObject({
      name: '張志明',
      relation: '父子',
      cellPhone: '0911000111',
      seniority: 30,
      isPayrollAccount: true,
      isCompanyInsured: null,
      idIssueLocation: '北市',
      guarLivingCity: '臺北市',
      guarLivingPostalCode: 110,
      createdAt: server.clock.now().toISOString(),
    });
    const row = await server.db.selectFrom('guarantors').selectAll().executeTakeFirstOrThrow();
    expect([row.id_num, row.status]).toEqual(['B223456782', 'pending']);
  });

  it('numbers a second guarantor of the same case -2 and refuses the same person twice', async () => {
    const { caseNo } = await insertTestCase(server.ctx, memberId);
    await addGuarantor.run(server.ctx, [caseNo, 'A223456781', '林一']);
    const second = await addGuarantor.run(server.ctx, [caseNo, 'B223456782', '林二']);
    expect(second[0]).toContain(`G${caseNo.slice(2)}-2`);
    await expect(addGuarantor.run(server.ctx, [caseNo, 'A223456781', '林一'])).rejects.toThrow(
      '已有此保證人',
    );
  });

  it('refuses bad input with a clear message', async () => {
    const { caseNo } = await insertTestCase(server.ctx, memberId);
    await expect(addGuarantor.run(server.ctx, [caseNo])).rejects.toThrow('usage: add-guarantor');
    await expect(addGuarantor.run(server.ctx, ['FQ404', 'A223456781', '林一'])).rejects.toThrow(
      '查無案件 FQ404',
    );
    await expect(addGuarantor.run(server.ctx, [caseNo, 'A223456780', '林一'])).rejects.toThrow('身分證字號');
    await expect(
      addGuarantor.run(server.ctx, [caseNo, 'A223456781', '林一', 'cellPhone=123']),
    ).rejects.toThrow('cellPhone 應為09 開頭的 10 碼手機號碼');
    await expect(addGuarantor.run(server.ctx, [caseNo, 'A223456781', '林一', 'shoeSize=42'])).rejects.toThrow(
      '未知的保證人欄位 shoeSize',
    );
    await expect(
      addGuarantor.run(server.ctx, [
        caseNo,
        'A223456781',
        '林一',
        'livingCity=臺北市',
        'livingDistrict=板橋區',
        'livingAddr=x',
      ]),
    ).rejects.toThrow('居住地址不正確');
    await expect(
      addGuarantor.run(server.ctx, [caseNo, 'A223456781', '林一', 'livingCity=臺北市']),
    ).rejects.toThrow('go together');
    expect(
      await server.db
        .selectFrom('guarantors')
        .select('id')
        .where('guar_no', 'like', `G${caseNo.slice(2)}%`)
        .execute(),
    ).toEqual([]);
  });
});
