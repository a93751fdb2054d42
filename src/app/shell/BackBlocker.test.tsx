import { act, screen, waitFor } from '@testing-library/react';
import { canBackSet } from '../../store/global-ui/actions';
import { PATHS } from '../paths';
import { currentUrl, renderApp, type RenderedApp } from '../testing/render-app';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.sagaTask.cancel();
  app = undefined;
});

describe('back blocking (canBack)', () => {
  it('keeps the member on the page while canBack is false, and lets back work again after', async () => {
    app = renderApp(PATHS.commodityStep4.path);
    const { router, store } = app;
    await screen.findByRole('heading', { name: '標的物資料' });
    await act(() => router.navigate(PATHS.commodityStep5.path));
    await screen.findByRole('heading', { name: '確認訂單' });

    act(() => void store.dispatch(canBackSet(false)));
    await act(() => router.navigate(-1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentUrl(router)).toBe(PATHS.commodityStep5.path);

    // Going forward (e.g. to the finish page) is not blocked.
    await act(() => router.navigate(PATHS.commodityFinish.path));
    expect(currentUrl(router)).toBe(PATHS.commodityFinish.path);

    act(() => void store.dispatch(canBackSet(true)));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(currentUrl(router)).toBe(PATHS.commodityStep5.path));
  });
});
