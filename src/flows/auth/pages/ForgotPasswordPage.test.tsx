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

  // 電子信箱 and 行動電話 are either-or; neither is marked required on its own.
  it('marks only the ID number required and says one of email and cell phone is needed', async () => {
    renderRoutes(routes, '/member/forgot-pwd');
    const idNum = await screen.findByLabelText<HTMLInputElement>('身分證字號');
    const email = screen.getByLabelText<HTMLInputElement>('電子信箱');
    const cellPhone = screen.getByLabelText<HTMLInputElement>('行動電話');
    // The mark is the subject: antd's stylesheet draws the asterisk for this class of the label.
    const marked = (input: HTMLInputElement) =>
      [...(input.labels ?? [])].some((label) => label.classList.contains('ant-form-item-required'));
    expect([marked(idNum), marked(email), marked(cellPhone)]).toEqual([true, false, false]);
    expect([email.hasAttribute('required'), cellPhone.hasAttribute('required')]).toEqual([false, false]);
    expect(screen.getByText(/電子信箱與行動電話請至少填寫一項/)).toBeTruthy();
    // Typing a cell phone and clearing it again changes no mark either.
    await userEvent.type(cellPhone, '0912');
    await userEvent.clear(cellPhone);
    expect([marked(email), marked(cellPhone)]).toEqual([false, false]);
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

  it('asks the link state on open, says until when it works, sets the new password and links to the login', async () => {
    api.checkResetLink.mockResolvedValue({ expiresAt: '2026-11-28T06:05:00.000Z' });
    api.resetPassword.mockResolvedValue('密碼已重設，請以新密碼登入');
    const { where } = renderRoutes(routes, '/member/forgot-pwd?token=abc123');
    expect(await screen.findByText(/^此連結可使用至 2026\/11\/28 \d\d:05。$/)).toBeTruthy();
    expect(api.checkResetLink).toHaveBeenCalledWith('abc123', expect.anything());
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

  // The state shows as the page opens, instead of the form, and each state is its own.
  it.each([
    ['401-01', '此重設密碼連結已使用過', '此重設密碼連結已使用過'],
    ['401-04', '已有較新的重設信，請使用最新一封', '已有較新的重設信，請使用最新一封'],
    ['401-02', '此重設密碼連結已超過 24 小時，請重新申請', '此重設密碼連結已過期'],
    ['401-03', '重設密碼連結無效，請重新申請', '此重設密碼連結無效'],
  ])('says on open that a %s link cannot be used, with no password form', async (code, message, title) => {
    api.checkResetLink.mockRejectedValue(serverError(401, { code, message }));
    const { where } = renderRoutes(routes, '/member/forgot-pwd?token=dead');
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByLabelText('新密碼')).toBeNull();
    expect(api.resetPassword).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: '重新申請重設密碼' }));
    expect(where.current).toBe('/member/forgot-pwd');
    expect(await screen.findByRole('button', { name: '寄送重設密碼信' })).toBeTruthy();
  });

  it('says a link that was used meanwhile (401-01 at the submit) cannot be used', async () => {
    api.checkResetLink.mockResolvedValue({ expiresAt: '2026-11-28T06:05:00.000Z' });
    api.resetPassword.mockRejectedValue(
      serverError(401, { code: '401-01', message: '此重設密碼連結已使用過' }),
    );
    renderRoutes(routes, '/member/forgot-pwd?token=used');
    await submitNewPassword();
    expect(await screen.findByText('此重設密碼連結已使用過')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新申請重設密碼' })).toBeTruthy();
  });

  it('still offers the form when the state could not be asked (no connection)', async () => {
    api.checkResetLink.mockRejectedValue(new Error('Network Error'));
    renderRoutes(routes, '/member/forgot-pwd?token=abc123');
    expect(await screen.findByLabelText('新密碼')).toBeTruthy();
    expect(screen.getByText('無法確認重設密碼連結，請稍後再試')).toBeTruthy();
  });
});
