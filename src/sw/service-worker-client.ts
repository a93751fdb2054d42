/**
 * The page's side of the service worker (src/sw/service-worker.ts): registration, once the page
 * has loaded and the main thread is idle (workbox-window is its own small chunk, fetched then, so
 * registering adds nothing to the first paint), and the new build waiting to take over.
 */

import { whenIdle } from '../ui/when-idle';

/** A new build waiting to take over. */
export interface PendingUpdate {
  /** Takes the waiting build over and reloads the page into it. */
  accept: () => void;
  /** The page the member was on when it arrived. */
  arrivedOn: string;
}

let registered = false;
let waiting: PendingUpdate | null = null;
const listeners = new Set<() => void>();

function setPendingUpdate(update: PendingUpdate | null): void {
  waiting = update;
  for (const listener of listeners) listener();
}

/** The waiting build, or null while there is none (a stable snapshot for useSyncExternalStore). */
export function pendingUpdate(): PendingUpdate | null {
  return waiting;
}

/** Calls `listener` whenever a new build starts or stops waiting; returns the unsubscribe. */
export function subscribePendingUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

async function register(): Promise<void> {
  const { Workbox } = await import(/* webpackChunkName: "sw-client" */ 'workbox-window');
  const workbox = new Workbox('/sw.js');
  // A new deploy installed its worker: it waits (this tab keeps its own build's chunks) until the
  // member accepts; then it takes over and this page reloads into the new build.
  workbox.addEventListener('waiting', () =>
    setPendingUpdate({
      arrivedOn: window.location.pathname,
      accept: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    }),
  );
  await workbox.register();
}

/**
 * Registers the service worker once, after the page's `load` and when idle; only in production
 * builds (a development server's hot reload and a precaching worker would fight) and where the
 * browser has service workers.
 */
export function registerServiceWorker(): void {
  if (registered || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = () =>
    whenIdle(() => {
      register().catch((error: unknown) => console.warn('service worker not registered', error));
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
