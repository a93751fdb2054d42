import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthGuard } from './guards/AuthGuard';
import { IndexGuard } from './guards/IndexGuard';
import { IndexRedirect } from './guards/IndexRedirect';
import { LAYOUTS } from './layouts/layouts';
import { loadChunk } from './load-chunk';
import { PATH_LIST, type GuardName, type LayoutName, type PathDef, type PathKey } from './paths';
import { ROUTE_PAGES, type PageLoader } from './route-pages';
import { NotFoundPage } from './shell/ErrorPage';
import { FirstPageLoading, RootFrame } from './shell/RootFrame';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { RoutePlaceholder } from './shell/RoutePlaceholder';
import type { RouteHandle } from './shell/use-route-chrome';

/** Pages the shell itself provides (no flow chunk). */
const SHELL_PAGES: Partial<Record<PathKey, ComponentType>> = {
  index: IndexRedirect,
  error: NotFoundPage,
};

/** One page route: the shell's page, the flow's lazy page, or the placeholder until it exists. */
function pageRoute(
  page: PathDef & { key: PathKey },
  pages: Partial<Record<PathKey, PageLoader>>,
): RouteObject {
  const handle: RouteHandle = { page };
  const path = page.pattern ?? page.path;
  const shellPage = SHELL_PAGES[page.key];
  if (shellPage) return { path, handle, Component: shellPage };
  const loader = pages[page.key];
  if (!loader) return { path, handle, element: <RoutePlaceholder page={page} /> };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await loadChunk(loader)).default }),
  };
}

/** The routes of one guard, grouped under their layouts. */
function guardedRoutes(guard: GuardName, pages: Partial<Record<PathKey, PageLoader>>): RouteObject {
  const ofGuard = PATH_LIST.filter((page) => page.guard === guard);
  const layouts = [...new Set(ofGuard.map((page) => page.layout))] as LayoutName[];
  const children = layouts.map((layout) => ({
    Component: LAYOUTS[layout],
    children: ofGuard.filter((page) => page.layout === layout).map((page) => pageRoute(page, pages)),
  }));
  return guard === 'auth' ? { Component: AuthGuard, children } : { children };
}

/**
 * The route tree: root frame (global UI, error page) → index guard (token query) → auth guard
 * or none → layout → page, then the 404 page for anything else.
 */
export function createAppRoutes(pages: Partial<Record<PathKey, PageLoader>> = ROUTE_PAGES): RouteObject[] {
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
            guardedRoutes('none', pages),
            guardedRoutes('auth', pages),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** The app's router over the browser's address bar. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(createAppRoutes());
}
