/** @jest-environment node */
import { SYSTEM_ACTOR } from '../../src/server/audit/case-actor';
import { issueToken } from '../../src/server/auth/tokens';
import { CaseTransitionError, transitionCase } from '../../src/server/cases/case-lifecycle';
import { quoteInstallments } from '../../src/server/cases/installment-calculation';
import { createTestCase, TEST_APPLICANT } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { multipartBody, SAMPLE_PDF, sampleJpeg, samplePng } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

type Member = TestMember;

/** The member case routes of spec §7 (Bearer) and the case lifecycle behind them. */
describe('member cases', () => {
  let server: TestServer;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    server = await startTestServer({ uploadMaxBytes: 200_000 });
    alice = await createTestMember(server.ctx);
    bob = await createTestMember(server.ctx);
  });
  afterAll(() => server.stop());

  const get = (url: string, member: Member | null = alice) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: member ? { authorization: `Bearer ${member.token}` } : {},
    });
  const post = (url: string, payload: object, member: Member = alice) =>
    server.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${member.token}` } });
  const upload = async (
    url: string,
    fields: Record<string, string>,
    file: { name: string; type: string; bytes: Buffer },
    member: Member = alice,
  ) => {
    const body = await multipartBody(fields, file);
    return server.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${member.token}` },
    });
  };
  const events = (caseId: number) =>
    server.db.selectFrom('case_events').selectAll().where('case_id', '=', caseId).orderBy('id').execute();

  describe('lifecycle', () => {
    it('moves a case along allowed transitions, keeping the note and writing each event', async () => {
      const row = await createTestCase(server.ctx, alice.id);
      await transitionCase(server.ctx, row.id, 'reviewing', SYSTEM_ACTOR);
      await transitionCase(server.ctx, row.id, 'supplement', SYSTEM_ACTOR, '請補上傳存摺封面');
      const moved = await transitionCase(server.ctx, row.id, 'reviewing', SYSTEM_ACTOR);
      expect(moved.status).toBe('reviewing');
      const supplement = await server.db
        .selectFrom('cases')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirst();
      expect(supplement?.status_note).toBeNull();
      expect((await events(row.id)).map((e) => [e.from_status, e.to_status, e.note])).toEqual([
        [null, 'submitted', null],
        ['submitted', 'reviewing', null],
        ['reviewing', 'supplement', '請補上傳存摺封面'],
        ['supplement', 'reviewing', null],
      ]);
    });

    it('refuses a transition the lifecycle does not allow, changing nothing', async () => {
      const row = await createTestCase(server.ctx, alice.id);
      await expect(transitionCase(server.ctx, row.id, 'signed', SYSTEM_ACTOR)).rejects.toBeInstanceOf(
        CaseTransitionError,
      );
      await expect(transitionCase(server.ctx, row.id, 'completed', SYSTEM_ACTOR)).rejects.toMatchObject({
        statusCode: 409,
      });
      const rejected = await createTestCase(server.ctx, alice.id, { status: 'rejected' });
      await expect(transitionCase(server.ctx, rejected.id, 'approved', SYSTEM_ACTOR)).rejects.toMatchObject({
        message: '案件目前為「未核准」，無法變更為「核准待對保」',
      });
      const after = await server.db
        .selectFrom('cases')
        .select('status')
        .where('id', '=', row.id)
        .executeTakeFirst();
      expect(after?.status).toBe('submitted');
      expect(await events(row.id)).toHaveLength(1); // only its birth as 'submitted'
      await expect(transitionCase(server.ctx, 999_999, 'reviewing', SYSTEM_ACTOR)).rejects.toMatchObject({
        code: '014.404',
      });
    });

    it('on signing creates n periods summing to the quoted total, an ATM account and barcodes', async () => {
      const row = await createTestCase(server.ctx, alice.id, { planId: 2, installment: 18, amount: 45000 });
      await transitionCase(server.ctx, row.id, 'approved', SYSTEM_ACTOR, '審核通過');
      await transitionCase(server.ctx, row.id, 'id_verified', SYSTEM_ACTOR);
      const approved = await transitionCase(server.ctx, row.id, 'signed', SYSTEM_ACTOR);
      const periods = await server.db
        .selectFrom('installments')
        .selectAll()
        .where('case_id', '=', row.id)
        .orderBy('period')
        .execute();
      const quote = quoteInstallments({
        amount: 45000,
        installment: 18,
        monthlyRate: 0.0109,
        serviceFeeRate: 0.025,
      });
      expect(periods).toHaveLength(18);
      expect(periods.reduce((sum, p) => sum + p.amount, 0)).toBe(quote.totalPayment);
      expect(periods[0].amount).toBe(quote.monthlyPayment + quote.serviceFee);
      expect(approved.virtual_account).toMatch(/^812[0-9]{14}$/);
      expect(
        periods.every((p) => p.barcode1.length === 9 && p.barcode2.length === 16 && p.barcode3.length === 15),
      ).toBe(true);
      expect(new Set(periods.map((p) => p.barcode2)).size).toBe(18);
      expect(periods[1].due_date > periods[0].due_date).toBe(true);
    });
  });

  describe('GET /members/cases, /completed and /{id}', () => {
    it('lists the unfinished cases of the member only, in the case view shape', async () => {
      const open = await createTestCase(server.ctx, bob.id, { productName: '筆電電腦' });
      await createTestCase(server.ctx, bob.id, { status: 'cancelled' });
      const other = await createTestMember(server.ctx);
      await createTestCase(server.ctx, other.id);
      const res = await get('/api/v2/members/cases', bob);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: open.id,
          caseNo: open.case_no,
          caseSerNo: open.id,
          status: 'submitted',
          statusLabel: '已送件',
          productName: '筆電電腦',
          productModelNo: 'iPhone 16 128G',
          amount: 30000,
          installment: 12,
          monthlyPayment: open.monthly_payment,
          serviceFee: open.service_fee,
          createdAt: open.created_at,
          updatedAt: open.updated_at,
          appPeriods: 12,
          appPayPeriods: 0,
          statusNote: null,
        },
      ]);
    });

    it('lists finished cases (completed, rejected, cancelled) under /completed', async () => {
      const member = await createTestMember(server.ctx);
      await createTestCase(server.ctx, member.id, { status: 'reviewing' });
      const done = await createTestCase(server.ctx, member.id, {
        status: 'completed',
        planId: 1,
        installment: 3,
      });
      const rejected = await createTestCase(server.ctx, member.id, { status: 'rejected' });
      const res = await get('/api/v2/members/cases/completed', member);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: number; status: string; appPayPeriods: number }[];
      expect(list.map((c) => c.id).sort()).toEqual([done.id, rejected.id].sort());
      expect(list.find((c) => c.id === done.id)).toMatchObject({ status: 'completed', appPayPeriods: 3 });
    });

    it('answers 0006 without a Bearer token', async () => {
      const res = await get('/api/v2/members/cases', null);
      expect([res.statusCode, res.json().code]).toEqual([400, '0006']);
      expect((await get('/api/v2/members/cases/completed', null)).json().code).toBe('0006');
    });

    it('shows one case with its timeline', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'id_verified' });
      const res = await get(`/api/v2/members/cases/${row.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: row.id, status: 'id_verified', statusLabel: '已對保待核約' });
      expect(res.json().events.map((e: { toStatus: string }) => e.toStatus)).toEqual([
        'submitted',
        'approved',
        'id_verified',
      ]);
      expect(res.json().events[1]).toMatchObject({ fromStatus: 'submitted', toStatusLabel: '核准待對保' });
    });

    it('refuses a malformed id with 422 and its title', async () => {
      const res = await get('/api/v2/members/cases/abc');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: '422', message: '案件序號格式不符' });
      expect((await get('/api/v2/members/cases/99999999999')).statusCode).toBe(422);
    });
  });

  describe('identity verification (對保)', () => {
    const applicant = {
      name: '王小明',
      passbookAccountName: '王小明',
      passbookBankCode: '004',
      passbookBankBranchCode: '0040037',
      passbookNo: '0123456789012',
    };

    it('shows the applicant block and sign-phase files of an approved case', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      const res = await get(`/api/v2/members/cases/${row.id}/id-verify`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        caseNo: row.case_no,
        status: 'approved',
        applicant: TEST_APPLICANT,
        files: [],
      });
    });

    it('answers 2015 保證案件已失效 for a case not approved yet', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'reviewing' });
      const res = await get(`/api/v2/members/cases/${row.id}/id-verify`);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { code: '2015', message: '保證案件已失效，請重新選擇' },
      ]);
    });

    /** Uploads what the 對保 pages require before their send: the selfie and both signatures. */
    const uploadIdVerifyDocuments = async (caseId: number) => {
      const url = `/api/v2/members/cases/${caseId}/id-verify/tmp-file`;
      const png = { name: 'sign.png', type: 'image/png', bytes: await samplePng() };
      for (const fileCategoryId of ['20', '18', '19']) {
        expect((await upload(url, { fileCategoryId }, png)).statusCode).toBe(201);
      }
    };

    it('accepts the block once (201, approved → id_verified), then answers 2015', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      await uploadIdVerifyDocuments(row.id);
      const first = await post(`/api/v2/members/cases/${row.id}/id-verify`, applicant);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        applicantEmail: expect.stringContaining('@example.com'),
        isEmailVerified: false,
      });
      const stored = await server.db
        .selectFrom('cases')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirst();
      expect(stored?.status).toBe('id_verified');
      expect(JSON.parse(stored?.id_verify_json ?? '{}')).toEqual(applicant);
      expect((await get(`/api/v2/members/cases/${row.id}/id-verify`)).json().applicant).toEqual(applicant);
      const second = await post(`/api/v2/members/cases/${row.id}/id-verify`, applicant);
      expect([second.statusCode, second.json()]).toEqual([
        400,
        { code: '2015', message: '保證案件已失效，請重新選擇' },
      ]);
    });

    it('refuses a send without the selfie and both signatures (422, naming what is missing)', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      const url = `/api/v2/members/cases/${row.id}/id-verify`;
      const bare = await post(url, applicant);
      expect([bare.statusCode, bare.json()]).toEqual([
        422,
        { code: '422', message: '請上傳 自拍照、合約簽名、本票簽名' },
      ]);
      const png = { name: 'sign.png', type: 'image/png', bytes: await samplePng() };
      await upload(`${url}/tmp-file`, { fileCategoryId: '20' }, png);
      await upload(`${url}/tmp-file`, { fileCategoryId: '18' }, png);
      const noNote = await post(url, applicant);
      expect([noNote.statusCode, noNote.json().message]).toEqual([422, '請上傳 本票簽名']);
      const still = await server.db
        .selectFrom('cases')
        .select(['status', 'id_verify_json'])
        .where('id', '=', row.id)
        .executeTakeFirst();
      expect(still).toEqual({ status: 'approved', id_verify_json: null });
    });

    it('mails the applicant a zh-TW confirmation naming the case once 對保 is sent', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      await uploadIdVerifyDocuments(row.id);
      const outbox = () =>
        server.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('subject', 'like', `%${row.case_no}%`)
          .execute();
      expect(await outbox()).toEqual([]);
      const sent = await post(`/api/v2/members/cases/${row.id}/id-verify`, applicant);
      expect(sent.statusCode).toBe(201);
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to_address: sent.json().applicantEmail,
        subject: `【Fenqi 分期】對保完成通知（案件編號 ${row.case_no}）`,
      });
      expect(mails[0].text_body).toContain(`您的案件 ${row.case_no}`);
      expect(mails[0].text_body).toContain('無須再簽署其他文件');
      expect(mails[0].html_body).toContain(`/member/order/list?caseId=${row.id}`);
    });

    it('validates the block with the shared field rules (422, zh-TW)', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      const url = `/api/v2/members/cases/${row.id}/id-verify`;
      const shortNo = await post(url, { ...applicant, passbookNo: '12345' });
      expect([shortNo.statusCode, shortNo.json().message]).toEqual([422, '存摺帳號需為至少 10 位數字']);
      const longName = await post(url, { ...applicant, passbookAccountName: '王小明王小明王小明' });
      expect(longName.json().message).toBe('存摺戶名最多 8 個字');
      const missing = await post(url, { ...applicant, name: undefined });
      expect(missing.json().message).toBe('請輸入姓名');
      const unknownBank = await post(url, { ...applicant, passbookBankCode: '999' });
      expect([unknownBank.statusCode, unknownBank.json().message]).toEqual([422, '查無此存摺銀行代碼']);
      const wrongBranch = await post(url, { ...applicant, passbookBankBranchCode: '8120012' });
      expect([wrongBranch.statusCode, wrongBranch.json().message]).toEqual([422, '查無此存摺分行代碼']);
      const still = await server.db
        .selectFrom('cases')
        .select('status')
        .where('id', '=', row.id)
        .executeTakeFirst();
      expect(still?.status).toBe('approved');
    });

    it('answers 2015 憑證已過期 for a lapsed token on case sub-flows', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      const past = new Date(server.clock.now().getTime() - 9 * 60 * 60 * 1000);
      const { token } = await issueToken(server.db, 'member', alice.id, past);
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/v2/members/cases/${row.id}/id-verify`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json()).toEqual({ code: '2015', message: '憑證已過期' });
      expect((await get(`/api/v2/members/cases/${row.id}/id-verify`, null)).json().code).toBe('0006');
    });

    it('stores sign-phase uploads (201), replacing the same category', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      const url = `/api/v2/members/cases/${row.id}/id-verify/tmp-file`;
      const png = { name: 'sign.png', type: 'image/png', bytes: await samplePng() };
      const first = await upload(url, { fileCategoryId: '18' }, png);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        fileCategoryId: '18',
        contentType: 'image/png',
        fileUrl: expect.any(String),
      });
      const second = await upload(url, { fileCategoryId: '18' }, png);
      await upload(
        url,
        { fileCategoryId: '20' },
        { name: 'me.jpg', type: 'image/jpeg', bytes: await sampleJpeg() },
      );
      const files = (await get(`/api/v2/members/cases/${row.id}/id-verify`)).json().files as { id: number }[];
      expect(files.map((f) => f.id)).toEqual([second.json().id, expect.any(Number)]);
      expect((await server.app.inject({ method: 'GET', url: first.json().fileUrl })).statusCode).toBe(404);
    });

    it('refuses a category outside the sign phase with 3012', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      const url = `/api/v2/members/cases/${row.id}/id-verify/tmp-file`;
      const png = { name: 'x.png', type: 'image/png', bytes: await samplePng() };
      const attempts: Record<string, string>[] = [{ fileCategoryId: '4' }, { fileCategoryId: '21' }, {}];
      for (const fields of attempts) {
        const res = await upload(url, fields, png);
        expect([res.statusCode, res.json().code]).toEqual([400, '3012']);
      }
      const late = await createTestCase(server.ctx, alice.id, { status: 'signed' });
      const refused = await upload(
        `/api/v2/members/cases/${late.id}/id-verify/tmp-file`,
        { fileCategoryId: '18' },
        png,
      );
      expect(refused.json().code).toBe('2015');
    });
  });

  describe('repayment and receipts', () => {
    it('answers 404 016.404 before signing', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'reviewing' });
      const res = await get(`/api/v2/members/cases/${row.id}/repayment-case`);
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { code: '016.404', message: '此案件尚未簽約，尚無繳款資訊' },
      ]);
      const receipt = await upload(
        `/api/v2/members/cases/${row.id}/payment-receipt-file`,
        {},
        {
          name: 'r.pdf',
          type: 'application/pdf',
          bytes: SAMPLE_PDF,
        },
      );
      expect(receipt.json().code).toBe('016.404');
    });

    it('shows the ATM account, the periods and the next amount due', async () => {
      const row = await createTestCase(server.ctx, alice.id, {
        status: 'repaying',
        planId: 1,
        installment: 6,
      });
      const res = await get(`/api/v2/members/cases/${row.id}/repayment-case`);
      expect(res.statusCode).toBe(200);
      const view = res.json();
      expect(view).toMatchObject({
        caseNo: row.case_no,
        virtualAccount: row.virtual_account?.slice(3),
        bankCode: '812',
        bankName: '台新國際商業銀行',
        appPeriods: 6,
        appPayPeriods: 1,
        monthlyPayment: 5000,
        nextDue: { period: 2, amount: 5000 },
      });
      expect(view.periods[0]).toMatchObject({ period: 1, amount: 5000 + row.service_fee, status: 'paid' });
      expect(view.periods[1]).toMatchObject({ status: 'unpaid', paidAmount: 0, paidAt: null });
    });

    it('marks unpaid periods whose due date has passed as overdue', async () => {
      const row = await createTestCase(server.ctx, alice.id, {
        status: 'signed',
        planId: 1,
        installment: 3,
      });
      server.clock.advance(40 * 24 * 60 * 60 * 1000);
      // Forty days on every token has lapsed: give both members fresh ones for the tests that follow.
      for (const member of [alice, bob])
        member.token = (await issueToken(server.db, 'member', member.id, server.clock.now())).token;
      const res = await get(`/api/v2/members/cases/${row.id}/repayment-case`);
      expect(res.json().periods.map((p: { status: string }) => p.status)).toEqual([
        'overdue',
        'unpaid',
        'unpaid',
      ]);
      expect(res.json().nextDue).toMatchObject({ period: 1 });
    });

    it('accepts a receipt photo and a PDF (201), refuses text (415) and an oversized file (413)', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'signed' });
      const url = `/api/v2/members/cases/${row.id}/payment-receipt-file`;
      const photo = await upload(
        url,
        {},
        { name: '收據.jpg', type: 'image/jpeg', bytes: await sampleJpeg() },
      );
      expect(photo.statusCode).toBe(201);
      expect(photo.json()).toMatchObject({ fileCategoryId: '21', name: '收據.jpg' });
      const pdf = await upload(url, {}, { name: 'receipt.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
      expect([pdf.statusCode, pdf.json().contentType]).toEqual([201, 'application/pdf']);
      const text = await upload(
        url,
        {},
        { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('not a receipt') },
      );
      expect([text.statusCode, text.json().code]).toEqual([415, '415']);
      const big = await upload(
        url,
        {},
        { name: 'big.jpg', type: 'image/jpeg', bytes: await sampleJpeg(1600, 1600) },
      );
      expect([big.statusCode, big.json().code]).toEqual([413, '413']);
      const list = await get(`/api/v2/members/cases/${row.id}/payment-receipt-files`);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((f: { id: number }) => f.id)).toEqual([photo.json().id, pdf.json().id]);
    });

    it('refuses the 61st receipt with 400-10', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'repaying' });
      const stamp = server.clock.now().toISOString();
      await server.db
        .insertInto('files')
        .values(
          Array.from({ length: 60 }, (_, i) => ({
            category: '21',
            member_id: null,
            draft_token_hash: null,
            case_id: row.id,
            guarantor_id: null,
            vehicle_loan_id: null,
            storage_key: `2026-11/none-${i}.pdf`,
            thumbnail_key: null,
            content_type: 'application/pdf',
            original_name: `r${i}.pdf`,
            size: 10,
            created_at: stamp,
          })),
        )
        .execute();
      const res = await upload(
        `/api/v2/members/cases/${row.id}/payment-receipt-file`,
        {},
        {
          name: 'r.pdf',
          type: 'application/pdf',
          bytes: SAMPLE_PDF,
        },
      );
      expect([res.statusCode, res.json().code]).toEqual([400, '400-10']);
    });
  });

  describe('contract sign URL and guarantor sign path', () => {
    it('gives 對保 (where the contract is signed) once approved, then the signed contract in the detail', async () => {
      const approved = await createTestCase(server.ctx, alice.id, { status: 'approved' });
      const toSign = await get(`/api/v2/members/cases/${approved.id}/contract-sign-url`);
      expect([toSign.statusCode, toSign.json()]).toEqual([
        200,
        {
          url: `http://localhost:3000/member/idVerify/step1?caseId=${approved.id}&caseNo=${approved.case_no}`,
        },
      ]);
      const row = await createTestCase(server.ctx, alice.id, { status: 'id_verified' });
      const res = await get(`/api/v2/members/cases/${row.id}/contract-sign-url`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ url: `http://localhost:3000/member/order/list?caseId=${row.id}` });
      const early = await createTestCase(server.ctx, alice.id);
      const tooEarly = await get(`/api/v2/members/cases/${early.id}/contract-sign-url`);
      expect([tooEarly.statusCode, tooEarly.json()]).toEqual([
        404,
        { code: '016.404', message: '此案件尚未核准，尚無契約可簽署' },
      ]);
    });

    it("gives the guarantor's sign path, or 404 with a message when there is none", async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'reviewing' });
      const none = await get(`/api/v2/members/cases/${row.id}/guarantor-sign-path`);
      expect([none.statusCode, none.json()]).toEqual([404, { code: '404', message: '查無此案件的保證人' }]);
      await server.db
        .insertInto('guarantors')
        .values({
          case_id: row.id,
          guar_no: `G${row.id}`,
          id_num: 'B123456780',
          sign_path: `sign-${row.id}-abc`,
          info_json: '{}',
          living_city: null,
          living_district: null,
          living_addr: null,
          status: 'pending',
          created_at: server.clock.now().toISOString(),
          sent_at: null,
        })
        .execute();
      const found = await get(`/api/v2/members/cases/${row.id}/guarantor-sign-path`);
      expect([found.statusCode, found.json()]).toEqual([200, { signPath: `sign-${row.id}-abc` }]);
    });
  });

  it("answers 014.404 on every case route when member B asks for member A's case", async () => {
    const row = await createTestCase(server.ctx, alice.id, { status: 'repaying' });
    const base = `/api/v2/members/cases/${row.id}`;
    for (const path of [
      '',
      '/id-verify',
      '/repayment-case',
      '/payment-receipt-files',
      '/contract-sign-url',
      '/guarantor-sign-path',
    ]) {
      const res = await get(`${base}${path}`, bob);
      expect([path, res.statusCode, res.json()]).toEqual([
        path,
        404,
        { code: '014.404', message: '查無此案件' },
      ]);
    }
    const verify = await post(
      `${base}/id-verify`,
      {
        name: '王小明',
        passbookAccountName: '王小明',
        passbookBankCode: '004',
        passbookBankBranchCode: '0040037',
        passbookNo: '0123456789012',
      },
      bob,
    );
    expect([verify.statusCode, verify.json().code]).toEqual([404, '014.404']);
    const png = { name: 'x.png', type: 'image/png', bytes: await samplePng() };
    for (const path of ['/id-verify/tmp-file', '/payment-receipt-file']) {
      const res = await upload(`${base}${path}`, { fileCategoryId: '18' }, png, bob);
      expect([path, res.statusCode, res.json().code]).toEqual([path, 404, '014.404']);
    }
    expect(
      await server.db.selectFrom('files').select('id').where('case_id', '=', row.id).execute(),
    ).toHaveLength(0);
  });
});
