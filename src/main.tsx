import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appConfig } from './api/app-config';
import { isLoggedIn } from './api/session-cookies';
import { App } from './app/App';
import { readPrerenderManifest } from './app/prerender/prerender-manifest';
import { mayTakeOver, prepareTakeOver } from './app/prerender/take-over';
import { startApp } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const manifest = readPrerenderManifest();

void startApp().then(async ({ store, router }) => {
  const app = <App store={store} router={router} />;
  const page = {
    pathname: window.location.pathname,
    search: window.location.search,
    loggedIn: isLoggedIn(),
    lineLogin: appConfig().liffId !== null,
  };
  if (!mayTakeOver(manifest, page)) {
    createRoot(container).render(app);
    return;
  }
  await prepareTakeOver(manifest, router);
  // A transition: React hydrates in slices and yields to the phone between them.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('The page differed from its prerendered HTML', error),
    });
  });
});
