import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig, DEFAULT_APP_CONFIG } from '../../../api/app-config';
import { endSession, startSession } from '../../../api/session-cookies';
import * as authApi from '../../../api/v2/auth';
import { findErrorOf } from '../../../../tests/support/field-error';
import { fakeLineClient, renderRoutes, serverError } from '../auth-test-kit';
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
  { path: '/login', element: <LoginPage /> },
  { path: '/member', element: <p>會員首頁</p> },
  { path: '/member/order/list', element: <p>我的訂單頁</p> },
];

async function fillAndSubmit(idNum = 'A123456789', passwd = 'demo1234') {
  await userEvent.type(await screen.findByLabelText('身分證字號'), idNum);
  await userEvent.type(screen.getByLabelText('密碼'), passwd);
  await userEvent.click(screen.getByRole('button', { name: '登入' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  endSession();
  jest.mocked(appConfig).mockReturnValue(DEFAULT_APP_CONFIG);
  api.isIdNumExistent.mockResolvedValue(true);
  api.isInWhitelist.mockResolvedValue(true);
});

describe('LoginPage', () => {
  it('logs in and goes to the member home', async () => {
    api.login.mockResolvedValue(reply);
    renderRoutes(routes, '/login');
    await fillAndSubmit();
    expect(await screen.findByText('會員首頁')).toBeTruthy();
    expect(api.login).toHaveBeenCalledWith('A123456789', 'demo1234', undefined, expect.anything());
  });

  it('goes back to the page named by the redirect query after login', async () => {
    api.login.mockResolvedValue(reply);
    renderRoutes(routes, '/login?redirect=%2Fmember%2Forder%2Flist');
    await fillAndSubmit();
    expect(await screen.findByText('我的訂單頁')).toBeTruthy();
  });

  it('shows the 001.405 message under the form and stays', async () => {
    api.login.mockRejectedValue(serverError(401, { code: '001.405', message: '帳號或密碼錯誤' }));
    const { where } = renderRoutes(routes, '/login');
    await fillAndSubmit('A123456789', 'wrong123');
    const message = await screen.findByText('帳號或密碼錯誤');
    const alert = screen.getAllByRole('alert').find((el) => el.contains(message)) as HTMLElement;
    // The alert's kind is the subject: antd's error look (red) is its class.
    expect(alert.className).toContain('ant-alert-error');
    expect(where.current).toBe('/login');
  });

  it('shows the 429 lockout message', async () => {
    api.login.mockRejectedValue(
      serverError(429, { code: '429', message: '登入失敗次數過多，請 15 分鐘後再試' }),
    );
    renderRoutes(routes, '/login');
    await fillAndSubmit();
    expect(await screen.findByText('登入失敗次數過多，請 15 分鐘後再試')).toBeTruthy();
  });

  it('puts a 422 detail under the field it names', async () => {
    api.login.mockRejectedValue(
      serverError(422, {
        code: '422',
        message: '密碼格式不符',
        details: [{ path: '/passwd', keyword: 'pattern', message: '密碼格式不符' }],
      }),
    );
    renderRoutes(routes, '/login');
    await fillAndSubmit();
    expect(await findErrorOf(screen.getByLabelText('密碼'), '密碼格式不符')).toBeTruthy();
    // Shown once, under the field: not repeated in the alert under the form.
    expect(screen.getAllByText('密碼格式不符')).toHaveLength(1);
  });

  it('tells a visitor whose ID is not a member where to apply, after leaving the ID field', async () => {
    api.isIdNumExistent.mockResolvedValue(false);
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('身分證字號'), 'B123456780');
    await userEvent.tab();
    expect(await screen.findByText('此身分證字號尚未成為會員')).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即申辦' }).getAttribute('href')).toBe(
      '/member/commodity-loans/step1',
    );
    expect(api.isIdNumExistent).toHaveBeenCalledWith('B123456780', expect.anything());
  });

  it('offers the application to a visitor without an account, before any ID is typed', async () => {
    renderRoutes(routes, '/login');
    const apply = await screen.findByRole('link', { name: '我要申請分期' });
    expect(apply.getAttribute('href')).toBe('/member/commodity-loans/step1');
    expect(screen.getByText('還不是會員？')).toBeTruthy();
  });

  it('links to forgot password and fast login', async () => {
    renderRoutes(routes, '/login');
    expect((await screen.findByRole('link', { name: '忘記密碼' })).getAttribute('href')).toBe(
      '/member/forgot-pwd',
    );
    expect(screen.getByRole('link', { name: '快速登入' }).getAttribute('href')).toBe('/member/fast-login');
  });

  it('goes straight on when the stored token is still valid', async () => {
    startSession('still-good');
    api.isAccessTokenValid.mockResolvedValue({
      isValid: true,
      expiresAt: '2099-01-01T00:00:00Z',
      deviceKey: 'device-key-of-the-member',
    });
    renderRoutes(routes, '/login');
    expect(await screen.findByText('會員首頁')).toBeTruthy();
  });

  it('has no LINE button without a LIFF id, and asks LINE nothing', async () => {
    renderRoutes(routes, '/login', { line: fakeLineClient() });
    await screen.findByLabelText('身分證字號');
    expect(screen.queryByRole('button', { name: /LINE/ })).toBeNull();
    expect(api.lineIntegration).not.toHaveBeenCalled();
  });

  describe('with LIFF configured', () => {
    beforeEach(() => {
      jest.mocked(appConfig).mockReturnValue({ ...DEFAULT_APP_CONFIG, liffId: '1234-abcd' });
      api.lineIntegration.mockResolvedValue(true);
    });

    it('logs in with a linked LINE account', async () => {
      api.lineLogin.mockResolvedValue(reply);
      renderRoutes(routes, '/login', { line: fakeLineClient('line-token') });
      await userEvent.click(await screen.findByRole('button', { name: '使用 LINE 登入' }));
      expect(await screen.findByText('會員首頁')).toBeTruthy();
      expect(api.lineLogin).toHaveBeenCalledWith('line-token', expect.anything());
    });

    it('sends a member LINE has not logged in yet to LINE, returning to /member/line/auth', async () => {
      const line = fakeLineClient(null);
      renderRoutes(routes, '/login', { line });
      await userEvent.click(await screen.findByRole('button', { name: '使用 LINE 登入' }));
      await waitFor(() => expect(line.sentTo).toEqual([`${window.location.origin}/member/line/auth`]));
      expect(api.lineLogin).not.toHaveBeenCalled();
    });

    it('after 015.407 asks for ID + password and links LINE in the same login', async () => {
      api.lineLogin.mockRejectedValue(
        serverError(403, {
          code: '015.407',
          message: '此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定',
        }),
      );
      api.login.mockResolvedValue(reply);
      renderRoutes(routes, '/login', { line: fakeLineClient('line-new') });
      await userEvent.click(await screen.findByRole('button', { name: '使用 LINE 登入' }));
      expect(await screen.findByText('此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定')).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: /同時綁定此 LINE 帳號/ })).toHaveProperty('checked', true);
      await fillAndSubmit();
      expect(await screen.findByText('會員首頁')).toBeTruthy();
      expect(api.login).toHaveBeenCalledWith('A123456789', 'demo1234', 'line-new', expect.anything());
    });
  });
});
