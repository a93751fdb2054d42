import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { endSession, startSession } from '../../api/session-cookies';
import type { AppStore } from '../../store/create-store';
import { createFenqiStore, type AppState } from '../app-store';
import { ensureFlowStore } from '../flow-stores';
import { App, type AppRouter } from '../App';
import type { Clock } from '../clock';
import type { PathKey } from '../paths';
import type { PageLoader } from '../route-pages';
import { createAppRoutes } from '../router';
import { PageStandIn } from './PageStandIn';

/** How a test wants the app: where it opens, with which pages, clock and login state. */
export interface RenderAppOptions {
  /** Lazy pages per route; default none, so every route shows its stand-in (PageStandIn). */
  pages?: Partial<Record<PathKey, PageLoader>>;
  clock?: Clock;
  /** Writes (true) or removes (false) the session cookies before the store reads them. */
  loggedIn?: boolean;
  /** false: the sagas are stopped before the first render, so pages send no requests. */
  runSagas?: boolean;
}

/** The rendered app with its memory router and running store (cancel `sagaTask` after the test). */
export interface RenderedApp extends AppStore<AppState>, RenderResult {
  router: AppRouter;
}

/** Renders the whole app (root frame, guards, layouts, store with sagas) at `path` in a memory router. */
export function renderApp(
  path: string,
  { pages = {}, clock, loggedIn = false, runSagas = true }: RenderAppOptions = {},
): RenderedApp {
  if (loggedIn) startSession('test-token');
  else endSession();
  // Sagas may navigate once the router exists; the router needs the store's register first.
  const made: { router?: AppRouter } = {};
  const app = createFenqiStore((to, options) => void made.router?.navigate(to, options));
  const routes = createAppRoutes(pages, PageStandIn, (flow) => ensureFlowStore(flow, app.register));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  made.router = router;
  if (!runSagas) app.sagaTask.cancel();
  const rendered = render(<App store={app.store} router={router} clock={clock} />);
  return { ...rendered, ...app, router };
}

/** The path plus query the router is at. */
export function currentUrl(router: AppRouter): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}
