import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Action,
  type Middleware,
  type Reducer,
  type Store,
} from 'redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { FenqiConfigProvider } from '../../forms/locale';
import { NAVIGATE } from '../navigation';

/*
 * The store and renderer that flow tests share (imported by tests and flow test kits only): a real
 * redux store with the flow's reducers, its real saga, and every action recorded.
 */

/** What a flow test store is made of. */
export interface FlowTestStoreOptions<S> {
  reducers: { [K in keyof S]: Reducer<S[K]> };
  /** The flow's root saga, run on the store; none for a page test that drives the state by hand. */
  saga?: Saga;
  /** The state to start from (a slice over its initial state). */
  preloadedState?: Partial<S>;
}

/** A flow test store: the store, the actions it saw, and the navigation sagas asked for. */
export interface FlowTestStore<S> {
  store: Store<S>;
  seen: Action[];
  types: () => string[];
  navigate: jest.Mock;
}

/** A real store with the given slices (and saga), recording every action and every saga navigation. */
export function makeFlowTestStore<S>({
  reducers,
  saga,
  preloadedState,
}: FlowTestStoreOptions<S>): FlowTestStore<S> {
  const seen: Action[] = [];
  const navigate = jest.fn();
  const sagaMiddleware = createSagaMiddleware({ context: { [NAVIGATE]: navigate } });
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as Action);
    return next(action);
  };
  // combineReducers cannot infer a mapped reducer record; the state is typed through S.
  const store = createStore(
    combineReducers(reducers as never),
    preloadedState as never,
    applyMiddleware(recorder, sagaMiddleware),
  ) as unknown as Store<S>;
  if (saga) sagaMiddleware.run(saga);
  return { store, seen, types: () => seen.map((action) => action.type), navigate };
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

/** A route of a test: a path pattern and what it shows. */
export interface TestRoute {
  path: string;
  element: ReactNode;
}

/**
 * Renders `routes` at `path` with the store and zh-TW antd; `wrap` adds the flow's own providers
 * inside the router's store. `where.current` follows navigation. The router is a data router, as
 * the app's is, so pages that ask before leaving (useBlocker) work as they do in the app.
 */
export function renderWithStore(
  store: Store,
  routes: readonly TestRoute[],
  path: string,
  wrap: (children: ReactNode) => ReactNode = (children) => children,
) {
  const where: Where = { current: path };
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LocationProbe where={where} />
            <Outlet />
          </>
        ),
        children: routes.map((route) => ({ path: route.path, element: route.element })),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <FenqiConfigProvider>{wrap(<RouterProvider router={router} />)}</FenqiConfigProvider>
    </Provider>,
  );
  return { ...view, where, router };
}
