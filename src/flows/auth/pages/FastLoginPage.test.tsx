import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig, DEFAULT_APP_CONFIG } from '../../../api/app-config';
import * as authApi from '../../../api/v2/auth';
import { fakeLineClient, renderRoutes } from '../auth-test-kit';
import FastLoginPage from './FastLoginPage';

jest.mock('../../../api/v2/auth');
jest.mock('../../../api/app-config', () => ({
  ...jest.requireActual('../../../api/app-config'),
  appConfig: jest.fn(),
}));

const api = jest.mocked(authApi);
const routes = [
  { path: '/member/fast-login', element: <FastLoginPage /> },
  { path: '/member', element: <p>會員首頁</p> },
];

beforeEach(() => {
  jest.resetAllMocks();
  api.isInWhitelist.mockResolvedValue(true);
});

describe('FastLoginPage', () => {
  it('without LIFF shows the ID + password form and says LINE fast login is not available', async () => {
    jest.mocked(appConfig).mockReturnValue(DEFAULT_APP_CONFIG);
    renderRoutes(routes, '/member/fast-login');
    expect(await screen.findByText('LINE 快速登入目前未開放，請使用身分證字號與密碼登入。')).toBeTruthy();
    expect(await screen.findByLabelText('身分證字號')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /LINE/ })).toBeNull();
  });

  it('with LIFF logs in with one tap', async () => {
    jest.mocked(appConfig).mockReturnValue({ ...DEFAULT_APP_CONFIG, liffId: '1234-abcd' });
    api.lineIntegration.mockResolvedValue(true);
    api.lineLogin.mockResolvedValue({
      token: 't',
      expiresAt: '2099-01-01T00:00:00Z',
      name: null,
      isEmailVerified: false,
      deviceKey: 'device-key-of-the-member',
    });
    renderRoutes(routes, '/member/fast-login', { line: fakeLineClient('line-ok') });
    await userEvent.click(await screen.findByRole('button', { name: '使用 LINE 一鍵登入' }));
    expect(await screen.findByText('會員首頁')).toBeTruthy();
  });
});
