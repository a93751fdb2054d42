import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Store } from 'redux';
import { FenqiConfigProvider } from '../forms/locale';
import type { AppState } from './app-store';
import { ClockProvider, type Clock } from './clock';
import type { createAppRouter } from './router';

/** The router type the app runs on (browser router in the app, memory router in tests). */
export type AppRouter = ReturnType<typeof createAppRouter>;

/** The application root: store, clock, zh-TW antd and the router. */
export function App({ store, router, clock }: { store: Store<AppState>; router: AppRouter; clock?: Clock }) {
  return (
    <Provider store={store}>
      <ClockProvider clock={clock}>
        <FenqiConfigProvider>
          <RouterProvider router={router} />
        </FenqiConfigProvider>
      </ClockProvider>
    </Provider>
  );
}
