/** @jest-environment node */
import { SYSTEM_ACTOR } from '../../src/server/audit/case-actor';
import { transitionCase } from '../../src/server/cases/case-lifecycle';
import { issueToken } from '../../src/server/auth/tokens';
import { taipeiDay } from '../../src/domain/taipei-day';
import { storeBarcodesFor } from '../../src/server/cases/store-barcodes';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { multipartBody, SAMPLE_PDF } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Billing starts with the signed contract: an approved case waiting for 對保 or its
 * contract shows no bill anywhere, the schedule is dated from the signing, and an overdue period
 * gets store barcodes with a deadline still to come.
 */
describe('billing', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx);
  });
  afterAll(() => server.stop());

  /** Moves the clock on; the member logs in again (a token lasts 8 hours). */
  const wait = async (ms: number) => {
    server.clock.advance(ms);
    member.token = (await issueToken(server.db, 'member', member.id, server.clock.now())).token;
  };
  const bearer = (url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${member.token}` } });
  const byQuery = (url: string) =>
    server.app.inject({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}access_token=${member.token}`,
    });

  it('shows no bill, barcode or receipt upload before the contract is signed', async () => {
    const approved = await createTestCase(server.ctx, member.id, { status: 'approved' });
    const verified = await createTestCase(server.ctx, member.id, { status: 'id_verified' });
    const list = await byQuery('/api/v2/members/payments/list');
    expect(list.json().result).toEqual([]);
    for (const row of [approved, verified]) {
      expect(row.virtual_account).toBeNull();
      const schedule = await server.db
        .selectFrom('installments')
        .select('id')
        .where('case_id', '=', row.id)
        .execute();
      expect(schedule).toEqual([]);
      for (const res of [
        await bearer(`/api/v2/members/cases/${row.id}/repayment-case`),
        await bearer(`/api/v2/members/commodity-payments/${row.id}`),
        await byQuery(`/api/v2/members/payments/barcode?appCaseNo=${row.case_no}`),
      ])
        expect([res.statusCode, res.json()]).toEqual([
          404,
          { code: '016.404', message: '此案件尚未簽約，尚無繳款資訊' },
        ]);
      const body = await multipartBody({}, { name: 'r.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
      const upload = await server.app.inject({
        method: 'POST',
        url: `/api/v2/members/cases/${row.id}/payment-receipt-file`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${member.token}` },
      });
      expect([upload.statusCode, upload.json().code]).toEqual([404, '016.404']);
    }
  });

  it('hides a schedule an older version made at approval until the case is signed', async () => {
    const approved = await createTestCase(server.ctx, member.id, { status: 'approved' });
    // What approval used to write: the schedule with its barcodes, and the ATM account.
    const codes = storeBarcodesFor(approved.case_no, 1, '2026-01-01', 4015);
    await server.db
      .insertInto('installments')
      .values({
        case_id: approved.id,
        period: 1,
        due_date: '2026-01-01',
        amount: 4015,
        paid_amount: 0,
        paid_at: null,
        ...codes,
      })
      .execute();
    await server.db
      .updateTable('cases')
      .set({ virtual_account: '8120000000000001' })
      .where('id', '=', approved.id)
      .execute();
    const list = (await byQuery('/api/v2/members/payments/list')).json().result as { caseSerNo: number }[];
    expect(list.map((entry) => entry.caseSerNo)).not.toContain(approved.id);
    expect((await bearer(`/api/v2/members/cases/${approved.id}/repayment-case`)).json().code).toBe('016.404');
    const body = await multipartBody({}, { name: 'r.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
    const upload = await server.app.inject({
      method: 'POST',
      url: `/api/v2/members/cases/${approved.id}/payment-receipt-file`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${member.token}` },
    });
    expect([upload.statusCode, upload.json().code]).toEqual([404, '016.404']);
  });

  it('dates the schedule from the signing, not the approval', async () => {
    const row = await createTestCase(server.ctx, member.id, { status: 'approved' });
    await wait(40 * DAY); // 對保 and the contract take their time
    await transitionCase(server.ctx, row.id, 'id_verified', SYSTEM_ACTOR);
    await transitionCase(server.ctx, row.id, 'signed', SYSTEM_ACTOR);
    const signedOn = taipeiDay(server.clock.now());
    const view = (await bearer(`/api/v2/members/cases/${row.id}/repayment-case`)).json();
    expect(view.appPeriods).toBe(12);
    const [year, month, day] = signedOn.split('-').map(Number);
    const next = new Date(Date.UTC(year, month, 1));
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const expected = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
    expect(view.periods[0]).toMatchObject({ period: 1, dueDate: expected, status: 'unpaid' });
    expect(view.periods[0].amount).toBe(row.monthly_payment + row.service_fee);
    const list = (await byQuery('/api/v2/members/payments/list')).json().result as { caseSerNo: number }[];
    expect(list.map((entry) => entry.caseSerNo)).toContain(row.id);
  });

  it('issues an overdue period new store barcodes whose deadline is still to come', async () => {
    const row = await createTestCase(server.ctx, member.id, { status: 'signed', planId: 1, installment: 3 });
    const onTime = (await byQuery(`/api/v2/members/payments/barcode?appCaseNo=${row.case_no}`)).json().result;
    expect(onTime).toMatchObject({ period: 1, renewed: false, payBy: onTime.dueDate });
    expect(onTime.barcode1).toBe(`${onTime.dueDate.slice(2).replace(/-/g, '')}FQA`);

    await wait(45 * DAY); // period 1 is two weeks overdue
    const today = taipeiDay(server.clock.now());
    expect(onTime.dueDate < today).toBe(true);
    const res = await byQuery(`/api/v2/members/payments/barcode?appCaseNo=${row.case_no}`);
    expect(res.statusCode).toBe(200);
    const overdue = res.json().result;
    expect(overdue).toMatchObject({
      period: 1,
      dueDate: onTime.dueDate,
      amount: onTime.amount,
      renewed: true,
    });
    expect(overdue.payBy > today).toBe(true);
    const expected = storeBarcodesFor(row.case_no, 1, overdue.payBy, onTime.amount);
    expect([overdue.barcode1, overdue.barcode2, overdue.barcode3]).toEqual([
      expected.barcode1,
      expected.barcode2,
      expected.barcode3,
    ]);
    // The first segment carries the new deadline, never the one that passed.
    expect(overdue.barcode1).toBe(`${overdue.payBy.slice(2).replace(/-/g, '')}FQA`);
    expect(overdue.barcode2).toBe(onTime.barcode2);
  });
});
