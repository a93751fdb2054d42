import { startTransition, useEffect, useState } from 'react';
import { isTakingOver } from './taking-over';

/** Phones and narrow windows: below this width the sidebar gives way to the drawer (§2). */
export const SMALL_SCREEN_QUERY = '(max-width: 599.98px)';

/** antd's `sm` breakpoint and up (576 px): the stepper shows its titles, not dots. */
export const STEPPER_TITLES_QUERY = '(min-width: 576px)';

const matchesNow = (query: string) => typeof window !== 'undefined' && window.matchMedia(query).matches;

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching. The server
 * cannot know the screen and draws as if it did not match: while the app takes such a page over
 * the hook answers the same (or `whileTakingOver`, for a part the HTML lacks whatever the answer,
 * such as a lazy sidebar: the answer that keeps it away), and the screen's own answer follows in a
 * transition once the page is the app's. (A useSyncExternalStore with the server's answer re-renders every user of the query
 * synchronously inside the take-over's commit: on a phone, ~70 ms of a long task at 4× CPU.)
 */
export function useMediaQuery(query: string, whileTakingOver = false): boolean {
  const [matches, setMatches] = useState(() => (isTakingOver() ? whileTakingOver : matchesNow(query)));
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setMatches(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

/** Whether the screen is narrower than 600 px (`whileTakingOver`: see useMediaQuery). */
export function useIsSmallScreen(whileTakingOver = false): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, whileTakingOver);
}
