import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onOnline` (its newest version) each time the browser comes back online, so a list that
 * failed offline is asked for by itself; forms are used outside the store too, so this listens to
 * the window, not the store's connectivity.
 */
export function useWhenOnline(onOnline: () => void): void {
  const handle = useEffectEvent(onOnline);
  useEffect(() => {
    const again = () => handle();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
}
