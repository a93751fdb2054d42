import { screen } from '@testing-library/react';
import * as casesApi from '../../../api/v2/cases';
import * as memberInfoApi from '../../../api/v2/member-info';
import type { CaseView } from '../../../api/v2/types/common';
import type { MemberRecord } from '../../../api/v2/types/member';
import { renderRoutes, serverError } from '../auth-test-kit';
import MemberHomePage from './MemberHomePage';

jest.mock('../../../api/v2/cases');
jest.mock('../../../api/v2/member-info');

const routes = [{ path: '/member', element: <MemberHomePage /> }];

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(memberInfoApi.fetchBasicInfo).mockResolvedValue({ memName: '王大明' } as MemberRecord);
});

describe('MemberHomePage', () => {
  it('greets the member and summarises the open cases', async () => {
    jest.mocked(casesApi.fetchCases).mockResolvedValue([
      {
        caseNo: 'FQ001',
        productName: '手機',
        statusLabel: '審核中',
        updatedAt: '2024-05-01T00:00:00Z',
      } as CaseView,
    ]);
    renderRoutes(routes, '/member');
    expect(await screen.findByText('王大明 您好，歡迎回到會員中心')).toBeTruthy();
    expect(screen.getByTestId('latest-case-status').textContent).toBe('審核中');
    expect(screen.getByText(/FQ001（手機）/)).toBeTruthy();
  });

  it('offers to apply when there is no open case, and shortcut cards to the member items', async () => {
    jest.mocked(casesApi.fetchCases).mockResolvedValue([]);
    renderRoutes(routes, '/member');
    expect(await screen.findByText('目前沒有進行中的案件。')).toBeTruthy();
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

  it('shows the failure message when the cases cannot be loaded', async () => {
    jest
      .mocked(casesApi.fetchCases)
      .mockRejectedValue(serverError(500, { code: '500', message: '伺服器忙碌中，請您稍後再試。' }));
    renderRoutes(routes, '/member');
    expect(await screen.findByText('伺服器忙碌中，請您稍後再試。')).toBeTruthy();
  });
});
