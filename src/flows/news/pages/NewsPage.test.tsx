import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { startLiveApi, type LiveApi } from '../../../../tests/support/live-api';
import { v2Client } from '../../../api/v2/client';
import { closedPortUrl } from '../../../api/testing/recording-server';
import { FenqiConfigProvider } from '../../../forms/locale';
import { newsSaga } from '../saga';
import { newsReducer } from '../slice';
import NewsPage from './NewsPage';

function renderNewsPage() {
  const saga = createSagaMiddleware();
  const store = createStore(combineReducers({ news: newsReducer }), applyMiddleware(saga));
  saga.run(newsSaga);
  return render(
    <Provider store={store}>
      <FenqiConfigProvider>
        <NewsPage />
      </FenqiConfigProvider>
    </Provider>,
  );
}

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

it('lists the announcements newest first with their dates, a long one folded until expanded', async () => {
  renderNewsPage();
  const items = await screen.findAllByRole('article');
  const titles = items.map((item) => within(item).getByRole('heading').textContent);
  expect(titles.slice(0, 2)).toEqual(['元旦連假服務時間與繳款提醒', '新增超商條碼繳款，繳費更方便']);
  const newest = items[0];
  expect(within(newest).getByText('2026/11/21').getAttribute('datetime')).toBe('2026-11-21T09:00:00+08:00');

  const toggle = within(newest).getByRole('button', { name: /展開全文/ });
  const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(body?.classList.contains('is-folded')).toBe(true);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(toggle);
  expect(body?.classList.contains('is-folded')).toBe(false);
  await userEvent.click(within(newest).getByRole('button', { name: /收合/ }));
  expect(body?.classList.contains('is-folded')).toBe(true);
});

it('says so when there are no announcements', async () => {
  const saved = await api.server.db.selectFrom('news').selectAll().execute();
  await api.server.db.deleteFrom('news').execute();
  // The server keeps reference data in memory; a change made behind its back is announced.
  api.server.ctx.reference.invalidate();
  try {
    renderNewsPage();
    await screen.findByText('目前沒有最新消息');
    expect(screen.queryByRole('article')).toBeNull();
  } finally {
    await api.server.db.insertInto('news').values(saved).execute();
    api.server.ctx.reference.invalidate();
  }
});

it('shows the failure with a retry that loads the news once the server answers again', async () => {
  const base = v2Client.defaults.baseURL;
  v2Client.defaults.baseURL = `${await closedPortUrl()}/api/v2`;
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderNewsPage();
    await screen.findByText('最新消息暫時無法顯示');
    screen.getByText('無法連線至伺服器，請確認網路連線後再試一次');
  } finally {
    v2Client.defaults.baseURL = base;
    consoleError.mockRestore();
  }
  await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
  expect((await screen.findAllByRole('article')).length).toBeGreaterThanOrEqual(6);
});
