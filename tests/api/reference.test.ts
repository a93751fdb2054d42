/**
 * @jest-environment node
 */
import { startTestServer } from './test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('reference data API', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('lists banks by code', async () => {
    const res = await get('/api/v2/members/banks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([{ bankCode: '004', bankName: '臺灣銀行' }]));
  });

  it("lists a bank's branches, filtered by keyword", async () => {
    const all = (await get('/api/v2/members/banks/004/branches')).json() as { branchName: string }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    const some = all[1].branchName.slice(0, 2);
    const filtered = (
      await get(`/api/v2/members/banks/004/branches?keyword=${encodeURIComponent(some)}`)
    ).json() as {
      branchName: string;
    }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThanOrEqual(all.length);
    expect(filtered.every((b) => b.branchName.includes(some))).toBe(true);
  });

  it('finds 台北分行 whether the keyword writes 臺北 or 台北', async () => {
    const names = async (keyword: string) =>
      (
        (await get(`/api/v2/members/banks/005/branches?keyword=${encodeURIComponent(keyword)}`)).json() as {
          branchName: string;
        }[]
      ).map((b) => b.branchName);
    expect(await names('台北')).toContain('台北分行');
    expect(await names('臺北')).toContain('台北分行');
  });

  it('rejects a malformed bank code with 422 and a zh-TW message', async () => {
    const res = await get('/api/v2/members/banks/4x/branches');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: '422', message: '銀行代碼格式不符' });
  });

  it('lists schools and the departments of one school', async () => {
    const schools = (await get('/api/v2/members/schools')).json() as { schoolSerNo: number }[];
    expect(schools.length).toBeGreaterThan(10);
    const res = await get(`/api/v2/members/schools/${schools[0].schoolSerNo}/departments`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('offers different relations to the first and the second contact', async () => {
    const first = (await get('/api/v2/members/contact-relations?isFirstContact=true')).json() as {
      name: string;
    }[];
    const second = (await get('/api/v2/members/contact-relations?isFirstContact=false')).json() as {
      name: string;
    }[];
    expect(first.length).toBeGreaterThan(0);
    expect(second.map((r) => r.name)).toContain('其他');
    expect(first.map((r) => r.name)).not.toEqual(second.map((r) => r.name));
  });

  it('asks for isFirstContact when it is missing, by its title', async () => {
    const res = await get('/api/v2/members/contact-relations');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: '請輸入是否為第一聯絡人',
      details: [{ path: '/isFirstContact', keyword: 'required', message: '請輸入是否為第一聯絡人' }],
    });
  });

  it('rejects an unknown query parameter', async () => {
    const res = await get('/api/v2/members/contact-relations?isFirstContact=true&x=1');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: '422', message: '不允許的欄位：x' });
  });

  it('serves the mid clause with its version', async () => {
    const res = await get('/api/v2/members/mid-clause');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appMidClausever: expect.any(String), content: expect.any(String) });
  });

  it('serves interest plans with their rates, and the career types of a plan', async () => {
    const plans = (await get('/api/v2/interest-plans')).json() as { id: number; interestRates: unknown[] }[];
    expect(plans.length).toBeGreaterThan(2);
    expect(plans.every((p) => p.interestRates.length > 0)).toBe(true);
    const careers = (await get(`/api/v2/interest-plans/${plans[0].id}/career-types`)).json() as {
      id: number;
      name: string;
      restrictedInstallment: boolean;
    }[];
    expect(careers).toEqual(expect.arrayContaining([expect.objectContaining({ id: 6, name: '其他' })]));
    // Only students, police/fire, military and medical careers may take the 36th installment.
    expect(careers.filter((c) => c.restrictedInstallment).map((c) => c.name)).toEqual([
      '學生',
      '職業軍人',
      '警消人員',
      '醫護人員',
    ]);
    expect((await get('/api/v2/interest-plans/9999/career-types')).statusCode).toBe(404);
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await get('/api/v2/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '404' });
  });
});

describe('GET /api/v2/members/is-id-num-existent', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
    await server.db
      .insertInto('members')
      .values({ id_num: 'A123456789', created_at: new Date().toISOString() })
      .execute();
  });
  afterAll(() => server.stop());

  it('rejects a bad checksum with 422 身份證字號錯誤 (the same keyword as the browser)', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/members/is-id-num-existent?idNum=A123456788',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: '422',
      message: '身份證字號錯誤',
      details: [{ path: '/idNum', keyword: 'tw_id', message: '身份證字號錯誤' }],
    });
  });

  it('says whether the ID belongs to a member', async () => {
    const known = await server.app.inject({
      method: 'GET',
      url: '/api/v2/members/is-id-num-existent?idNum=A123456789',
    });
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/v2/members/is-id-num-existent?idNum=Z200000004',
    });
    expect(known.json()).toEqual({ isExistent: true });
    expect(unknown.json()).toEqual({ isExistent: false });
  });
});
