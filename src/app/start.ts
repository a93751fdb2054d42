import { loadAppConfig } from '../api/app-config';
import { installApiErrorHandling } from '../api/errors/install-error-interceptor';
import { createAppStore, type AppStore } from '../store/create-store';
import type { AppRouter } from './App';
import { createAppRouter } from './router';
import { createApiErrorEffects } from './shell/api-error-effects';

/** Everything the app runs on, created once at start. */
export interface StartedApp extends AppStore {
  router: AppRouter;
}

/**
 * Starts the app: loads the runtime configuration (FAQ address, LIFF id), creates the router and
 * the store (whose sagas navigate through the router), and installs the §8 error handling.
 */
export async function startApp(): Promise<StartedApp> {
  await loadAppConfig();
  const router = createAppRouter();
  const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate(to, options);
  const { store, sagaTask } = createAppStore({ navigate });
  const location = () => router.state.location;
  installApiErrorHandling(
    createApiErrorEffects({
      dispatch: store.dispatch,
      navigate,
      currentLocation: () => location().pathname + location().search,
    }),
    () => location().pathname,
  );
  return { router, store, sagaTask };
}
