import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorTextOf } from '../../../../tests/support/field-error';
import { logInAs, startLiveApi, type LiveApi } from '../../../../tests/support/live-api';
import { renderMemberPage } from '../member-test-kit';
import ChangePasswordPage from './ChangePasswordPage';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

/** Pastes into a field (one change, as a password manager fills it: fast on a busy test machine). */
async function fill(label: RegExp, text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

it('shows 400-01 at the old password, then changes the password and empties the form', async () => {
  await logInAs();
  const { store } = renderMemberPage(<ChangePasswordPage />, { path: '/member/chpwd' });
  await screen.findByLabelText(/^舊密碼/);

  await fill(/^舊密碼/, 'wrong123');
  await fill(/^新密碼/, 'newpass12');
  await fill(/^確認新密碼/, 'newpass12');
  await userEvent.click(screen.getByRole('button', { name: '變更密碼' }));
  const oldField = screen.getByLabelText(/^舊密碼/);
  await waitFor(() => expect(errorTextOf(oldField)).toContain('舊密碼錯誤'));

  await fill(/^舊密碼/, 'demo1234');
  expect(errorTextOf(oldField)).not.toContain('舊密碼錯誤'); // the verdict was about the old text
  await userEvent.click(screen.getByRole('button', { name: '變更密碼' }));
  await screen.findByText('密碼已變更，下次登入請使用新密碼。');
  expect(store.getState().member.changePassword.status).toBe('success');
  await waitFor(() => expect((screen.getByLabelText(/^舊密碼/) as HTMLInputElement).value).toBe(''));
  expect(screen.queryByText(/舊密碼錯誤/)).toBeNull();
}, 60_000);

// Leaving with a typed password asks first, as the step flows do.
it('asks before leaving with a password typed but not sent, and lets an untouched page go', async () => {
  await logInAs('A123456789', 'newpass12'); // the test above changed it
  const { router } = renderMemberPage(<ChangePasswordPage />, { path: '/member/chpwd' });
  await screen.findByLabelText(/^舊密碼/);
  await fill(/^舊密碼/, 'demo1234');
  void router.navigate('/elsewhere');
  expect(await screen.findAllByText('密碼尚未變更')).not.toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: '留在此頁' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/member/chpwd'));
  void router.navigate('/elsewhere');
  await userEvent.click(await screen.findByRole('button', { name: '離開' }));
  expect(await screen.findByText('別的頁面')).toBeTruthy();

  void router.navigate('/member/chpwd');
  await screen.findByLabelText(/^舊密碼/);
  void router.navigate('/elsewhere'); // nothing typed: not blocked
  expect(await screen.findByText('別的頁面')).toBeTruthy();
}, 60_000);
