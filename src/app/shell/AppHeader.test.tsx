import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appConfig } from '../../api/app-config';
import { getAccessToken, isLoggedIn } from '../../api/session-cookies';
import { logout } from '../../api/v2/auth';
import { PATHS } from '../paths';
import { currentUrl, renderApp, type RenderedApp } from '../testing/render-app';
import { SMALL_SCREEN_QUERY } from '../../ui/use-media-query';

jest.mock('../../api/v2/auth', () => ({ ...jest.requireActual('../../api/v2/auth'), logout: jest.fn() }));
const logoutCall = jest.mocked(logout);

let app: RenderedApp | undefined;
const wideMatchMedia = window.matchMedia;
afterEach(() => {
  app?.sagaTask.cancel();
  app = undefined;
  window.matchMedia = wideMatchMedia;
  logoutCall.mockReset();
});

/** Makes the screen narrower than 600 px for antd and our media query. */
function onPhone(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query === SMALL_SCREEN_QUERY,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const header = () => within(document.querySelector('header.fenqi-header') as HTMLElement);

describe('app header', () => {
  it('shows the logo, FAQ and 登入 to visitors, and 登入 leads to /login', async () => {
    app = renderApp(PATHS.guarantor.path);
    await screen.findByRole('heading', { name: '保證人資料填寫' });
    expect(header().getByText('分期會員中心', { exact: false })).toBeTruthy();
    expect(header().getByRole('img', { name: 'Fenqi 標誌' })).toBeTruthy();
    expect(header().queryByRole('button', { name: /登出/ })).toBeNull();
    expect(header().queryByRole('button', { name: '開啟會員選單' })).toBeNull();
    fireEvent.click(header().getByRole('button', { name: /登入/ }));
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/login'));
    expect(header().queryByRole('button', { name: /登入/ })).toBeNull();
  });

  it('opens the FAQ in a new window without an opener', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    app = renderApp(PATHS.guarantor.path);
    fireEvent.click(await screen.findByRole('button', { name: '常見問題' }));
    expect(open).toHaveBeenCalledWith(appConfig().faqUrl, '_blank', 'noopener');
    open.mockRestore();
  });

  it('logs out: revokes the token with Bearer, clears the cookies and lands on /login', async () => {
    logoutCall.mockResolvedValue(undefined);
    app = renderApp(PATHS.news.path, { loggedIn: true });
    await screen.findByRole('heading', { name: '最新消息' });
    fireEvent.click(header().getByRole('button', { name: /登出/ }));
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/login'));
    expect(logoutCall).toHaveBeenCalledTimes(1);
    const [config] = logoutCall.mock.calls[0];
    expect(config?.headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(config?.fenqiSkipGlobalError).toBe(true);
    expect(isLoggedIn()).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(app.store.getState().session.loggedIn).toBe(false);
    expect(header().queryByRole('button', { name: /登出/ })).toBeNull();
  });

  it('logs out locally even when the server cannot revoke the token', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    logoutCall.mockRejectedValue(new Error('Network Error'));
    app = renderApp(PATHS.news.path, { loggedIn: true });
    fireEvent.click(within(await screen.findByTestId('member-sidebar')).getByText('登出'));
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/login'));
    expect(isLoggedIn()).toBe(false);
    jest.restoreAllMocks();
  });

  it('on a phone replaces the sidebar with a drawer opened from the menu button', async () => {
    onPhone();
    logoutCall.mockResolvedValue(undefined);
    app = renderApp(PATHS.news.path, { loggedIn: true });
    await screen.findByRole('heading', { name: '最新消息' });
    expect(screen.queryByTestId('member-sidebar')).toBeNull();
    fireEvent.click(header().getByRole('button', { name: '開啟會員選單' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByText('會員中心')).toBeTruthy();
    fireEvent.click(drawer.getByText('我的訂單'));
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/member/order/list'));
    fireEvent.click(header().getByRole('button', { name: '開啟會員選單' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('會員登出'));
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/login'));
    expect(isLoggedIn()).toBe(false);
  });

  it('gives visitors no drawer, even on a phone', async () => {
    onPhone();
    app = renderApp(PATHS.guarantor.path);
    await screen.findByRole('heading', { name: '保證人資料填寫' });
    expect(header().queryByRole('button', { name: '開啟會員選單' })).toBeNull();
  });
});
