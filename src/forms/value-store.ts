import { useSyncExternalStore } from 'react';

/** One value that components read and follow without their parents re-rendering them. */
export interface ValueStore<T> {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
  /** Replaces the value and tells the subscribers (nothing happens for the same value). */
  set: (next: T) => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The store's current value; the component re-renders when it changes. */
export function useStoredValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
