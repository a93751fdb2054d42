import { screen, waitFor } from '@testing-library/react';
import { getAccessToken, isLoggedIn } from '../api/session-cookies';
import { CHUNK_RELOAD_KEY } from './load-chunk';
import { PATH_LIST, PATHS } from './paths';
import { ROUTE_PAGES } from './route-pages';
import { createAppRoutes } from './router';
import { currentUrl, renderApp, type RenderedApp } from './testing/render-app';

let app: RenderedApp | undefined;

/**
 * Where a path lands for a member with nothing applied yet: a wizard step past 1 is not skipped
 * to, and the older order flow starts from a product (step 1 without one shows the test products).
 */
function landingOf(path: string): string {
  const wizard = '/member/commodity-loans/';
  if (path === '/member/order/step1') return '/member/order/testProd';
  return path.startsWith(wizard) && path !== `${wizard}step1` ? `${wizard}step1` : path;
}
afterEach(() => {
  app?.sagaTask.cancel();
  app = undefined;
});

describe('app routes', () => {
  it.each(PATH_LIST.filter((page) => page.key !== 'index').map((page) => [page.path, page] as const))(
    '%s renders its page without an error',
    async (path, page) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      // Routing only: without sagas the pages send no requests to a server that is not there.
      app = renderApp(path, { pages: ROUTE_PAGES, loggedIn: true, runSagas: false });
      await waitFor(() => expect(document.title).toBe(`${page.title}｜Fenqi 分期會員中心`));
      expect(screen.queryByText('An error occurred')).toBeNull();
      await waitFor(() => expect(currentUrl(app!.router)).toBe(landingOf(path)));
      jest.restoreAllMocks();
    },
  );

  it('has a page for every route, and refuses to build a route without one', () => {
    expect(() => createAppRoutes()).not.toThrow();
    const { payment: _payment, ...withoutPayment } = ROUTE_PAGES;
    expect(() => createAppRoutes(withoutPayment)).toThrow('/member/payment (payment) has no page');
  });

  it('gives step pages their step context', async () => {
    app = renderApp(PATHS.commodityStep2.path);
    expect(await screen.findByText('商品分期申請・步驟 2／6')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回首頁' })).toBeTruthy();
  });

  it('shows 404 Not Found with a link to /login for an unknown route', async () => {
    app = renderApp('/no/such/page');
    expect(await screen.findByText('404 Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回首頁' }).getAttribute('href')).toBe('/login');
  });

  it('shows An error occurred when a page fails to render', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    app = renderApp(PATHS.news.path, { loggedIn: true, pages: { news: async () => ({ default: Broken }) } });
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回首頁' }).getAttribute('href')).toBe('/login');
    errors.mockRestore();
  });

  it('shows the error page when a chunk fails again right after the reload it caused', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const failure = Object.assign(new Error('Loading chunk news failed.'), { name: 'ChunkLoadError' });
    app = renderApp(PATHS.news.path, { loggedIn: true, pages: { news: () => Promise.reject(failure) } });
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    errors.mockRestore();
  });

  it('sends a visitor from a guarded page to /login with the way back', async () => {
    app = renderApp('/member/order/list?tab=open');
    await waitFor(() =>
      expect(currentUrl(app!.router)).toBe(
        `/login?redirect=${encodeURIComponent('/member/order/list?tab=open')}`,
      ),
    );
  });

  it('lets visitors into guest flows without a login', async () => {
    app = renderApp(PATHS.guarantor.path);
    expect(await screen.findByRole('heading', { name: '保證人資料填寫' })).toBeTruthy();
    expect(currentUrl(app.router)).toBe('/member/guarantor');
  });

  it('stores a token query as the session and strips it from the address', async () => {
    app = renderApp('/member/info?token=abc.def&from=mail');
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/member/info?from=mail'));
    expect(getAccessToken()).toBe('abc.def');
    expect(isLoggedIn()).toBe(true);
    expect(app.store.getState().session.loggedIn).toBe(true);
    expect(await screen.findByRole('heading', { name: '基本資料' })).toBeTruthy();
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/member/forgot-pwd', '/member/forgotPwd'])(
    'leaves the reset token of %s to the page (not a member session)',
    async (path) => {
      app = renderApp(`${path}?token=reset-123`);
      expect(await screen.findByRole('heading', { name: '忘記密碼' })).toBeTruthy();
      expect(currentUrl(app.router)).toBe(`${path}?token=reset-123`);
      expect(getAccessToken()).toBeNull();
      expect(isLoggedIn()).toBe(false);
    },
  );

  it('sends / to the member centre when logged in and to /login otherwise', async () => {
    app = renderApp('/', { loggedIn: true });
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/member'));
    app.sagaTask.cancel();
    app.unmount();
    app = renderApp('/');
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/login'));
  });

  it('keeps the form studio reachable with its form parameter', async () => {
    app = renderApp('/studio/login', { pages: { studio: ROUTE_PAGES.studio } });
    expect(await screen.findByRole('heading', { name: '表單工作室' })).toBeTruthy();
    expect(currentUrl(app.router)).toBe('/studio/login');
  });
});
