/** @jest-environment node */
import type { Insertable } from 'kysely';
import type { FileTable } from '../../src/server/db/schema';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { multipartBody, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

/** The older order calls (access_token in the query); the older application is in older-apply.test.ts. */
describe('older orders', () => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ uploadMaxBytes: 200_000 });
    alice = await createTestMember(server.ctx, { idNum: 'A123456789' });
    bob = await createTestMember(server.ctx, { idNum: 'B123456780' });
  });
  afterAll(() => server.stop());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    member: TestMember | null = alice,
    payload?: object,
  ) =>
    server.app.inject({
      method,
      url: member ? `${url}${url.includes('?') ? '&' : '?'}access_token=${member.token}` : url,
      payload,
    });
  const caseFile = (caseId: number, category: string, extra: Partial<Insertable<FileTable>> = {}) => ({
    category,
    member_id: null,
    draft_token_hash: null,
    case_id: caseId,
    guarantor_id: null,
    vehicle_loan_id: null,
    storage_key: `2026-11/${category}-${caseId}.png`,
    thumbnail_key: null,
    content_type: 'image/png',
    original_name: `${category}.png`,
    size: 10,
    created_at: server.clock.now().toISOString(),
    ...extra,
  });

  describe('GET /members/orders/list', () => {
    it('lists every case of the member, finished ones too', async () => {
      const member = await createTestMember(server.ctx, { idNum: 'C123456781' });
      const open = await createTestCase(server.ctx, member.id);
      const done = await createTestCase(server.ctx, member.id, { status: 'cancelled' });
      await createTestCase(server.ctx, bob.id);
      const res = await call('GET', '/api/v2/members/orders/list', member);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .result.map((c: { caseNo: string }) => c.caseNo)
          .sort(),
      ).toEqual([open.case_no, done.case_no].sort());
      expect(res.json().result.find((c: { id: number }) => c.id === done.id)).toMatchObject({
        status: 'cancelled',
        statusLabel: '已取消',
        caseSerNo: done.id,
      });
    });

    it('answers 0004 without a token and 0005 for an unknown one', async () => {
      expect((await call('GET', '/api/v2/members/orders/list', null)).json()).toEqual({
        code: '0004',
        message: '請先登入會員',
      });
      const bad = await server.app.inject({
        method: 'GET',
        url: '/api/v2/members/orders/list?access_token=nope',
      });
      expect([bad.statusCode, bad.json().code]).toEqual([400, '0005']);
    });
  });

  describe('GET /members/orders/detail', () => {
    it('gives the case view with signed links to each document, null where none', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'id_verified' });
      await server.db
        .insertInto('files')
        .values([
          caseFile(row.id, '18'),
          caseFile(row.id, '7'),
          caseFile(row.id, '13'),
          caseFile(row.id, '13'),
        ])
        .execute();
      const guarantor = await server.db
        .insertInto('guarantors')
        .values({
          case_id: row.id,
          guar_no: `G${row.id}`,
          id_num: 'D123456782',
          sign_path: `path-${row.id}`,
          info_json: JSON.stringify({ name: '陳保證' }),
          living_city: '臺北市',
          living_district: '大安區',
          living_addr: '忠孝東路 1 號',
          status: 'sent',
          created_at: server.clock.now().toISOString(),
          sent_at: server.clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('files')
        .values([
          caseFile(row.id, '19', { case_id: null, guarantor_id: guarantor.id }),
          caseFile(row.id, '13', { case_id: null, guarantor_id: guarantor.id }),
        ])
        .execute();
      const res = await call('GET', `/api/v2/members/orders/detail?appCaseNo=${row.case_no}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json().result;
      const link = expect.stringMatching(/^\/api\/v2\/files\/\d+\?expires=\d+&signature=/);
      expect(detail).toMatchObject({
        caseNo: row.case_no,
        status: 'id_verified',
        appContractSign: link,
        appPromiseNoteSign: null,
        appDeclarImg: link,
        appNoticeIdVerifyPortrait: null,
        extDocsImg: [link, link],
        caseFilenames: [],
        guarContractSign: null,
        guarPromiseNoteSign: link,
        guarantorFiles: [link],
        extGuarLinkStatus: 1,
        guarantorInfo: { name: '陳保證', guarNo: `G${row.id}`, guarLivingCity: '臺北市' },
      });
    });

    it('answers null guarantor fields for a case without a guarantor', async () => {
      const row = await createTestCase(server.ctx, alice.id);
      const detail = (await call('GET', `/api/v2/members/orders/detail?appCaseNo=${row.case_no}`)).json()
        .result;
      expect(detail).toMatchObject({ guarantorInfo: null, extGuarLinkStatus: null, guarantorFiles: [] });
    });

    it('asks for the case number when it is missing (422)', async () => {
      const res = await call('GET', '/api/v2/members/orders/detail');
      expect([res.statusCode, res.json().message]).toEqual([422, '請輸入案件編號']);
    });
  });

  describe('PUT /members/orders/id-verify', () => {
    it('moves an approved case to id_verified once, then answers 2015', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      const url = `/api/v2/members/orders/id-verify?appCaseNo=${row.case_no}`;
      const res = await call('PUT', url);
      expect([res.statusCode, res.json()]).toEqual([200, { message: 'ok.' }]);
      const stored = await server.db
        .selectFrom('cases')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirst();
      expect(stored?.status).toBe('id_verified');
      expect(JSON.parse(stored?.id_verify_json ?? '{}')).toMatchObject({ passbookBankCode: '812' });
      const again = await call('PUT', url);
      expect([again.statusCode, again.json().code]).toEqual([400, '2015']);
    });
  });

  describe('GET /members/apply-cases/{id}/declaration', () => {
    it('names the applicant (ID masked) and the case in zh-TW', async () => {
      const row = await createTestCase(server.ctx, alice.id);
      const res = await call('GET', `/api/v2/members/apply-cases/${row.id}/declaration`);
      expect(res.statusCode).toBe(200);
      const { title, content, caseNo } = res.json();
      expect(caseNo).toBe(row.case_no);
      expect(title).toContain(row.case_no);
      expect(content).toContain('本人王小明（身分證字號 A12****789）');
      expect(content).toContain(`案件編號 ${row.case_no}`);
      expect(content).not.toContain('A123456789');
      // The first period carries the fee: the declaration says so beside 每期.
      const money = (n: number) => n.toLocaleString('en-US');
      expect(row.service_fee).toBeGreaterThan(0);
      expect(content).toContain(
        `每期應繳新臺幣 ${money(row.monthly_payment)} 元，首期另含手續費新臺幣 ${money(row.service_fee)} 元（首期合計新臺幣 ${money(row.monthly_payment + row.service_fee)} 元）。`,
      );
    });

    it('accepts the token as a Bearer header as well', async () => {
      const row = await createTestCase(server.ctx, alice.id);
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/v2/members/apply-cases/${row.id}/declaration`,
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('POST /members/tmp-case-file', () => {
    const send = async (fields: Record<string, string>, member: TestMember = alice, bytes?: Buffer) => {
      const body = await multipartBody(fields, {
        name: '在職證明.jpg',
        type: 'image/jpeg',
        bytes: bytes ?? (await sampleJpeg()),
      });
      return server.app.inject({
        method: 'POST',
        url: `/api/v2/members/tmp-case-file?access_token=${member.token}`,
        payload: body.payload,
        headers: body.headers,
      });
    };

    it('stores a supplementary file on the case (200 {filename}), listed in the detail', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'supplement' });
      const res = await send({ appCaseNo: row.case_no });
      expect([res.statusCode, res.json()]).toEqual([200, { filename: '在職證明.jpg' }]);
      const detail = (await call('GET', `/api/v2/members/orders/detail?appCaseNo=${row.case_no}`)).json()
        .result;
      expect(detail.caseFilenames).toEqual([{ filename: '在職證明.jpg', fileUrl: expect.any(String) }]);
      const file = await server.app.inject({ method: 'GET', url: detail.caseFilenames[0].fileUrl });
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
    });

    it('answers 3014 without a case number, 3013 once the case left review, 415 for text', async () => {
      expect((await send({})).json().code).toBe('3014');
      const approved = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      expect((await send({ appCaseNo: approved.case_no })).json()).toEqual({
        code: '3013',
        message: '此案件目前無法上傳補充文件',
      });
      const row = await createTestCase(server.ctx, alice.id);
      const text = await send({ appCaseNo: row.case_no }, alice, Buffer.from('plain text'));
      expect([text.statusCode, text.json().code]).toEqual([415, '415']);
    });
  });

  describe('GET /members/images/receipt', () => {
    it('lists the payment receipts of the case', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'repaying' });
      await server.db
        .insertInto('files')
        .values([caseFile(row.id, '21'), caseFile(row.id, '16')])
        .execute();
      const res = await call('GET', `/api/v2/members/images/receipt?appCaseNo=${row.case_no}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual([expect.objectContaining({ fileCategoryId: '21', name: '21.png' })]);
    });
  });

  it("answers 014.404 on every order call when member B names member A's case", async () => {
    const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
    const calls: ['GET' | 'PUT', string][] = [
      ['GET', `/api/v2/members/orders/detail?appCaseNo=${row.case_no}`],
      ['PUT', `/api/v2/members/orders/id-verify?appCaseNo=${row.case_no}`],
      ['GET', `/api/v2/members/apply-cases/${row.id}/declaration`],
      ['GET', `/api/v2/members/images/receipt?appCaseNo=${row.case_no}`],
    ];
    for (const [method, url] of calls) {
      const res = await call(method, url, bob);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { code: '014.404', message: '查無此案件' },
      ]);
    }
    const body = await multipartBody(
      { appCaseNo: row.case_no },
      { name: 'x.jpg', type: 'image/jpeg', bytes: await sampleJpeg() },
    );
    const upload = await server.app.inject({
      method: 'POST',
      url: `/api/v2/members/tmp-case-file?access_token=${bob.token}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect([upload.statusCode, upload.json().code]).toEqual([404, '014.404']);
    const unchanged = await server.db
      .selectFrom('cases')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirst();
    expect(unchanged?.status).toBe('approved');
    const lists = (await call('GET', '/api/v2/members/orders/list', bob)).json().result as { id: number }[];
    expect(lists.some((c) => c.id === row.id)).toBe(false);
  });
});
