import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { logInAs, startLiveApi, type LiveApi } from '../../../../tests/support/live-api';
import { DEFAULT_APP_CONFIG, loadAppConfig } from '../../../api/app-config';
import { closedPortUrl } from '../../../api/testing/recording-server';
import { linkLine, unlinkLine } from '../../../api/v2/auth';
import type { dialogShown } from '../../../store/global-ui/actions';
import { fakeLineClient, renderMemberPage } from '../member-test-kit';
import MemberInfoPage from '../pages/MemberInfoPage';

/** A LINE stand-in for the server: token `line-<x>` belongs to LINE user U<x>. */
const line = {
  verify: async (token: string) =>
    token.startsWith('line-') ? { userId: `U${token.slice(5)}`, displayName: '' } : null,
};

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi({ line, liffId: 'liff-test-app' });
});
afterAll(async () => {
  await useAppConfigOf(null);
  await api.stop();
});

/**
 * Loads the app configuration from the test server (LIFF id configured), or goes back to the
 * defaults: a server that cannot be reached leaves the defaults (jsdom logs the refused call).
 */
async function useAppConfigOf(server: LiveApi | null) {
  const base = server ? server.url : await closedPortUrl();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // jsdom has no fetch: the test's server is read with axios, through the app's own loader.
    const config = await loadAppConfig(async (url, signal) => (await axios.get(base + url, { signal })).data);
    expect(config.liffId).toBe(server ? 'liff-test-app' : DEFAULT_APP_CONFIG.liffId);
  } finally {
    consoleError.mockRestore();
  }
}

/**
 * The whole 基本資料 page renders here against a real server (the form filled from the member's
 * latest case): on a loaded 2-core machine a reply can take longer than the default 5 s to show.
 */
const SLOW = { timeout: 20_000 };

const openInfo = (path: string, lineClient: ReturnType<typeof fakeLineClient> | null) =>
  renderMemberPage(<MemberInfoPage />, { path, route: '/member/info', line: lineClient });

describe('without a LIFF app configured', () => {
  it('shows no LINE card to a member with nothing linked (there is nothing to do)', async () => {
    await logInAs();
    const { store } = openInfo('/member/info', fakeLineClient('line-unused'));
    await screen.findByText('A123456789', {}, SLOW);
    await waitFor(() => expect(store.getState().member.lineIntegration.isEnabled).toBe(true));
    expect(screen.queryByText('LINE 快速登入')).toBeNull();
  }, 60_000);

  it('shows a linked account with unlink (after a confirm), and no link button', async () => {
    await logInAs();
    await linkLine('line-daming');
    const { seen, store } = openInfo('/member/info', fakeLineClient('line-unused'));
    await screen.findByText('已綁定', {}, SLOW);
    expect(screen.queryByRole('button', { name: '綁定 LINE 帳號' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '解除綁定' }));
    const confirm = seen.find((a) => a.type === 'ui/DIALOG_SHOWN') as ReturnType<typeof dialogShown>;
    expect(confirm.payload).toMatchObject({ kind: 'confirm', okText: '解除綁定' });
    act(() => void store.dispatch(confirm.payload.okAction!)); // the member answered 解除綁定
    await screen.findByText('已解除 LINE 帳號綁定', {}, SLOW);
    expect(screen.getByText('尚未綁定')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '綁定 LINE 帳號' })).toBeNull();
  }, 60_000);
});

describe('with a LIFF app configured', () => {
  beforeAll(() => useAppConfigOf(api));

  it('links the LINE account LIFF is logged in with', async () => {
    await logInAs();
    openInfo('/member/info', fakeLineClient('line-daming'));
    await userEvent.click(await screen.findByRole('button', { name: '綁定 LINE 帳號' }, SLOW));
    await screen.findByText('LINE 帳號綁定成功，之後可使用 LINE 快速登入', {}, SLOW);
    expect(screen.getByText('已綁定')).toBeTruthy();
    await unlinkLine();
  }, 60_000);

  it('sends a member not logged in to LINE to its login page, and finishes linking on the way back', async () => {
    await logInAs();
    const notYet = fakeLineClient(null);
    openInfo('/member/info', notYet);
    await userEvent.click(await screen.findByRole('button', { name: '綁定 LINE 帳號' }, SLOW));
    await waitFor(
      () => expect(notYet.sentTo).toEqual([`${window.location.origin}/member/info?lineLink=1`]),
      SLOW,
    );

    const { where } = openInfo('/member/info?lineLink=1', fakeLineClient('line-daming'));
    await screen.findByText('LINE 帳號綁定成功，之後可使用 LINE 快速登入', {}, SLOW);
    expect(where.current).toBe('/member/info');
    await unlinkLine();
  }, 60_000);

  it('explains 015.405 when the LINE account belongs to another member', async () => {
    await logInAs('F223456786', 'demo1234');
    await linkLine('line-shared');
    await logInAs();
    openInfo('/member/info', fakeLineClient('line-shared'));
    await userEvent.click(await screen.findByRole('button', { name: '綁定 LINE 帳號' }, SLOW));
    await screen.findByText('綁定失敗，您的 LINE 帳號已綁定其他會員帳號，請先解除綁定', {}, SLOW);
    expect(screen.getByText('尚未綁定')).toBeTruthy();
  }, 60_000);
});
