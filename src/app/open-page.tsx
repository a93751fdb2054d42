import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appConfig } from '../api/app-config';
import { isLoggedIn } from '../api/session-cookies';
import { flowHydrated, flowTakenOver } from '../step-flow/slice';
import { sliceHydrated } from '../store/slice-hydrated';
import { primeContractTexts } from '../ui/contract-text/use-contract-texts';
import { App } from './App';
import { EarlyInputAdopter, markAppReady } from './prerender/adopt-early-input';
import { readPrerenderManifest } from './prerender/prerender-manifest';
import { loadFlowFirst } from './prerender/load-flow-first';
import { mayTakeOver, prepareTakeOver } from './prerender/take-over';
import { startApp } from './start';
import { setTakingOver } from '../ui/taking-over';
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
  const page = {
    pathname: window.location.pathname,
    search: window.location.search,
    loggedIn: isLoggedIn(),
    lineLogin: appConfig().liffId !== null,
  };
  if (!mayTakeOver(manifest, page)) {
    const app = <App store={store} router={router} />;
    markAppReady();
    // A transition too: the first draw of a large page (step 3's form) is cut into slices with
    // the phone's input handled between them, instead of one long task.
    startTransition(() => createRoot(container).render(app));
    return;
  }
  await prepareTakeOver(manifest, router);
  // A page whose run is the device's (step 3): taken over as drawn, once its run is loaded.
  const drawnState = manifest.loadsFlowFirst
    ? await loadFlowFirst(store, manifest.path, page.search)
    : undefined;
  const app = <App store={store} router={router} serverState={drawnState} />;
  // A flow's page rendered with its data: the app starts from the run the HTML shows (no load
  // again), and the device's draft comes once the page is taken over.
  const { flow } = manifest;
  if (flow) store.dispatch(flowHydrated(flow.name, flow.run));
  // A module's page rendered with its data (the member home, the order list): its slice as drawn;
  // the page still asks for the data as it mounts, and the answer replaces it in the background.
  for (const [name, state] of Object.entries(manifest.slices ?? {}))
    store.dispatch(sliceHydrated(name, state));
  if (manifest.contractTexts) primeContractTexts(manifest.contractTexts);
  const takenOver = () => {
    setTakingOver(false);
    // In a task of its own, not in the take-over's commit (its saga starts the link's fetch for
    // offline visits and puts the device's draft back): before the early input's replay, as ever.
    if (flow) setTimeout(() => store.dispatch(flowTakenOver(flow.name)));
  };
  await yieldToMain();
  // A transition: React hydrates in slices and yields to the phone between them.
  startTransition(() => {
    // What a member typed (or sent) before the app was there is handed to it (early-submit-guard.ts).
    const adopter = (
      <EarlyInputAdopter root={container} onTakenOver={takenOver}>
        {app}
      </EarlyInputAdopter>
    );
    setTakingOver(true);
    hydrateRoot(container, adopter, {
      onRecoverableError: (error, info) =>
        console.error('The page differed from its prerendered HTML', error, info.componentStack),
    });
  });
}
