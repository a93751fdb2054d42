import { useSyncExternalStore } from 'react';

/*
 * Whether the application kept on this device is being read at start (sagas/local-persistence.ts).
 * The read is async (IndexedDB), so a page opened on a later step waits for it before the wizard's
 * guard decides which step the member may see: without it, a reload on step 3 would find no step
 * done yet and send the member back to step 1.
 */
let reading = false;
const listeners = new Set<() => void>();

/** Marks the start-up read as under way (true) or over (false). */
export function setLocalCopyReading(value: boolean): void {
  reading = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => reading;

/** Whether the start-up read of the kept application is still under way. */
export function useLocalCopyReading(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
