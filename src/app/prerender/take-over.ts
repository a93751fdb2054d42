import type { AppRouter } from '../App';
import type { PrerenderManifest } from './prerender-manifest';

/** What the page being opened is, as the app sees it at start. */
export interface OpeningPage {
  pathname: string;
  search: string;
  loggedIn: boolean;
  /** LINE login shows on the auth pages when a LIFF id is configured; the build renders without. */
  lineLogin: boolean;
}

/**
 * Whether the app may take over the prerendered HTML (hydrate) rather than draw the page anew:
 * only when the HTML was rendered for this very page in the state the app is in (logged in or
 * not, the query parameters it was drawn with, no LINE button), so its first render is the HTML
 * it finds.
 */
export function mayTakeOver(
  manifest: PrerenderManifest | null,
  page: OpeningPage,
): manifest is PrerenderManifest {
  return (
    manifest !== null &&
    manifest.path === page.pathname &&
    manifest.member === page.loggedIn &&
    manifest.query.every((name) => !!new URLSearchParams(page.search).get(name)) &&
    !page.lineLogin
  );
}

/** Resolves once the router has loaded the first page's route modules (its lazy routes). */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Loads the forms a prerendered page draws; the form engine is fetched only for such a page. */
async function loadForms(names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  // Not imported statically: the engine (RJSF, the form widgets) would join the entry every page evaluates.
  const { loadForm } = await import('../../forms/load-form');
  await Promise.all(names.map((name) => loadForm(name)));
}

/** Loads what the prerendered page draws (its route's code and its forms) before the app takes it over. */
export async function prepareTakeOver(manifest: PrerenderManifest, router: AppRouter): Promise<void> {
  await Promise.all([routerReady(router), loadForms(manifest.forms)]);
}
