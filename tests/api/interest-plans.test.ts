/** @jest-environment node */
import { startTestServer, type TestServer } from './test-server';

const payment = (planId: number | string, rateId: number | string) =>
  `/api/v2/members/interest-plans/${planId}/interest-rates/${rateId}/installment-payment`;

describe('POST /members/interest-plans/{planId}/interest-rates/{rateId}/installment-payment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const quote = (planId: number | string, rateId: number | string, payload: object) =>
    server.app.inject({ method: 'POST', url: payment(planId, rateId), payload });

  it('quotes the monthly payment, service fee and total without a login (200)', async () => {
    const res = await quote(1, 13, { installment: 12, amount: 30000 });
    expect(res.statusCode).toBe(200);
    // 30000 × 0.0099 / (1 − 1.0099^−12) = 2663.9… → 2664 a month; fee 2 % = 600.
    expect(res.json()).toEqual({
      installment: 12,
      amount: 30000,
      monthlyPayment: 2664,
      serviceFee: 600,
      totalPayment: 2664 * 12 + 600,
    });
  });

  it('divides evenly at a zero rate', async () => {
    const res = await quote(1, 12, { installment: 6, amount: 30000 });
    expect(res.json()).toMatchObject({ monthlyPayment: 5000, serviceFee: 600, totalPayment: 30600 });
  });

  it('answers 404 with a code for an unknown plan, an unknown rate, or a rate of another plan', async () => {
    expect((await quote(99, 13, { installment: 12, amount: 30000 })).json()).toEqual({
      code: '404',
      message: '查無此分期方案',
    });
    const unknownRate = await quote(1, 999, { installment: 12, amount: 30000 });
    expect([unknownRate.statusCode, unknownRate.json()]).toEqual([
      404,
      { code: '404', message: '查無此分期利率' },
    ]);
    expect((await quote(1, 22, { installment: 12, amount: 30000 })).statusCode).toBe(404);
  });

  it('answers 422 with the rule when the installment count or the amount does not fit', async () => {
    const count = await quote(1, 13, { installment: 24, amount: 30000 });
    expect([count.statusCode, count.json()]).toEqual([
      422,
      { code: '422', message: '所選利率適用 12 期，與分期期數 24 期不符' },
    ]);
    for (const amount of [2999, 60001]) {
      const res = await quote(1, 13, { installment: 12, amount });
      expect([res.statusCode, res.json()]).toEqual([
        422,
        { code: '422', message: '申請金額需介於 3,000 至 60,000 元' },
      ]);
    }
  });

  it('validates the body and path with zh-TW messages (422)', async () => {
    expect((await quote(1, 13, { installment: 12 })).json()).toMatchObject({
      code: '422',
      message: '請輸入申請金額',
    });
    expect((await quote(1, 13, { installment: 12, amount: 'lots' })).json()).toMatchObject({
      message: '申請金額格式不符',
    });
    expect((await quote('x', 13, { installment: 12, amount: 30000 })).json()).toMatchObject({
      code: '422',
      message: '分期方案格式不符',
    });
  });
});
