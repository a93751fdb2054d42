import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as passwordsApi from '../../../api/v2/passwords';
import { renderRoutes, serverError } from '../auth-test-kit';
import ForgotPasswordPage from './ForgotPasswordPage';

jest.mock('../../../api/v2/passwords');

const api = jest.mocked(passwordsApi);
const routes = [
  { path: '/member/forgot-pwd', element: <ForgotPasswordPage /> },
  { path: '/member/forgotPwd', element: <ForgotPasswordPage /> },
  { path: '/login', element: <p>登入頁</p> },
];

beforeEach(() => jest.resetAllMocks());

describe('ForgotPasswordPage without a token', () => {
  it('asks for a reset mail and says to check the mail, pointing at the development outbox', async () => {
    api.forgetPassword.mockResolvedValue('重設密碼信件已寄出，請於 24 小時內至電子信箱點選連結設定新密碼');
    api.hasDevOutbox.mockResolvedValue(true);
    renderRoutes(routes, '/member/forgotPwd');
    await userEvent.type(await screen.findByLabelText('身分證字號'), 'A123456789');
    await userEvent.type(screen.getByLabelText('電子信箱'), 'demo@fenqi.tw');
    await userEvent.click(screen.getByRole('button', { name: '寄送重設密碼信' }));
    expect(await screen.findByText('重設密碼信已寄出')).toBeTruthy();
    expect(screen.getByText(/請於 24 小時內至電子信箱/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /開發用郵件匣/ }).getAttribute('href')).toBe('/dev/outbox');
    expect(api.forgetPassword).toHaveBeenCalledWith(
      { idNum: 'A123456789', email: 'demo@fenqi.tw' },
      expect.anything(),
    );
  });

  it('shows no outbox hint where the server keeps none (production)', async () => {
    api.forgetPassword.mockResolvedValue('重設密碼信件已寄出');
    api.hasDevOutbox.mockResolvedValue(false);
    renderRoutes(routes, '/member/forgot-pwd');
    await userEvent.type(await screen.findByLabelText('身分證字號'), 'A123456789');
    await userEvent.type(screen.getByLabelText('行動電話'), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: '寄送重設密碼信' }));
    expect(await screen.findByText('重設密碼信已寄出')).toBeTruthy();
    expect(screen.queryByText(/開發用郵件匣/)).toBeNull();
  });

  it('shows 400-03 inline and keeps the form', async () => {
    api.forgetPassword.mockRejectedValue(
      serverError(400, { code: '400-03', message: '電子信箱或手機號碼錯誤' }),
    );
    renderRoutes(routes, '/member/forgot-pwd');
    await userEvent.type(await screen.findByLabelText('身分證字號'), 'A123456789');
    await userEvent.type(screen.getByLabelText('電子信箱'), 'wrong@fenqi.tw');
    await userEvent.click(screen.getByRole('button', { name: '寄送重設密碼信' }));
    expect(await screen.findByText('電子信箱或手機號碼錯誤')).toBeTruthy();
    expect(screen.getByRole('button', { name: '寄送重設密碼信' })).toBeTruthy();
  });

  it('asks for the email or the cell phone before sending anything', async () => {
    renderRoutes(routes, '/member/forgot-pwd');
    await userEvent.type(await screen.findByLabelText('身分證字號'), 'A123456789');
    await userEvent.click(screen.getByRole('button', { name: '寄送重設密碼信' }));
    expect(await screen.findByText('請輸入電子信箱或行動電話')).toBeTruthy();
    expect(api.forgetPassword).not.toHaveBeenCalled();
  });
});

describe('ForgotPasswordPage with the mailed token', () => {
  async function submitNewPassword() {
    await userEvent.type(await screen.findByLabelText('新密碼'), 'newpass12');
    await userEvent.type(screen.getByLabelText('確認新密碼'), 'newpass12');
    await userEvent.click(screen.getByRole('button', { name: '設定新密碼' }));
  }

  it('sets the new password with the link token and links to the login', async () => {
    api.resetPassword.mockResolvedValue('密碼已重設，請以新密碼登入');
    const { where } = renderRoutes(routes, '/member/forgot-pwd?token=abc123');
    await submitNewPassword();
    expect(await screen.findByText('密碼已重設，請以新密碼登入')).toBeTruthy();
    expect(api.resetPassword).toHaveBeenCalledWith(
      'abc123',
      { newPasswd: 'newpass12', confirmPasswd: 'newpass12' },
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('link', { name: '前往登入' }));
    expect(where.current).toBe('/login');
  });

  it('says an expired link (401-02) cannot be used and offers a new one', async () => {
    api.resetPassword.mockRejectedValue(
      serverError(401, { code: '401-02', message: '此重設密碼連結已超過 24 小時，請重新申請' }),
    );
    const { where } = renderRoutes(routes, '/member/forgot-pwd?token=old');
    await submitNewPassword();
    expect(await screen.findByText('此重設密碼連結已無法使用')).toBeTruthy();
    expect(screen.getByText('此重設密碼連結已超過 24 小時，請重新申請')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '重新申請重設密碼' }));
    expect(where.current).toBe('/member/forgot-pwd');
    expect(await screen.findByRole('button', { name: '寄送重設密碼信' })).toBeTruthy();
  });

  it('says a used link (401-01) cannot be used either', async () => {
    api.resetPassword.mockRejectedValue(
      serverError(401, { code: '401-01', message: '此重設密碼連結已使用過' }),
    );
    renderRoutes(routes, '/member/forgot-pwd?token=used');
    await submitNewPassword();
    expect(await screen.findByText('此重設密碼連結已使用過')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新申請重設密碼' })).toBeTruthy();
  });
});
