import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appConfig } from '../api/app-config';
import { isLoggedIn } from '../api/session-cookies';
import { App } from './App';
import { EarlyInputAdopter, markAppReady } from './prerender/adopt-early-input';
import { readPrerenderManifest } from './prerender/prerender-manifest';
import { mayTakeOver, prepareTakeOver } from './prerender/take-over';
import { startApp } from './start';
import { yieldToMain } from './yield-to-main';

/**
 * Starts the app and draws the page opened: takes over (hydrates) the prerendered HTML when it was
 * drawn for this very page, otherwise renders it anew.
 */
export async function openPage(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const manifest = readPrerenderManifest();
  const { store, router } = await startApp();
  const app = <App store={store} router={router} />;
  const page = {
    pathname: window.location.pathname,
    search: window.location.search,
    loggedIn: isLoggedIn(),
    lineLogin: appConfig().liffId !== null,
  };
  if (!mayTakeOver(manifest, page)) {
    markAppReady();
    createRoot(container).render(app);
    return;
  }
  await prepareTakeOver(manifest, router);
  await yieldToMain();
  // A transition: React hydrates in slices and yields to the phone between them.
  startTransition(() => {
    // What a member typed (or sent) before the app was there is handed to it (early-submit-guard.ts).
    hydrateRoot(container, <EarlyInputAdopter root={container}>{app}</EarlyInputAdopter>, {
      onRecoverableError: (error) => console.error('The page differed from its prerendered HTML', error),
    });
  });
}
