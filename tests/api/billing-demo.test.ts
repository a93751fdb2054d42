/** @jest-environment node */
import { taipeiDay } from '../../src/domain/taipei-day';
import { addMonths, formatDate } from '../../src/server/cases/repayment-schedule';
import { DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { replySchemaFile } from '../../src/server/contract/reply-schemas';
import { createAjv } from '../../src/validation/ajv';
import { startTestServer, type TestServer } from './test-server';

/**
 * The README's walk through the demo: 王大明's approved case waiting for 對保 shows no
 * bill, his repaying case is billed from its signing with period 4 overdue, and that period's store
 * barcodes carry a deadline still to come.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

describe('billing on the demo data', () => {
  let server: TestServer;
  let token = '';
  let cases: { id: number; caseNo: string; status: string }[] = [];
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/login?idNum=A123456789',
      payload: { passwd: 'demo1234' },
    });
    token = login.json().token;
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/v2/members/cases',
      headers: { authorization: `Bearer ${token}` },
    });
    cases = list.json();
  });
  afterAll(() => server.stop());

  const caseIn = (status: string) => {
    const found = cases.find((c) => c.status === status);
    if (!found) throw new Error(`no ${status} demo case`);
    return found;
  };
  const get = (url: string) => server.app.inject({ method: 'GET', url: `${url}access_token=${token}` });

  it('lists only the repaying case as due: the approved one owes nothing before it is signed', async () => {
    const due = (await get('/api/v2/members/payments/list?')).json().result as { caseNo: string }[];
    expect(due.map((entry) => entry.caseNo)).toEqual([caseIn('repaying').caseNo]);
    const approved = await get(`/api/v2/members/payments/barcode?appCaseNo=${caseIn('approved').caseNo}&`);
    expect([approved.statusCode, approved.json().code]).toEqual([404, '016.404']);
  });

  it('tells the guarantor the service fee, billed with the first period', async () => {
    const approved = await server.db
      .selectFrom('cases')
      .select(['monthly_payment', 'service_fee'])
      .where('id', '=', caseIn('approved').id)
      .executeTakeFirstOrThrow();
    const view = await server.app.inject({
      method: 'GET',
      url: `/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}`,
    });
    expect(view.json()).toMatchObject({
      monthlyPayment: approved.monthly_payment,
      serviceFee: approved.service_fee,
    });
    expect(approved.service_fee).toBeGreaterThan(0);
  });

  it('dates the repaying case from its signing and renews the overdue period 4’s barcodes', async () => {
    const repaying = caseIn('repaying');
    const events = await server.db
      .selectFrom('case_events')
      .select(['to_status', 'created_at'])
      .where('case_id', '=', repaying.id)
      .execute();
    const signedAt = new Date(events.find((e) => e.to_status === 'signed')?.created_at ?? '');
    const [year, month, day] = taipeiDay(signedAt).split('-').map(Number);
    const firstDue = await server.db
      .selectFrom('installments')
      .select('due_date')
      .where('case_id', '=', repaying.id)
      .where('period', '=', 1)
      .executeTakeFirstOrThrow();
    expect(firstDue.due_date).toBe(formatDate(addMonths({ year, month, day }, 1)));

    const today = taipeiDay(new Date());
    const barcode = (await get(`/api/v2/members/payments/barcode?appCaseNo=${repaying.caseNo}&`)).json()
      .result;
    expect(barcode).toMatchObject({ period: 4, renewed: true });
    expect(barcode.dueDate < today).toBe(true);
    expect(barcode.payBy > today).toBe(true);
    expect(barcode.barcode1.slice(0, 6)).toBe(barcode.payBy.slice(2).replace(/-/g, ''));
  });

  it('works out the overdue period 4’s 遲延利息 and 違約金 by the contract’s 第三條, in a reply its schema accepts', async () => {
    const repaying = caseIn('repaying');
    const reply = await server.app.inject({
      method: 'GET',
      url: `/api/v2/members/cases/${repaying.id}/repayment-case`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(200);
    const periods = reply.json().periods as {
      period: number;
      dueDate: string;
      amount: number;
      paidAmount: number;
      status: string;
      lateCharges?: { article: number; daysLate: number; interest: number; penalty: number };
    }[];
    const validPeriod = createAjv().compile(replySchemaFile('period-view'));
    for (const period of periods) expect([period.period, validPeriod(period)]).toEqual([period.period, true]);

    const late = periods.find((period) => period.status === 'overdue');
    expect(late?.period).toBe(4);
    const lateAmount = late!.amount - late!.paidAmount;
    const daysLate = (Date.parse(taipeiDay(new Date())) - Date.parse(late!.dueDate)) / DAY_MS;
    // The demo's period is days late, within its first month: 第三條's 5 % 違約金, 16 % a year 遲延利息.
    expect(daysLate).toBeGreaterThan(0);
    expect(daysLate).toBeLessThan(28);
    expect(late?.lateCharges).toEqual({
      article: 3,
      daysLate,
      interest: Math.round((lateAmount * 0.16 * daysLate) / 365),
      penalty: Math.round(lateAmount * 0.05),
    });
    // Only a late period has them.
    expect(periods.filter((period) => period.lateCharges).map((period) => period.period)).toEqual([4]);
  });
});
