import { screen, within } from '@testing-library/react';
import * as subFlows from '../../../api/v2/case-sub-flows';
import * as casesApi from '../../../api/v2/cases';
import * as memberInfoApi from '../../../api/v2/member-info';
import * as ordersApi from '../../../api/v2/orders';
import * as paymentsApi from '../../../api/v2/payments';
import type { CaseView } from '../../../api/v2/types/common';
import type { MemberRecord } from '../../../api/v2/types/member';
import { renderRoutes, serverError } from '../auth-test-kit';
import MemberHomePage from './MemberHomePage';

jest.mock('../../../api/v2/cases');
jest.mock('../../../api/v2/member-info');
jest.mock('../../../api/v2/payments');
jest.mock('../../../api/v2/orders');
jest.mock('../../../api/v2/case-sub-flows');

const routes = [{ path: '/member', element: <MemberHomePage /> }];

const caseOf = (id: number, status: string, statusLabel: string, extra: Partial<CaseView> = {}) =>
  ({
    id,
    caseNo: `FQ00${id}`,
    status,
    statusLabel,
    productName: '手機',
    productModelNo: null,
    updatedAt: `2024-05-0${id}T00:00:00Z`,
    statusNote: null,
    ...extra,
  }) as CaseView;

const entry = (caseSerNo: number, nextDueDate: string, nextAmount: number) =>
  ({
    caseNo: `FQ00${caseSerNo}`,
    caseSerNo,
    productName: '筆電電腦',
    appPeriods: 12,
    appPayPeriods: 3,
    nextPeriod: 4,
    nextDueDate,
    nextAmount,
  }) as paymentsApi.PaymentEntry;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(memberInfoApi.fetchBasicInfo).mockResolvedValue({ memName: '王大明' } as MemberRecord);
  jest.mocked(paymentsApi.fetchPaymentList).mockResolvedValue([]);
});

describe('MemberHomePage', () => {
  it('lists what waits on the member, each with the way to act (nothing to sign after 對保)', async () => {
    jest
      .mocked(casesApi.fetchCases)
      .mockResolvedValue([
        caseOf(1, 'approved', '核准待對保'),
        caseOf(2, 'id_verified', '已對保待核約'),
        caseOf(3, 'supplement', '待補件', { statusNote: '請重新上傳清晰的存摺封面' }),
        caseOf(4, 'reviewing', '審核中'),
      ]);
    jest.mocked(ordersApi.fetchOrderDetail).mockImplementation(async (caseNo) => ({
      ...({} as ordersApi.OrderDetail),
      extGuarLinkStatus: caseNo === 'FQ001' ? 0 : null,
      guarantorInfo:
        caseNo === 'FQ001'
          ? {
              guarNo: 'G1',
              name: '陳淑芬',
              guarLivingCity: null,
              guarLivingDistrict: null,
              guarLivingAddr: null,
            }
          : null,
    }));
    jest.mocked(subFlows.fetchGuarantorSignPath).mockResolvedValue('sign-abc');
    renderRoutes(routes, '/member');
    expect(await screen.findByText('王大明 您好，歡迎回到會員中心')).toBeTruthy();

    const tasks = await screen.findAllByTestId('home-task');
    expect(tasks.map((t) => t.getAttribute('data-kind'))).toEqual(['idVerify', 'guarantor', 'supplement']);
    expect(within(tasks[0]).getByRole('link', { name: '前往對保' }).getAttribute('href')).toBe(
      '/member/idVerify/step1?caseId=1&caseNo=FQ001',
    );
    expect(within(tasks[1]).getByText('保證人：陳淑芬')).toBeTruthy();
    expect(within(tasks[1]).getByRole('button', { name: /複製保證人連結/ })).toBeTruthy();
    expect(subFlows.fetchGuarantorSignPath).toHaveBeenCalledWith(1, expect.anything());
    expect(within(tasks[2]).getByText('請重新上傳清晰的存摺封面')).toBeTruthy();
    expect(within(tasks[2]).getByRole('link', { name: '上傳補件' }).getAttribute('href')).toBe(
      '/member/order/list?caseId=3',
    );

    const cases = screen.getAllByTestId('home-case');
    expect(cases.map((c) => c.getAttribute('href'))).toEqual([
      '/member/order/list?caseId=1',
      '/member/order/list?caseId=2',
      '/member/order/list?caseId=3',
      '/member/order/list?caseId=4',
    ]);
    // The case updated last carries the marker other suites wait for.
    expect(within(cases[3]).getByTestId('latest-case-status').textContent).toBe('審核中');
  });

  it('shows the soonest payment due with its amount and date', async () => {
    jest.mocked(casesApi.fetchCases).mockResolvedValue([caseOf(2, 'repaying', '繳款中')]);
    jest
      .mocked(paymentsApi.fetchPaymentList)
      .mockResolvedValue([entry(1, '2099-12-22', 4015), entry(2, '2099-11-18', 3168)]);
    renderRoutes(routes, '/member');
    const card = await screen.findByTestId('next-payment');
    expect(within(card).getByText('NT$3,168')).toBeTruthy();
    expect(within(card).getByText('2099/11/18')).toBeTruthy();
    expect(within(card).getByText(/另有 1 件待繳/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '前往繳款' }).getAttribute('href')).toBe('/member/payment');
    expect(within(card).queryByTestId('late-charges-notice')).toBeNull();
    expect(screen.queryByTestId('home-task')).toBeNull();
  });

  it('says an overdue payment carries the late charges of the contract, figured on the payment page', async () => {
    jest.mocked(casesApi.fetchCases).mockResolvedValue([caseOf(2, 'repaying', '繳款中')]);
    jest.mocked(paymentsApi.fetchPaymentList).mockResolvedValue([entry(2, '2020-01-05', 3168)]);
    renderRoutes(routes, '/member');
    const card = await screen.findByTestId('next-payment');
    expect(within(card).getByText('已逾期')).toBeTruthy();
    expect(within(card).getByTestId('late-charges-notice').textContent).toMatch(/遲延利息與違約金.*見繳款頁/);
  });

  it('works for a member with no cases: an offer to apply and the shortcut cards', async () => {
    jest.mocked(casesApi.fetchCases).mockResolvedValue([]);
    renderRoutes(routes, '/member');
    expect(await screen.findByText('目前沒有進行中的案件。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即申辦分期' }).getAttribute('href')).toBe(
      '/member/commodity-loans/step1',
    );
    expect(screen.queryByTestId('next-payment')).toBeNull();
    expect(screen.queryByTestId('home-task')).toBeNull();
    const nav = screen.getByRole('navigation', { name: '會員中心捷徑' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/member/news',
      '/member/order/list',
      '/member/payment',
      '/member/chpwd',
      '/member/info',
    ]);
  });

  it('while the overview loads, shows the greeting and one placeholder, nothing below it to push down', async () => {
    let answer: (cases: CaseView[]) => void = () => undefined;
    jest.mocked(casesApi.fetchCases).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRoutes(routes, '/member');
    expect(screen.getByTestId('home-loading')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '會員中心捷徑' })).toBeNull();
    expect(screen.queryByText(/進行中的案件/)).toBeNull();
    answer([caseOf(1, 'approved', '核准待對保')]);
    expect(await screen.findByRole('navigation', { name: '會員中心捷徑' })).toBeTruthy();
    expect(screen.queryByTestId('home-loading')).toBeNull();
    expect(screen.getByText(/進行中的案件/)).toBeTruthy();
  });

  it('shows the failure message when the cases cannot be loaded', async () => {
    jest
      .mocked(casesApi.fetchCases)
      .mockRejectedValue(serverError(500, { code: '500', message: '伺服器忙碌中，請您稍後再試。' }));
    renderRoutes(routes, '/member');
    expect(await screen.findByText('伺服器忙碌中，請您稍後再試。')).toBeTruthy();
  });
});
