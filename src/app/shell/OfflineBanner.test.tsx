import { act, screen } from '@testing-library/react';
import { PATHS } from '../paths';
import { renderApp, type RenderedApp } from '../testing/render-app';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.sagaTask.cancel();
  app = undefined;
});

describe('offline banner', () => {
  it('appears on the offline event and goes away on the online event', async () => {
    app = renderApp(PATHS.guarantor.path);
    await screen.findByRole('heading', { name: '保證人資料填寫' });
    expect(screen.queryByText('已離線，請確認網路連線狀態')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('已離線，請確認網路連線狀態')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('已離線，請確認網路連線狀態')).toBeNull();
  });
});
