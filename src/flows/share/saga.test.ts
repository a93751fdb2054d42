import { waitFor } from '@testing-library/react';
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { logInAs, startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import { endSession } from '../../api/session-cookies';
import { logoutSucceeded } from '../../store/session/actions';
import { shareSaga } from './saga';
import { shareReducer, sharingActions } from './slice';

function makeShareStore() {
  const saga = createSagaMiddleware();
  const store = createStore(combineReducers({ share: shareReducer }), applyMiddleware(saga));
  saga.run(shareSaga);
  return store;
}

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi({ publicUrl: 'https://app.fenqi.test' });
});
afterAll(() => api.stop());

it("loads the demo member's referral code, link and the friend who joined through it", async () => {
  await logInAs();
  const store = makeShareStore();
  store.dispatch(sharingActions.request());
  await waitFor(() => expect(store.getState().share.sharing.status).toBe('success'));
  const info = store.getState().share.sharing.info;
  expect(info?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  expect(info?.shareUrl).toBe(`https://app.fenqi.test/login?ref=${info?.referralCode}`);
  expect(info?.referredCount).toBe(1);
  expect(info?.referredMembers.map((friend) => friend.maskedName)).toEqual(['林○美']);

  // The code is the member's for good: asking again answers the same one.
  store.dispatch(sharingActions.request());
  await waitFor(() => expect(store.getState().share.sharing.pending).toBe(false));
  expect(store.getState().share.sharing.info?.referralCode).toBe(info?.referralCode);

  store.dispatch(logoutSucceeded());
  expect(store.getState().share.sharing).toMatchObject({ status: 'none', info: null });
});

it("stores the server's code and message when the member is not logged in", async () => {
  endSession();
  const store = makeShareStore();
  store.dispatch(sharingActions.request());
  await waitFor(() => expect(store.getState().share.sharing.status).toBe('fail'));
  expect(store.getState().share.sharing).toMatchObject({
    code: '0006',
    message: '憑證已過期，請重新登入',
    info: null,
  });
});
