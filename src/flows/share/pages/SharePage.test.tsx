import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { logInAs, startLiveApi, type LiveApi } from '../../../../tests/support/live-api';
import { endSession } from '../../../api/session-cookies';
import { FenqiConfigProvider } from '../../../forms/locale';
import { shareSaga } from '../saga';
import { shareReducer } from '../slice';
import SharePage from './SharePage';

function renderSharePage() {
  const saga = createSagaMiddleware();
  const store = createStore(combineReducers({ share: shareReducer }), applyMiddleware(saga));
  saga.run(shareSaga);
  return render(
    <Provider store={store}>
      <FenqiConfigProvider>
        <SharePage />
      </FenqiConfigProvider>
    </Provider>,
  );
}

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi({ publicUrl: 'https://app.fenqi.test' });
});
afterAll(() => api.stop());
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

it('shows the referral code and link with copy buttons, and the friend who joined', async () => {
  await logInAs();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderSharePage();

  const code = (await screen.findByLabelText('推薦碼')).textContent ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  expect(screen.getByLabelText('推薦連結').textContent).toBe(`https://app.fenqi.test/login?ref=${code}`);

  await userEvent.click(screen.getByRole('button', { name: /複製推薦碼/ }));
  expect(writeText).toHaveBeenLastCalledWith(code);
  await screen.findByRole('button', { name: /已複製/ });
  await userEvent.click(screen.getByRole('button', { name: /複製連結/ }));
  expect(writeText).toHaveBeenLastCalledWith(`https://app.fenqi.test/login?ref=${code}`);

  const friends = screen.getByRole('list', { name: '推薦好友名單' });
  expect(within(friends).getByText('林○美')).toBeTruthy();
  expect(screen.getByText('已推薦好友')).toBeTruthy();
});

it('tells the member how to copy by hand when the browser cannot copy', async () => {
  await logInAs();
  renderSharePage();
  await userEvent.click(await screen.findByRole('button', { name: /複製推薦碼/ }));
  await screen.findByText('無法自動複製，請長按文字後手動複製');
});

it("shows the server's refusal with a retry when the member is no longer logged in", async () => {
  endSession();
  renderSharePage();
  await screen.findByText('推薦資訊暫時無法顯示');
  screen.getByText('憑證已過期，請重新登入');
  await logInAs();
  await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
  await screen.findByLabelText('推薦碼');
});
