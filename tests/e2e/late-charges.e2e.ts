import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WAIT, onPath } from './commodity-wizard';
import { logIn, MING, startLiveApp, type LiveApp } from './live-app';

/*
 * An overdue period says what the contract adds to it (第三條 遲延責任: 遲延利息 and 違約金), on the
 * member's ATM page at 360 px: under the amount due and in the schedule's late row.
 */
describe('an overdue period names its late charges by the contract (360 px)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('late-charges');
  });
  after(() => app?.stop());

  it('shows 遲延利息 and 違約金 by 第三條 under the overdue amount and in its schedule row', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, app.url, MING);
    await page.goto(app.url('/member/payment'));
    await page
      .getByTestId('payment-entry')
      .getByRole('link', { name: /ATM 轉帳/ })
      .click();
    await onPath(page, '/member/payment/atm');
    await page.getByTestId('due-date').getByText('已逾期').waitFor();

    const note = page.locator('.fenqi-pay-card').getByTestId('late-charges');
    const text = (await note.textContent()) ?? '';
    assert.match(text, /^已逾期 \d+ 天，依分期付款契約第三條另計：遲延利息 NT\$\d+（計至今日）/);
    assert.match(text, /、違約金 NT\$[\d,]+（乙方得收取）；不含於應繳金額。$/);

    await page.getByText(/各期繳款明細/).click();
    const lateRow = page.locator('.fenqi-schedule li', { hasText: '逾期' });
    assert.equal(await lateRow.count(), 1);
    assert.equal(await lateRow.getByTestId('late-charges').textContent(), text);
    assert.equal(
      await page.locator('.fenqi-schedule li', { hasText: '未繳' }).getByTestId('late-charges').count(),
      0,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
