import axios from 'axios';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { applyMiddleware, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { call } from 'redux-saga/effects';

/**
 * What every Fenqi page stands on, at its least: a redux store whose saga makes one axios call, and
 * a react-router data router showing `Page` at `/`.
 */
export function mountApp(Page: ComponentType): void {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(
    (state: { ready: boolean } = { ready: false }) => state,
    applyMiddleware(sagaMiddleware),
  );
  sagaMiddleware.run(function* configSaga() {
    yield call(() => axios.get('/api/v2/config'));
  });
  const router = createBrowserRouter([{ path: '/', Component: Page }]);
  createRoot(document.body).render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
