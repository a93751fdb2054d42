import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type RouteProps } from 'react-router-dom';
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Action,
  type Middleware,
} from 'redux';
import createSagaMiddleware from 'redux-saga';
import { FenqiConfigProvider } from '../../forms/locale';
import { LineClientContext } from './line-client-context';
import type { LineClient } from './line-client';
import { authSaga } from './saga';
import { authReducer } from './slice';

/**
 * Test kit of the auth flow (imported by its tests only): a real store running the real saga,
 * server failures shaped as axios throws them, a fake LINE client, and a page renderer.
 */
export function makeAuthStore() {
  const seen: Action[] = [];
  const saga = createSagaMiddleware();
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as Action);
    return next(action);
  };
  const store = createStore(combineReducers({ auth: authReducer }), applyMiddleware(recorder, saga));
  saga.run(authSaga);
  return { store, seen, types: () => seen.map((a) => a.type) };
}

/** What axios throws for an error reply `status` with the server's `{code, message, details}` body. */
export function serverError(status: number, body: Record<string, unknown>): AxiosError {
  const response = {
    status,
    statusText: String(status),
    data: body,
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError(String(body.message), 'ERR_BAD_REQUEST', response.config, {}, response);
}

/** A LINE client that logs in to nobody until told, and records where it was sent. */
export function fakeLineClient(token: string | null = 'line-token'): LineClient & { sentTo: string[] } {
  const sentTo: string[] = [];
  return {
    sentTo,
    init: () => Promise.resolve(),
    isLoggedIn: () => token !== null,
    login: (redirectUri) => void sentTo.push(redirectUri),
    getAccessToken: () => token,
  };
}

/** A route of a test: a path and what it shows. */
export interface TestRoute {
  path: string;
  element: RouteProps['element'];
}

/** Where the test's router is now (path + query), readable after navigation. */
export interface Where {
  current: string;
}

function LocationProbe({ where }: { where: Where }) {
  const location = useLocation();
  where.current = location.pathname + location.search;
  return null;
}

/** Renders `routes` at `path` with the store, zh-TW antd and (optionally) a fake LINE client. */
export function renderRoutes(
  routes: TestRoute[],
  path: string,
  options: { line?: LineClient; store?: ReturnType<typeof makeAuthStore> } = {},
) {
  const kit = options.store ?? makeAuthStore();
  const where: Where = { current: path };
  const line = options.line ?? fakeLineClient(null);
  const ui: ReactElement = (
    <Provider store={kit.store}>
      <FenqiConfigProvider>
        <LineClientContext.Provider value={() => line}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe where={where} />
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
          </MemoryRouter>
        </LineClientContext.Provider>
      </FenqiConfigProvider>
    </Provider>
  );
  return { ...render(ui), where, ...kit };
}
