import { screen } from '@testing-library/react';
import { appConfig, DEFAULT_APP_CONFIG } from '../../../api/app-config';
import { endSession, startSession } from '../../../api/session-cookies';
import * as authApi from '../../../api/v2/auth';
import { rememberRedirect } from '../auth-paths';
import { fakeLineClient, renderRoutes, serverError } from '../auth-test-kit';
import LineAuthPage from './LineAuthPage';
import LoginPage from './LoginPage';

jest.mock('../../../api/v2/auth');
jest.mock('../../../api/app-config', () => ({
  ...jest.requireActual('../../../api/app-config'),
  appConfig: jest.fn(),
}));

const api = jest.mocked(authApi);
const reply = {
  token: 'tok-1',
  expiresAt: '2099-01-01T00:00:00.000Z',
  name: '王大明',
  isEmailVerified: true,
  deviceKey: 'device-key-of-the-member',
};
const routes = [
  { path: '/member/line/auth', element: <LineAuthPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/member', element: <p>會員首頁</p> },
  { path: '/member/payment', element: <p>繳款頁</p> },
];

beforeEach(() => {
  jest.resetAllMocks();
  endSession();
  jest.mocked(appConfig).mockReturnValue({ ...DEFAULT_APP_CONFIG, liffId: '1234-abcd' });
  api.lineIntegration.mockResolvedValue(true);
  api.isInWhitelist.mockResolvedValue(true);
});

describe('LineAuthPage', () => {
  it('finishes a LINE login and returns to the page remembered before leaving for LINE', async () => {
    api.lineLogin.mockResolvedValue(reply);
    rememberRedirect('/member/payment');
    renderRoutes(routes, '/member/line/auth', { line: fakeLineClient('line-ok') });
    expect(await screen.findByText('繳款頁')).toBeTruthy();
    expect(api.lineLogin).toHaveBeenCalledWith('line-ok', expect.anything());
  });

  it('sends an unlinked LINE account (015.407) to /login to log in with ID + password and link', async () => {
    api.lineLogin.mockRejectedValue(
      serverError(403, { code: '015.407', message: '此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定' }),
    );
    const { where } = renderRoutes(routes, '/member/line/auth', { line: fakeLineClient('line-new') });
    expect(await screen.findByText('此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定')).toBeTruthy();
    expect(where.current).toBe('/login');
    expect(screen.getByRole('checkbox', { name: /同時綁定此 LINE 帳號/ })).toBeTruthy();
  });

  it('links LINE for a logged-in member', async () => {
    startSession('member-token');
    api.linkLine.mockResolvedValue();
    renderRoutes(routes, '/member/line/auth', { line: fakeLineClient('line-mine') });
    expect(await screen.findByText('LINE 帳號綁定成功，之後可使用 LINE 快速登入')).toBeTruthy();
    expect(api.linkLine).toHaveBeenCalledWith('line-mine', expect.anything());
    expect(api.lineLogin).not.toHaveBeenCalled();
  });

  it.each([
    ['015.403', '綁定失敗，您的會員帳號已綁定其他 LINE 帳號，請先解除綁定'],
    ['015.405', '綁定失敗，您的 LINE 帳號已綁定其他會員帳號，請先解除綁定'],
  ])('explains a refused link (%s)', async (code, message) => {
    startSession('member-token');
    api.linkLine.mockRejectedValue(serverError(403, { code, message }));
    renderRoutes(routes, '/member/line/auth', { line: fakeLineClient('line-other') });
    expect(await screen.findByText('LINE 帳號綁定失敗')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回會員中心' })).toBeTruthy();
  });

  it('says LINE login is not offered when no LIFF id is configured', async () => {
    jest.mocked(appConfig).mockReturnValue(DEFAULT_APP_CONFIG);
    renderRoutes(routes, '/member/line/auth');
    expect(await screen.findByText('LINE 登入目前未開放，請使用身分證字號與密碼登入。')).toBeTruthy();
  });
});
