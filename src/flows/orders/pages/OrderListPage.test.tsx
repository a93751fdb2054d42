import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import * as casesApi from '../../../api/v2/cases';
import * as ordersApi from '../../../api/v2/orders';
import * as signedApi from '../../../api/v2/signed-documents';
import type { CaseView } from '../../../api/v2/types/common';
import { renderOrderRoutes } from '../orders-test-kit';
import OrderListPage from './OrderListPage';

jest.mock('../../../api/v2/cases');
jest.mock('../../../api/v2/orders');
jest.mock('../../../api/v2/signed-documents');

const routes = [{ path: '/member/order/list', element: <OrderListPage /> }];

const base: CaseView = {
  id: 1,
  caseNo: 'FQ20261120000001',
  caseSerNo: 1,
  status: 'approved',
  statusLabel: '核准待對保',
  productName: '手機',
  productModelNo: 'iPhone 16 Pro 256GB',
  amount: 36900,
  installment: 12,
  monthlyPayment: 3277,
  serviceFee: 738,
  createdAt: '2026-11-19T17:00:00Z',
  updatedAt: '2026-11-22T01:00:00Z',
  appPeriods: 12,
  appPayPeriods: 0,
  statusNote: null,
};
const repaying: CaseView = {
  ...base,
  id: 2,
  caseNo: 'FQ2',
  status: 'repaying',
  statusLabel: '繳款中',
  appPayPeriods: 3,
};
const rejected: CaseView = {
  ...base,
  id: 4,
  caseNo: 'FQ4',
  status: 'rejected',
  statusLabel: '未核准',
  statusNote: '收入證明不足，暫無法核貸',
};

function detailOf(item: CaseView): ordersApi.OrderDetail {
  return {
    ...item,
    appContractSign: '/files/contract.png',
    appPromiseNoteSign: null,
    appDeclarImg: '/files/declaration.png',
    appNoticeIdVerifyPortrait: null,
    extDocsImg: [],
    caseFilenames: [{ filename: '薪資單.pdf', fileUrl: '/files/pay.pdf' }],
    guarContractSign: null,
    guarPromiseNoteSign: null,
    guarantorFiles: [],
    extGuarLinkStatus: null,
    guarantorInfo: null,
  };
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(signedApi.fetchSignedDocuments).mockResolvedValue({ documents: [] });
  jest.mocked(casesApi.fetchCases).mockResolvedValue([base, repaying]);
  jest.mocked(casesApi.fetchCompletedCases).mockResolvedValue([rejected]);
  jest.mocked(casesApi.fetchCase).mockImplementation(async (id) => ({
    ...[base, repaying, rejected].find((c) => c.id === id)!,
    files: [],
    events: [
      {
        fromStatus: null,
        toStatus: 'submitted',
        toStatusLabel: '已送件',
        note: null,
        createdAt: base.createdAt,
      },
      {
        fromStatus: 'submitted',
        toStatus: 'approved',
        toStatusLabel: '核准待對保',
        note: '審核通過',
        createdAt: base.updatedAt,
      },
    ],
  }));
  jest
    .mocked(ordersApi.fetchOrderDetail)
    .mockImplementation(async (caseNo) =>
      detailOf([base, repaying, rejected].find((c) => c.caseNo === caseNo)!),
    );
  jest
    .mocked(ordersApi.fetchDeclaration)
    .mockResolvedValue({ title: '分期付款申請聲明書', content: '本人茲聲明…', caseNo: 'x' });
});

describe('/member/order/list', () => {
  it('shows running and closed cases in tabs, with status in words, amount, installments and date', async () => {
    renderOrderRoutes(routes, '/member/order/list');
    const cards = await screen.findAllByTestId('case-card');
    expect(cards.map((c) => c.getAttribute('data-case-no'))).toEqual(['FQ20261120000001', 'FQ2']);
    const first = within(cards[0]);
    expect(first.getByTestId('case-status').textContent).toBe('核准待對保');
    expect(first.getByText('恭喜！申請已核准，請完成線上對保。')).toBeTruthy();
    expect(first.getByText('NT$36,900')).toBeTruthy();
    expect(first.getByText('12 期・每期 NT$3,277')).toBeTruthy();
    expect(first.getByText('2026/11/20')).toBeTruthy(); // the Taipei day of 17:00 UTC
    expect(within(cards[1]).getByText('繳款中：已繳 3 期，共 12 期。')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '已結案（1）' }));
    expect(await screen.findByText('很抱歉，本次申請未通過審核。')).toBeTruthy();
  });

  it('opens a case’s detail from the list (?caseId=) and closes it again', async () => {
    const { where } = renderOrderRoutes(routes, '/member/order/list');
    await userEvent.click((await screen.findAllByTestId('case-card'))[0]);
    expect(where.current).toBe('/member/order/list?caseId=1');
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByRole('link', { name: '前往線上對保' }).getAttribute('href')).toBe(
      '/member/idVerify/step1?caseId=1&caseNo=FQ20261120000001',
    );
    const tiles = within(detail).getAllByTestId('document-tile');
    const present = tiles.filter((t) => t.getAttribute('data-present') === 'yes').map((t) => t.textContent);
    expect(present).toEqual(['分期契約簽名', '申請聲明書']);
    // Before 對保 nothing more is due: no empty 未上傳 boxes beside what the case has.
    expect(within(detail).queryByText('未上傳')).toBeNull();
    expect(within(detail).getByText('審核通過')).toBeTruthy();
    expect(ordersApi.fetchOrderDetail).toHaveBeenCalledWith('FQ20261120000001');
    expect(ordersApi.fetchDeclaration).toHaveBeenCalledWith(1, { fenqiSkipGlobalError: true });

    await userEvent.click(screen.getByRole('button', { name: /close|關閉/i }));
    await waitFor(() => expect(where.current).toBe('/member/order/list'));
  });

  it('explains the first period beside 每期: its amount and the service fee in it', async () => {
    renderOrderRoutes(routes, '/member/order/list');
    const cards = await screen.findAllByTestId('case-card');
    for (const card of cards) expect(within(card).getByText('首期 NT$4,015，含手續費 NT$738')).toBeTruthy();
    await userEvent.click(cards[0]);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByText('首期 NT$4,015，含手續費 NT$738')).toBeTruthy();
  });

  it('offers no 查看繳款資訊 while 核准待對保: nothing is billed before the contract is signed', async () => {
    renderOrderRoutes(routes, '/member/order/list?caseId=1');
    const approved = await screen.findByTestId('order-detail');
    await within(approved).findByRole('link', { name: '前往線上對保' });
    expect(within(approved).queryByRole('link', { name: '查看繳款資訊' })).toBeNull();
  });

  it('offers 查看繳款資訊 on a repaying case', async () => {
    renderOrderRoutes(routes, '/member/order/list?caseId=2');
    const detail = await screen.findByTestId('order-detail');
    const link = await within(detail).findByRole('link', { name: '查看繳款資訊' });
    expect(link.getAttribute('href')).toBe('/member/payment');
  });

  it('keeps the detail when only its declaration cannot load: that part says so in its place and 重試 asks again', async () => {
    jest
      .mocked(ordersApi.fetchDeclaration)
      .mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderOrderRoutes(routes, '/member/order/list?caseId=2');
    const detail = await screen.findByTestId('order-detail');
    const failure = within(detail).getByTestId('declaration-failure');
    expect(failure.textContent).toMatch(/網路/);
    expect(within(detail).getByText('審核通過')).toBeTruthy();
    await userEvent.setup().click(within(failure).getByRole('button', { name: '重試' }));
    expect(await within(detail).findByText('分期付款申請聲明書')).toBeTruthy();
    expect(within(detail).queryByTestId('declaration-failure')).toBeNull();
  });

  it('opens a linked closed case on the closed tab with the operator’s reason', async () => {
    renderOrderRoutes(routes, '/member/order/list?caseId=4');
    expect(await screen.findByRole('tab', { name: '已結案（1）', selected: true })).toBeTruthy();
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByText('收入證明不足，暫無法核貸')).toBeTruthy();
    expect(within(detail).queryByRole('link', { name: '前往線上對保' })).toBeNull();
  });

  it('counts a case-list reply that carries a message as failure, showing that message', async () => {
    jest.mocked(casesApi.fetchCompletedCases).mockResolvedValue({ message: '查無會員資料' } as never);
    renderOrderRoutes(routes, '/member/order/list');
    expect(await screen.findByText('查無會員資料')).toBeTruthy();
    expect(screen.queryByTestId('case-card')).toBeNull();
  });
});
