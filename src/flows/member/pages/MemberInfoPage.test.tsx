import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, startLiveApi, type LiveApi } from '../../../../tests/support/live-api';
import { renderMemberPage } from '../member-test-kit';
import { EMAIL_TAKEN_MESSAGE } from '../member-info-data';
import MemberInfoPage from './MemberInfoPage';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const openInfo = (path = '/member/info') =>
  renderMemberPage(<MemberInfoPage />, { path, route: '/member/info' });

it("shows the demo member's account and record, without LINE while the server has no LINE channel", async () => {
  await logInAs();
  const { store } = openInfo();
  await screen.findByText('A123456789');
  expect(screen.getByText('demo@fenqi.tw')).toBeTruthy();
  expect(screen.getByText('已驗證')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '寄送驗證信' })).toBeNull();
  await waitFor(() => expect((screen.getByLabelText(/^姓名/) as HTMLInputElement).value).toBe('王大明'));
  await waitFor(() => expect(store.getState().member.lineIntegration.isEnabled).toBe(false));
  expect(screen.queryByText('LINE 快速登入')).toBeNull();
  expect(
    screen.getByRole('link', { name: '閱讀個人資料蒐集、處理及利用告知事項' }).getAttribute('href'),
  ).toBe('/member/info/midContract');
}, 60_000);

it("flags another member's email under the field while the member types it", async () => {
  await logInAs();
  openInfo();
  const email = (await screen.findByLabelText(/^電子信箱/)) as HTMLInputElement;
  await waitFor(() => expect(email.value).toBe('demo@fenqi.tw'));
  const user = userEvent.setup();
  await user.clear(email);
  await user.click(email);
  await user.paste('mei@fenqi.tw');
  const item = email.closest('.ant-form-item') as HTMLElement;
  await within(item).findByText(EMAIL_TAKEN_MESSAGE);
  await user.clear(email);
  await user.paste('demo@fenqi.tw'); // back to the member's own address: nothing to flag
  await waitFor(() => expect(within(item).queryByText(EMAIL_TAKEN_MESSAGE)).toBeNull());
}, 60_000);

it('offers to mail the verification link for an unverified address and says where it went', async () => {
  await logInAs();
  await api.server.db
    .updateTable('members')
    .set({ email_verified_at: null })
    .where('id_num', '=', 'A123456789')
    .execute();
  openInfo();
  expect(await screen.findByText('未驗證')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '寄送驗證信' }));
  await screen.findByText(/驗證信已寄出/);
  await userEvent.click(screen.getByRole('button', { name: '我已完成驗證' }));
  await screen.findByText('尚未完成驗證，請至電子信箱點選驗證連結後再確認一次');
}, 60_000);

it('says how the verification link went when it sends the member back', async () => {
  await logInAs();
  openInfo('/member/info?emailVerified=1');
  await screen.findByText('電子信箱驗證成功，感謝您的配合。');
  openInfo('/member/info?emailVerified=0');
  await screen.findByText('驗證連結無效或已過期，請重新寄送驗證信。');
});
