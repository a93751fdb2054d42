import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendVerifiedEmail } from '../../../api/v2/emails';
import { succeededCall } from '../../../store/call-state';

import { makePageStore, renderPage, type PageState } from './confirm-pages-test-kit';
import FinishPage from './FinishPage';

// The mail itself is the server's (sent with the new member's session: sagas/submit.test.ts).
jest.mock('../../../api/v2/emails', () => ({ sendVerifiedEmail: jest.fn() }));
const sendMail = jest.mocked(sendVerifiedEmail);

const FINISH = '/member/commodity-loans/finish';

function sent(isEmailVerified: boolean): PageState {
  return {
    completed: [1, 2, 3, 4, 5],
    submit: {
      ...succeededCall(),
      data: { caseNo: 'C20250601001', caseId: 7, isEmailVerified },
      fieldErrors: [],
    },
  };
}

describe('FinishPage', () => {
  it('says 申請已完成 with the case number when the e-mail is verified', async () => {
    const kit = makePageStore(sent(true));
    renderPage(<FinishPage />, FINISH, kit);
    expect(await screen.findByText('申請已完成')).toBeTruthy();
    expect(screen.getByText('C20250601001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '寄送驗證信' })).toBeNull();
    expect(screen.getByRole('button', { name: '我的訂單' })).toBeTruthy();
  });

  it('asks for the e-mail verification and sends the mail on 寄送驗證信, showing the result', async () => {
    const user = userEvent.setup({ delay: null });
    const kit = makePageStore(sent(false));
    const { where } = renderPage(<FinishPage />, FINISH, kit);
    expect(await screen.findByText('申請已送出')).toBeTruthy();
    expect(screen.getByText('請完成電子信箱驗證')).toBeTruthy();

    sendMail.mockResolvedValueOnce({ message: '驗證信已寄出至 ming@example.com', email: 'ming@example.com' });
    await user.click(screen.getByRole('button', { name: '寄送驗證信' }));
    expect(sendMail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('驗證信已寄出至 ming@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新寄送驗證信' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '會員中心' }));
    expect(where.current).toBe('/member');
  });

  it('sends a member who has not sent an application back to the wizard', () => {
    const kit = makePageStore({ completed: [1, 2] });
    const { where } = renderPage(<FinishPage />, FINISH, kit);
    expect(where.current).toBe('/member/commodity-loans/step3');
  });
});
