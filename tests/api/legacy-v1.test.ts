/** @jest-environment node */
import { startTestServer, type TestServer } from './test-server';

const V1_ERROR = { code: '9100', message: '系統參數有誤，請連絡相關人員協助您處理。' };

describe('legacy v1 reference API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const get = (url: string) => server.app.inject({ method: 'GET', url: `/api/v1/info/index/${url}` });
  const data = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
    return res.json().data as Record<string, unknown>[];
  };

  it('serves banks, branches of a bank, schools and departments of a school', async () => {
    expect(await data('bank')).toEqual(expect.arrayContaining([{ bankCode: '004', bankName: '臺灣銀行' }]));
    const branches = await data('bank_branch?bankCode=004');
    expect(branches.length).toBeGreaterThan(0);
    expect(branches[0]).toEqual({
      branchCode: expect.stringMatching(/^004/),
      branchName: expect.any(String),
    });
    const schools = await data('school');
    expect(schools[0]).toEqual({ schoolSerNo: 1, schoolName: '國立臺灣大學' });
    const departments = await data('school_department?schoolSerNo=1');
    expect(departments).toEqual(
      expect.arrayContaining([{ schoolDepNo: 101, schoolDepName: '資訊工程學系' }]),
    );
  });

  it('serves careers and contact relations', async () => {
    expect(await data('career')).toEqual(expect.arrayContaining([{ id: 6, name: '其他' }]));
    const relations = await data('contact_relation');
    expect(relations).toEqual(expect.arrayContaining([{ id: 1, name: '父母', isFirstContact: 1 }]));
    expect(relations.some((r) => r.isFirstContact === 0)).toBe(true);
  });

  it('serves the 22 cities, the districts of a city, and the fixed option lists', async () => {
    const cities = await data('city');
    expect(cities).toHaveLength(22);
    expect(cities[0]).toEqual({ name: '臺北市' });
    expect(await data(`district?city=${encodeURIComponent('臺北市')}`)).toEqual(
      expect.arrayContaining([{ name: '大安區', postalCode: 106 }]),
    );
    const locations = await data('id_issue_location');
    expect(locations.length).toBeGreaterThanOrEqual(27);
    expect(locations).toEqual(expect.arrayContaining([{ name: '北市' }, { name: '連江' }]));
    const degrees = await data('education_degree');
    expect(degrees).toHaveLength(12);
    expect(degrees[11]).toEqual({ id: 12, name: '博士以上' });
    expect(await data('collegeSystem')).toEqual([
      { id: 1, name: '日間部' },
      { id: 2, name: '夜間部' },
      { id: 3, name: '進修部' },
    ]);
  });

  it('answers an unknown type with 422 9100 and the type in the details', async () => {
    const res = await get('planets');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      ...V1_ERROR,
      details: [{ path: '/type', keyword: 'enum', message: '未知的參考資料類別：planets' }],
    });
  });

  it('answers a missing, malformed or unknown parameter with 422 9100', async () => {
    const missing = await get('bank_branch');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      ...V1_ERROR,
      details: [{ path: '/bankCode', keyword: 'required', message: '請輸入銀行代碼' }],
    });
    for (const url of [
      'bank_branch?bankCode=4x',
      'school_department',
      'school_department?schoolSerNo=abc',
      `district?city=${encodeURIComponent('台北市')}`,
      'district',
      'bank?extra=1',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 422, '9100']);
      expect(res.json().message).toBe(V1_ERROR.message);
    }
  });

  it('leaves the v2 error replies as they are', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/members/banks/4x/branches' });
    expect([res.statusCode, res.json().code]).toEqual([422, '422']);
  });
});
