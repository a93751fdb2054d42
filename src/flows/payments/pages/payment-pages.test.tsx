import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as subFlows from '../../../api/v2/case-sub-flows';
import * as payments from '../../../api/v2/payments';
import type { ClientFile, RepaymentView } from '../../../api/v2/types/common';
import { renderPaymentRoutes } from '../payments-test-kit';
import PaymentAtmPage from './PaymentAtmPage';
import PaymentBarcodePage from './PaymentBarcodePage';
import PaymentListPage from './PaymentListPage';
import PaymentReceiptPage from './PaymentReceiptPage';

jest.mock('../../../api/v2/payments');
jest.mock('../../../api/v2/case-sub-flows');

const routes = [
  { path: '/member/payment', element: <PaymentListPage /> },
  { path: '/member/payment/atm', element: <PaymentAtmPage /> },
  { path: '/member/payment/barcode', element: <PaymentBarcodePage /> },
  { path: '/member/payment/receipt', element: <PaymentReceiptPage /> },
];

const laptop: payments.PaymentEntry = {
  caseNo: 'FQ20260716000001',
  caseSerNo: 2,
  productName: '筆電電腦',
  monthlyPayment: 3168,
  appPeriods: 12,
  appPayPeriods: 3,
  nextPeriod: 4,
  nextDueDate: '2020-11-18',
  nextAmount: 3168,
  virtualAccount: '02607160000017',
  bankCode: '812',
};
const phone: payments.PaymentEntry = {
  ...laptop,
  caseNo: 'FQ20261120000001',
  caseSerNo: 1,
  productName: '手機',
  appPayPeriods: 0,
  nextPeriod: 1,
  nextDueDate: '2099-12-22',
  nextAmount: 4015,
  virtualAccount: '02611200000013',
};
const paidOff = { ...laptop, caseNo: 'FQ-PAID', caseSerNo: 9, productName: '已繳清', appPayPeriods: 12 };

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(payments.fetchPaymentList).mockResolvedValue([phone, paidOff, laptop]);
});

describe('/member/payment', () => {
  it('lists only entries with periods due, soonest first, with amount, deadline and the ways to pay', async () => {
    renderPaymentRoutes(routes, '/member/payment');
    const cards = await screen.findAllByTestId('payment-entry');
    expect(cards.map((card) => card.getAttribute('data-case-no'))).toEqual([laptop.caseNo, phone.caseNo]);
    const first = within(cards[0]);
    expect(first.getByTestId('due-amount').textContent).toBe('NT$3,168');
    expect(first.getByTestId('due-date').textContent).toContain('2020/11/18');
    expect(first.getByText('已逾期')).toBeTruthy();
    expect(within(cards[1]).queryByText('已逾期')).toBeNull();
    const links = first.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/member/payment/atm?caseId=2',
      '/member/payment/barcode?caseId=2',
      '/member/payment/receipt?caseId=2',
    ]);
  });

  it('says so when nothing is due', async () => {
    jest.mocked(payments.fetchPaymentList).mockResolvedValue([paidOff]);
    renderPaymentRoutes(routes, '/member/payment');
    expect(await screen.findByText('目前沒有待繳的款項')).toBeTruthy();
  });
});

describe('/member/payment/atm', () => {
  it('shows the bank code and virtual account with copy buttons, the amount and deadline', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    jest.mocked(subFlows.fetchRepaymentCase).mockResolvedValue({
      caseNo: phone.caseNo,
      caseSerNo: 1,
      virtualAccount: phone.virtualAccount,
      bankCode: '812',
      bankName: '台新國際商業銀行',
      appPeriods: 12,
      appPayPeriods: 0,
      monthlyPayment: 3277,
      nextDue: { period: 1, dueDate: '2099-12-22', amount: 4015 },
      periods: [],
    } as RepaymentView);
    renderPaymentRoutes(routes, '/member/payment/atm?caseId=1');
    const account = await screen.findByTestId('copy-轉帳帳號');
    expect(account.textContent).toBe('0261 1200 0000 13');
    expect(screen.getByTestId('copy-銀行代碼').textContent).toBe('812');
    expect(screen.getByText('台新國際商業銀行')).toBeTruthy();
    expect(screen.getByTestId('due-amount').textContent).toBe('NT$4,015');
    await userEvent.click(screen.getByRole('button', { name: '複製轉帳帳號' }));
    expect(writeText).toHaveBeenCalledWith('02611200000013');
    expect(await screen.findByText('已複製')).toBeTruthy();
  });

  it('asks which case when there are several, and does not ask the server about a paid-off one', async () => {
    const { where } = renderPaymentRoutes(routes, '/member/payment/atm');
    await userEvent.click(await screen.findByRole('link', { name: /筆電電腦/ }));
    expect(where.current).toBe('/member/payment/atm?caseId=2');

    renderPaymentRoutes(routes, '/member/payment/atm?caseId=9');
    expect(await screen.findByText('此案件目前沒有待繳的款項')).toBeTruthy();
    expect(subFlows.fetchRepaymentCase).toHaveBeenCalledTimes(1); // only for case 2
  });
});

describe('/member/payment/barcode', () => {
  const upcoming: payments.PaymentBarcode = {
    period: 1,
    dueDate: '2099-12-22',
    amount: 4015,
    payBy: '2099-12-22',
    renewed: false,
    barcode1: '991222FQA',
    barcode2: '2026112000000101',
    barcode3: '12228A000004015',
  };

  it('draws the three Code 39 barcodes on canvases with their values, plus amount and deadline', async () => {
    jest.mocked(payments.fetchPaymentBarcode).mockResolvedValue(upcoming);
    renderPaymentRoutes(routes, '/member/payment/barcode?caseId=1');
    const sheet = await screen.findByTestId('barcode-sheet');
    expect(payments.fetchPaymentBarcode).toHaveBeenCalledWith(phone.caseNo, expect.anything());
    const bars = within(sheet).getAllByRole('img');
    expect(bars.map((bar) => bar.tagName)).toEqual(['CANVAS', 'CANVAS', 'CANVAS']);
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '第一段：991222FQA',
      '第二段：2026112000000101',
      '第三段：12228A000004015',
    ]);
    // Whole device pixels: at jsdom's 1× and 1024 px, three pixels a module, 307 modules the longest.
    expect(sheet.getAttribute('data-module-px')).toBe('3');
    expect((bars[1] as HTMLCanvasElement).width).toBe(307 * 3);
    expect(bars[1].style.width).toBe('921px');
    expect(screen.getByText('2026112000000101')).toBeTruthy();
    expect(screen.getByTestId('due-amount').textContent).toBe('NT$4,015');
    expect(screen.getByTestId('due-date').textContent).toBe('2099/12/22');
    expect(screen.queryByTestId('barcode-renewed')).toBeNull();
  });

  it('shows an overdue period’s barcodes issued anew, with their new deadline and what to do', async () => {
    jest.mocked(payments.fetchPaymentBarcode).mockResolvedValue({
      ...upcoming,
      period: 4,
      dueDate: '2020-11-22',
      payBy: '2099-01-05',
      renewed: true,
      barcode1: '990105FQA',
    });
    renderPaymentRoutes(routes, '/member/payment/barcode?caseId=1');
    const notice = await screen.findByTestId('barcode-renewed');
    expect(notice.textContent).toContain('第 4 期已逾期（原繳款期限 2020/11/22）');
    expect(notice.textContent).toContain('請於 2099/01/05 前至超商繳納');
    expect(within(notice).getByRole('link', { name: '改用 ATM 轉帳' }).getAttribute('href')).toBe(
      '/member/payment/atm?caseId=1',
    );
    expect(screen.getByTestId('barcode-pay-by').textContent).toBe('條碼繳費期限 2099/01/05');
    expect(screen.getByTestId('due-date').textContent).toContain('已逾期');
    expect(screen.getAllByRole('img', { name: /^第.段：/ })).toHaveLength(3);
  });

  it('never shows barcodes whose deadline has passed: new ones are asked for, or ATM', async () => {
    // An older server's reply: the stored barcodes of a period overdue since 2020.
    const { payBy: _payBy, renewed: _renewed, ...old } = upcoming;
    jest.mocked(payments.fetchPaymentBarcode).mockResolvedValue({
      ...old,
      period: 4,
      dueDate: '2020-11-22',
      barcode1: '201122FQA',
    });
    renderPaymentRoutes(routes, '/member/payment/barcode?caseId=1');
    const notice = await screen.findByTestId('barcode-expired');
    expect(notice.textContent).toContain('條碼已過繳費期限，超商無法收款');
    expect(screen.queryByTestId('barcode-sheet')).toBeNull();
    expect(screen.queryByText('201122FQA')).toBeNull();
    expect(within(notice).getByRole('link', { name: '改用 ATM 轉帳' })).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: '重新產生條碼' }));
    await waitFor(() => expect(payments.fetchPaymentBarcode).toHaveBeenCalledTimes(2));
  });
});

describe('/member/payment/receipt', () => {
  it('lists the case’s receipts and uploads the chosen photos', async () => {
    const file = (id: number, name: string): ClientFile => ({
      id,
      name,
      fileCategoryId: '21',
      contentType: 'image/jpeg',
      size: 100,
      fileUrl: `/f/${id}`,
      thumbnailUrl: `/t/${id}`,
    });
    jest.mocked(subFlows.fetchPaymentReceiptFiles).mockResolvedValue([file(1, '十月.jpg')]);
    jest.mocked(subFlows.uploadPaymentReceiptFile).mockResolvedValue(file(2, '十一月.jpg'));
    renderPaymentRoutes(routes, '/member/payment/receipt?caseId=2');
    expect(await screen.findByText('十月.jpg')).toBeTruthy();
    expect(screen.getByText(/已上傳 1 \/ 60 張/)).toBeTruthy();

    const photo = new File([new Uint8Array([1, 2, 3])], '十一月.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId('receipt-input'), photo);
    await waitFor(() => expect(screen.getAllByTestId('receipt-file')).toHaveLength(2));
    expect(subFlows.uploadPaymentReceiptFile).toHaveBeenCalledWith(
      2,
      photo,
      expect.any(Function),
      expect.anything(),
    );
    expect(screen.getByTestId('receipt-upload-item').getAttribute('data-status')).toBe('done');
    expect(screen.getByText(/已上傳 2 \/ 60 張/)).toBeTruthy();
  });
});
