import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownChoice } from '../../../../tests/support/choose-option';
import { errorTextOf, findErrorOf } from '../../../../tests/support/field-error';
import { logInAs, startLiveApi, type LiveApi } from '../../../../tests/support/live-api';
import { renderMemberPage } from '../member-test-kit';
import { basicInfoActions } from '../actions';
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
  await findErrorOf(email, EMAIL_TAKEN_MESSAGE);
  await user.clear(email);
  await user.paste('demo@fenqi.tw'); // back to the member's own address: nothing to flag
  await waitFor(() => expect(errorTextOf(email)).not.toContain(EMAIL_TAKEN_MESSAGE));
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

// Leaving with unsaved edits asks first, as the step flows do; an untouched form lets go.
it('asks before leaving with unsaved edits, and not without', async () => {
  await logInAs();
  const { router, types } = openInfo();
  await screen.findByLabelText(/^LINE ID/);
  await waitFor(() => expect((screen.getByLabelText(/^姓名/) as HTMLInputElement).value).toBe('王大明'));
  void router.navigate('/elsewhere');
  expect(await screen.findByText('別的頁面')).toBeTruthy();

  void router.navigate('/member/info');
  // The page loads the record again as it opens (a lazy route, then a saga: seconds on a loaded
  // 2-core machine); the form takes the fresh one.
  const loads = () => types().filter((type) => type === basicInfoActions.SUCCESS).length;
  await waitFor(() => expect(loads()).toBe(2), { timeout: 10_000 });
  await waitFor(() => expect((screen.getByLabelText(/^姓名/) as HTMLInputElement).value).toBe('王大明'));
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/^LINE ID/));
  await user.paste('daming.new');
  await user.tab(); // leaving the field, as clicking a menu link does
  void router.navigate('/elsewhere');
  expect(await screen.findAllByText('尚有資料未儲存')).not.toHaveLength(0);
  await user.click(screen.getByRole('button', { name: '留在此頁' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/member/info'));
  expect((screen.getByLabelText(/^LINE ID/) as HTMLInputElement).value).toBe('daming.new');
}, 60_000);

// 基本資料 starts from what the member told us in his newest application.
it("fills 王大明's address, 身分類別 and contacts from his newest case, so saving a new LINE ID alone succeeds", async () => {
  await logInAs();
  const { store } = openInfo();
  await screen.findByText(/已帶入您最近一次申辦（案件編號 FQ\d+）時填寫的資料/);
  await waitFor(() => expect(shownChoice(/^戶籍縣市/)).toContain('臺北市'));
  expect(shownChoice(/^身分類別/)).toContain('一般');
  expect((screen.getAllByLabelText(/^聯絡人姓名/)[0] as HTMLInputElement).value).toBe('王建國');
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/^LINE ID/));
  await user.paste('daming.wang');
  await user.click(screen.getByRole('button', { name: '儲存' }));
  await waitFor(() => expect(store.getState().member.saveInfo.status).toBe('success'));
  await waitFor(() => expect(screen.queryByText(/已帶入您最近一次申辦/)).toBeNull());
}, 60_000);
