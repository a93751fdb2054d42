import { act, screen } from '@testing-library/react';
import { loadingHidden, loadingShown, uploadFinished, uploadProgressed } from '../../store/global-ui/actions';
import { PATHS } from '../paths';
import { renderApp, type RenderedApp } from '../testing/render-app';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.sagaTask.cancel();
  app = undefined;
});

async function openApp(): Promise<RenderedApp> {
  app = renderApp(PATHS.guarantor.path);
  await screen.findByRole('heading', { name: '保證人資料填寫' });
  return app;
}

describe('loading overlay', () => {
  it('shows 資料加載中... by default until every loading has ended', async () => {
    const { store } = await openApp();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => {
      store.dispatch(loadingShown());
      store.dispatch(loadingShown());
    });
    expect(screen.getByTestId('loading-overlay').textContent).toBe('資料加載中...');
    act(() => void store.dispatch(loadingHidden()));
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    act(() => void store.dispatch(loadingHidden()));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it("shows the action's own message", async () => {
    const { store } = await openApp();
    act(() => void store.dispatch(loadingShown('資料加載中！')));
    expect(screen.getByTestId('loading-overlay').textContent).toBe('資料加載中！');
  });

  it('shows 檔案上傳中，請稍候！ with the percentage while a file uploads', async () => {
    const { store } = await openApp();
    act(() => void store.dispatch(uploadProgressed(42.4)));
    expect(screen.getByTestId('upload-progress').textContent).toBe('檔案上傳中，請稍候！ 42%');
    act(() => void store.dispatch(uploadProgressed(100)));
    expect(screen.getByTestId('upload-progress').textContent).toBe('檔案上傳中，請稍候！ 100%');
    act(() => void store.dispatch(uploadFinished()));
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });
});
