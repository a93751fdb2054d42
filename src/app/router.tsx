import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthGuard } from './guards/AuthGuard';
import { IndexGuard } from './guards/IndexGuard';
import { IndexRedirect } from './guards/IndexRedirect';
import { LAYOUTS } from './layouts/layouts';
import { browserChunkDeps, loadChunk, PAGE_OFFLINE_EVENT } from './load-chunk';
import { PATH_LIST, type GuardName, type LayoutName, type PathDef, type PathKey } from './paths';
import { ROUTE_PAGES, type PageLoader } from './route-pages';
import { NotFoundPage } from './shell/ErrorPage';
import { FirstPageLoading, RootFrame } from './shell/RootFrame';
import { RouteErrorPage } from './shell/RouteErrorPage';
import type { RouteHandle } from './shell/use-route-chrome';
import { yieldToMain } from './yield-to-main';

/** Pages the shell itself provides (no flow chunk). */
const SHELL_PAGES: Partial<Record<PathKey, ComponentType>> = {
  index: IndexRedirect,
  error: NotFoundPage,
};

/** What a route without a page shows in shell tests (the app itself refuses such a route). */
export type PageStandInComponent = ComponentType<{ page: PathDef }>;

/** Loads a route's flow slice and saga before its page renders (app-store.ts, flow-stores.ts). */
export type FlowStoreLoader = (flow: string) => Promise<void>;

/** What the routes are built from: the lazy pages, a stand-in for missing ones (tests), the flow stores. */
interface RouteParts {
  pages: Partial<Record<PathKey, PageLoader>>;
  StandIn?: PageStandInComponent;
  loadFlowStore?: FlowStoreLoader;
  /** A page's code could not be fetched for want of a network: keep the page that is open. */
  onPageOffline?: () => void;
  /** Awaited before a page's code is loaded (the browser's router: a new task, see createAppRouter). */
  beforePage?: () => Promise<void>;
}

/** One page route: the shell's page, or the flow's lazy page (with the flow's store module). */
function pageRoute(
  page: PathDef & { key: PathKey },
  { pages, StandIn, loadFlowStore, onPageOffline, beforePage }: RouteParts,
): RouteObject {
  const handle: RouteHandle = { page };
  const path = page.pattern ?? page.path;
  const shellPage = SHELL_PAGES[page.key];
  if (shellPage) return { path, handle, Component: shellPage };
  const loader = pages[page.key];
  if (!loader) {
    if (!StandIn) throw new Error(`The route ${page.path} (${page.key}) has no page in ROUTE_PAGES`);
    return { path, handle, element: <StandIn page={page} /> };
  }
  return {
    path,
    handle,
    lazy: async () => {
      await beforePage?.();
      const load = async () => (await Promise.all([loader(), loadFlowStore?.(page.flow)]))[0];
      return { Component: (await loadChunk(load, browserChunkDeps(onPageOffline))).default };
    },
  };
}

/** The routes of one guard, grouped under their layouts. */
function guardedRoutes(guard: GuardName, parts: RouteParts): RouteObject {
  const ofGuard = PATH_LIST.filter((page) => page.guard === guard);
  const layouts = [...new Set(ofGuard.map((page) => page.layout))] as LayoutName[];
  const children = layouts.map((layout) => ({
    Component: LAYOUTS[layout],
    children: ofGuard.filter((page) => page.layout === layout).map((page) => pageRoute(page, parts)),
  }));
  return guard === 'auth' ? { Component: AuthGuard, children } : { children };
}

/**
 * The route tree: root frame (global UI, error page) → index guard (token query) → auth guard
 * or none → layout → page, then the 404 page for anything else. Every route must have a page;
 * only shell tests pass a `StandIn` for the pages they leave out.
 */
export function createAppRoutes(
  pages: Partial<Record<PathKey, PageLoader>> = ROUTE_PAGES,
  StandIn?: PageStandInComponent,
  loadFlowStore?: FlowStoreLoader,
  onPageOffline?: () => void,
  beforePage?: () => Promise<void>,
): RouteObject[] {
  const parts: RouteParts = { pages, StandIn, loadFlowStore, onPageOffline, beforePage };
  return [
    {
      id: 'root',
      Component: RootFrame,
      errorElement: <RouteErrorPage />,
      HydrateFallback: FirstPageLoading,
      children: [
        {
          Component: IndexGuard,
          children: [
            guardedRoutes('none', parts),
            guardedRoutes('auth', parts),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/**
 * The app's router over the browser's address bar; each route loads its flow's store module. A
 * page whose code cannot be fetched offline does not open: the navigation is replaced by one to
 * the page already open (which stays mounted, input kept) and the shell says why. A page's code is
 * evaluated in a task of its own: at start, the router's first match and the page's modules were
 * one task of about 90 ms at 4× CPU on /login.
 */
export function createAppRouter(loadFlowStore?: FlowStoreLoader): ReturnType<typeof createBrowserRouter> {
  const stay = () => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(pathname + search + hash, { replace: true });
    window.dispatchEvent(new Event(PAGE_OFFLINE_EVENT));
  };
  const router = createBrowserRouter(
    createAppRoutes(ROUTE_PAGES, undefined, loadFlowStore, stay, yieldToMain),
  );
  return router;
}
