import { useDeferredValue } from 'react';

/**
 * Whether a page may draw what it has been waiting for (its data, its form), drawn in the
 * background. A store update re-renders synchronously, so a page that swaps its spinner
 * for a whole form at once blocks a phone for the length of that render (a second at 4× CPU).
 * Turning `ready` true is instead rendered as a transition, which React draws in slices, yielding
 * to the phone between them; the spinner stays until the page is drawn. Turning it false (the page
 * waits again) takes effect at once.
 */
export function useRevealInBackground(ready: boolean): boolean {
  const drawn = useDeferredValue(ready);
  return ready && drawn;
}
