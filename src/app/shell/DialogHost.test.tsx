import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DialogKind } from '../../api/errors/api-error-outcome';
import { dialogShown } from '../../store/global-ui/actions';
import { PATHS } from '../paths';
import { currentUrl, renderApp, type RenderedApp } from '../testing/render-app';

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

const TITLES: Record<DialogKind, string> = {
  success: '操作成功',
  info: '提示訊息',
  confirm: '請確認',
  warning: '注意',
  error: '發生錯誤',
};

describe('dialog host', () => {
  it.each(Object.entries(TITLES) as [DialogKind, string][])('shows a %s dialog', async (kind, title) => {
    const { store } = await openApp();
    act(() => void store.dispatch(dialogShown({ kind, message: `這是${kind}訊息` })));
    expect(await screen.findByText(`這是${kind}訊息`)).toBeTruthy();
    expect(screen.getByText(title)).toBeTruthy();
    expect(document.querySelector(`.fenqi-dialog-${kind}`)).not.toBeNull();
    expect(screen.queryByRole('button', { name: '取消' }) !== null).toBe(kind === 'confirm');
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    expect(store.getState().globalUi.dialogs).toEqual([]);
  });

  it('goes to the redirect after OK, not before', async () => {
    const { store, router } = await openApp();
    act(
      () =>
        void store.dispatch(
          dialogShown({ kind: 'error', message: '憑證已過期，請重新登入', redirect: '/login' }),
        ),
    );
    await screen.findByText('憑證已過期，請重新登入');
    expect(currentUrl(router)).toBe('/member/guarantor');
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
  });

  it.each([
    ['確定', 'test/DELETE', 'test/KEEP'],
    ['取消', 'test/KEEP', 'test/DELETE'],
  ])("dispatches a confirm's action for %s only", async (button, expected, other) => {
    const { store } = await openApp();
    // react-redux hands out store.dispatch when the host renders the dialog: spy before that.
    const dispatch = jest.spyOn(store, 'dispatch');
    act(
      () =>
        void store.dispatch(
          dialogShown({
            kind: 'confirm',
            message: '確定要刪除暫存資料嗎？',
            okAction: { type: 'test/DELETE' },
            cancelAction: { type: 'test/KEEP' },
          }),
        ),
    );
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const types = dispatch.mock.calls.map(([action]) => action.type);
    expect(types).toContain(expected);
    expect(types).not.toContain(other);
    expect(store.getState().globalUi.dialogs).toEqual([]);
  });

  it('shows queued dialogs one after another and drops an identical duplicate', async () => {
    const { store } = await openApp();
    act(() => {
      store.dispatch(dialogShown({ kind: 'error', message: '伺服器忙碌中，請您稍後再試。' }));
      store.dispatch(dialogShown({ kind: 'error', message: '伺服器忙碌中，請您稍後再試。' }));
      store.dispatch(dialogShown({ kind: 'info', message: '第二則' }));
    });
    expect(store.getState().globalUi.dialogs).toHaveLength(2);
    await screen.findByText('伺服器忙碌中，請您稍後再試。');
    expect(screen.queryByText('第二則')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    expect(await screen.findByText('第二則')).toBeTruthy();
  });
});
