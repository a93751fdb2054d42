import { loadAppConfig } from '../api/app-config';
import { installApiErrorHandling } from '../api/errors/install-error-interceptor';
import { startPageQueue } from '../api/offline/queue/page-queue';
import type { AppStore } from '../store/create-store';
import type { AppRouter } from './App';
import { createFenqiStore, type AppState } from './app-store';
import { ensureFlowStore } from './flow-stores';
// The browser offers installing once, early: its offer is watched for from the start (the menu's 「安裝」).
import './install/app-install-prompt';
import { createAppRouter } from './router';
import { createApiErrorEffects } from './shell/api-error-effects';
import { yieldToMain } from './yield-to-main';

/** Everything the app runs on, created once at start. */
export interface StartedApp extends AppStore<AppState> {
  router: AppRouter;
}

/**
 * Starts the app: loads the runtime configuration (FAQ address, LIFF id), creates the store (whose
 * sagas navigate through the router) and the router (whose routes register their flow's slice and
 * saga as they load), and installs the §8 error handling.
 */
export async function startApp(): Promise<StartedApp> {
  await loadAppConfig();
  // Each part in a task of its own: a phone paints and answers between them.
  await yieldToMain();
  // Sagas may navigate once the router exists; the router needs the store's register first.
  const made: { router?: AppRouter } = {};
  const navigate = (to: string, options?: { replace?: boolean }) => void made.router?.navigate(to, options);
  const app = createFenqiStore(navigate);
  const { store, register } = app;
  await yieldToMain();
  const router = createAppRouter((flow) => ensureFlowStore(flow, register));
  made.router = router;
  await yieldToMain();
  const location = () => router.state.location;
  installApiErrorHandling(
    createApiErrorEffects({
      dispatch: store.dispatch,
      navigate,
      currentLocation: () => location().pathname + location().search,
    }),
    () => location().pathname,
  );
  // What an earlier visit queued offline goes now, if there is a network.
  startPageQueue();
  return { ...app, router };
}
