/** @jest-environment node */
import { SYSTEM_ACTOR } from '../../src/server/audit/case-actor';
import { recordPayment } from '../../src/server/cases/record-payment';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { multipartBody, SAMPLE_PDF, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

/** The older payment calls (access_token) and the commodity-loan payment calls by caseSerNo (Bearer). */
describe('payments', () => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ uploadMaxBytes: 200_000 });
    alice = await createTestMember(server.ctx);
    bob = await createTestMember(server.ctx);
  });
  afterAll(() => server.stop());

  const older = (url: string, member: TestMember | null = alice) =>
    server.app.inject({
      method: 'GET',
      url: member ? `${url}${url.includes('?') ? '&' : '?'}access_token=${member.token}` : url,
    });
  const bearer = (url: string, member: TestMember | null = alice) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: member ? { authorization: `Bearer ${member.token}` } : {},
    });
  const uploadReceipt = async (
    caseId: number,
    file: { name: string; type: string; bytes: Buffer },
    member = alice,
  ) => {
    const body = await multipartBody({}, file);
    return server.app.inject({
      method: 'POST',
      url: `/api/v2/members/commodity-payments/${caseId}/receipt-files`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${member.token}` },
    });
  };

  describe('GET /members/payments/list', () => {
    it('keeps only cases whose paid periods are fewer than their total', async () => {
      const member = await createTestMember(server.ctx);
      await createTestCase(server.ctx, member.id); // submitted: no schedule yet
      await createTestCase(server.ctx, member.id, { status: 'approved' }); // not billed before signing
      const signed = await createTestCase(server.ctx, member.id, { status: 'signed' });
      const repaying = await createTestCase(server.ctx, member.id, {
        status: 'repaying',
        planId: 1,
        installment: 6,
      });
      await createTestCase(server.ctx, member.id, { status: 'completed', planId: 1, installment: 3 });
      const fullyPaid = await createTestCase(server.ctx, member.id, {
        status: 'signed',
        planId: 1,
        installment: 3,
      });
      await server.db
        .updateTable('installments')
        .set({ paid_at: server.clock.now().toISOString() })
        .where('case_id', '=', fullyPaid.id)
        .execute();
      const res = await older('/api/v2/members/payments/list', member);
      expect(res.statusCode).toBe(200);
      const entries = res.json().result as { caseSerNo: number }[];
      expect(entries.map((e) => e.caseSerNo)).toEqual([signed.id, repaying.id]);
      expect(entries[1]).toEqual({
        caseNo: repaying.case_no,
        caseSerNo: repaying.id,
        productName: '手機',
        monthlyPayment: 5000,
        appPeriods: 6,
        appPayPeriods: 1,
        nextPeriod: 2,
        nextDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        nextAmount: 5000,
        virtualAccount: repaying.virtual_account?.slice(3),
        bankCode: '812',
      });
    });

    it('answers 0004 without a token', async () => {
      const res = await older('/api/v2/members/payments/list', null);
      expect([res.statusCode, res.json().code]).toEqual([400, '0004']);
    });
  });

  describe('GET /members/payments/barcode', () => {
    it('gives the three barcodes of the next unpaid period', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'signed', planId: 1, installment: 3 });
      const first = await older(`/api/v2/members/payments/barcode?appCaseNo=${row.case_no}`);
      expect(first.statusCode).toBe(200);
      const period1 = first.json().result;
      expect(period1).toMatchObject({ period: 1, amount: 10000 + row.service_fee });
      expect(period1.barcode1).toBe(`${period1.dueDate.slice(2).replace(/-/g, '')}FQA`);
      expect(period1.barcode3).toMatch(
        new RegExp(`^${period1.dueDate.slice(5).replace('-', '')}[0-9AB]{2}0*${period1.amount}$`),
      );
      await recordPayment(server.ctx, row.id, 1, 'test', SYSTEM_ACTOR);
      const second = (await older(`/api/v2/members/payments/barcode?appCaseNo=${row.case_no}`)).json().result;
      expect([second.period, second.amount]).toEqual([2, 10000]);
      expect(second.barcode2).not.toBe(period1.barcode2);
    });

    it('answers 016.404 before signing and 404 once everything is paid', async () => {
      const early = await createTestCase(server.ctx, alice.id);
      expect((await older(`/api/v2/members/payments/barcode?appCaseNo=${early.case_no}`)).json().code).toBe(
        '016.404',
      );
      const done = await createTestCase(server.ctx, alice.id, {
        status: 'completed',
        planId: 1,
        installment: 3,
      });
      const res = await older(`/api/v2/members/payments/barcode?appCaseNo=${done.case_no}`);
      expect([res.statusCode, res.json()]).toEqual([404, { code: '404', message: '此案件已無待繳期數' }]);
    });

    it('asks for the case number (422)', async () => {
      const res = await older('/api/v2/members/payments/barcode');
      expect([res.statusCode, res.json().message]).toEqual([422, '請輸入案件編號']);
    });
  });

  describe('commodity-loan payment by caseSerNo', () => {
    it('shows the repayment view', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'signed' });
      const res = await bearer(`/api/v2/members/commodity-payments/${row.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        caseSerNo: row.id,
        appPeriods: 12,
        appPayPeriods: 0,
        bankCode: '812',
        nextDue: { period: 1 },
      });
      expect(res.json().periods).toHaveLength(12);
    });

    it('takes receipts (201, photo or PDF), lists them as caseFiles, refuses text (415) and size (413)', async () => {
      const row = await createTestCase(server.ctx, alice.id, { status: 'repaying' });
      const photo = await uploadReceipt(row.id, {
        name: 'r.jpg',
        type: 'image/jpeg',
        bytes: await sampleJpeg(),
      });
      expect([photo.statusCode, photo.json().fileCategoryId]).toEqual([201, '21']);
      const pdf = await uploadReceipt(row.id, { name: 'r.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
      expect([pdf.statusCode, pdf.json().contentType]).toEqual([201, 'application/pdf']);
      const text = await uploadReceipt(row.id, {
        name: 'r.txt',
        type: 'text/plain',
        bytes: Buffer.from('hello'),
      });
      expect([text.statusCode, text.json().code]).toEqual([415, '415']);
      const big = await uploadReceipt(row.id, {
        name: 'b.jpg',
        type: 'image/jpeg',
        bytes: await sampleJpeg(1600, 1600),
      });
      expect([big.statusCode, big.json().code]).toEqual([413, '413']);
      const list = await bearer(`/api/v2/members/commodity-payments/${row.id}/receipt-files`);
      expect(list.statusCode).toBe(200);
      expect(list.json().caseFiles.map((f: { id: number }) => f.id)).toEqual([
        photo.json().id,
        pdf.json().id,
      ]);
      const listed = await older(`/api/v2/members/payments/receipt?appCaseNo=${row.case_no}`);
      expect([listed.statusCode, listed.json().result.length]).toEqual([200, 2]);
    });

    it('answers 0006 without a Bearer token and 422 for a malformed caseSerNo', async () => {
      expect((await bearer('/api/v2/members/commodity-payments/1', null)).json().code).toBe('0006');
      const bad = await bearer('/api/v2/members/commodity-payments/x');
      expect([bad.statusCode, bad.json().message]).toEqual([422, '案件序號格式不符']);
    });
  });

  it("answers 014.404 on every payment call when member B names member A's case", async () => {
    const row = await createTestCase(server.ctx, alice.id, { status: 'repaying' });
    for (const url of [
      `/api/v2/members/payments/barcode?appCaseNo=${row.case_no}`,
      `/api/v2/members/payments/receipt?appCaseNo=${row.case_no}`,
    ]) {
      const res = await older(url, bob);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, '014.404']);
    }
    for (const url of [
      `/api/v2/members/commodity-payments/${row.id}`,
      `/api/v2/members/commodity-payments/${row.id}/receipt-files`,
    ]) {
      const res = await bearer(url, bob);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, '014.404']);
    }
    const upload = await uploadReceipt(
      row.id,
      { name: 'r.pdf', type: 'application/pdf', bytes: SAMPLE_PDF },
      bob,
    );
    expect([upload.statusCode, upload.json().code]).toEqual([404, '014.404']);
    const list = (await older('/api/v2/members/payments/list', bob)).json().result as { caseSerNo: number }[];
    expect(list.some((entry) => entry.caseSerNo === row.id)).toBe(false);
  });
});
