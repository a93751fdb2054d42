import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Store } from 'redux';
import { FenqiConfigProvider } from '../forms/locale';
import type { AppState } from './app-store';
import { ClockProvider, type Clock } from './clock';
import type { createAppRouter } from './router';

/** The router type the app runs on (browser router in the app, memory router in tests). */
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * What every page renders inside: the store, the clock and antd in zh-TW with Fenqi's theme.
 * `serverState`: the state the page's HTML was drawn with, when the store has moved on since
 * (load-flow-first.ts): the take-over draws it, the render after draws the store's.
 */
export function AppProviders({
  store,
  clock,
  serverState,
  children,
}: {
  store: Store<AppState>;
  clock?: Clock;
  serverState?: AppState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ClockProvider clock={clock}>
        <FenqiConfigProvider>{children}</FenqiConfigProvider>
      </ClockProvider>
    </Provider>
  );
}

/** The application root: the providers and the router. */
export function App({
  store,
  router,
  clock,
  serverState,
}: {
  store: Store<AppState>;
  router: AppRouter;
  clock?: Clock;
  serverState?: AppState;
}) {
  return (
    <AppProviders store={store} clock={clock} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
