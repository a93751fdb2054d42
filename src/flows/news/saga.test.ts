import { waitFor } from '@testing-library/react';
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import { v2Client } from '../../api/v2/client';
import { closedPortUrl } from '../../api/testing/recording-server';
import { OFFLINE_MESSAGE } from '../../store/server-failure';
import { newestFirst, newsSaga } from './saga';
import { newsActions, newsReducer } from './slice';

function makeNewsStore() {
  const saga = createSagaMiddleware();
  const store = createStore(combineReducers({ news: newsReducer }), applyMiddleware(saga));
  saga.run(newsSaga);
  return store;
}

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

it('loads the seeded announcements from the server, newest first', async () => {
  const store = makeNewsStore();
  store.dispatch(newsActions.request());
  await waitFor(() => expect(store.getState().news.list.status).toBe('success'));
  const { items } = store.getState().news.list;
  expect(items.length).toBeGreaterThanOrEqual(6);
  expect(items[0]).toMatchObject({ title: '元旦連假服務時間與繳款提醒' });
  const times = items.map((item) => Date.parse(item.publishedAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

it('stores the offline message when the server cannot be reached, keeping what was shown', async () => {
  const store = makeNewsStore();
  store.dispatch(newsActions.request());
  await waitFor(() => expect(store.getState().news.list.status).toBe('success'));
  const shown = store.getState().news.list.items;
  const base = v2Client.defaults.baseURL;
  v2Client.defaults.baseURL = `${await closedPortUrl()}/api/v2`;
  // jsdom reports the refused connection on the console; that is the point of this test.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    store.dispatch(newsActions.request());
    await waitFor(() => expect(store.getState().news.list.status).toBe('fail'));
  } finally {
    v2Client.defaults.baseURL = base;
    consoleError.mockRestore();
  }
  expect(store.getState().news.list).toMatchObject({
    message: OFFLINE_MESSAGE,
    items: shown,
    pending: false,
  });
});

describe('newestFirst', () => {
  it('orders by publish time whatever the input order, the newer id first on a tie', () => {
    const item = (id: number, publishedAt: string) => ({ id, title: `t${id}`, content: '', publishedAt });
    const sorted = newestFirst([
      item(1, '2026-10-01T09:00:00+08:00'),
      item(3, '2026-12-01T09:00:00+08:00'),
      item(2, '2026-12-01T09:00:00+08:00'),
      item(4, '2026-11-01T09:00:00+08:00'),
    ]);
    expect(sorted.map((n) => n.id)).toEqual([3, 2, 4, 1]);
  });
});
