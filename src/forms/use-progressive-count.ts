import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** How many of a long form's top-level fields its first drawing mounts, then how many more each time. */
export const FIRST_FIELDS = 8;
export const MORE_FIELDS = 6;

const noSubscription = () => () => undefined;

/**
 * How many of `total` items to mount now (issue 27): a long form drawn at once was one commit of
 * every field, the longest task of commodity step 3 on a phone (about 830 ms at 4× CPU). A page
 * drawn in the browser mounts the first `first` items, then `more` at a time, each as a transition
 * after the one before was committed: the phone paints and answers input between them, and the
 * fields a member sees first come first. Rendered on the server, or hydrating that HTML, it mounts
 * every item at once (the HTML has them all, and hydration must match it).
 */
export function useProgressiveCount(total: number, first = FIRST_FIELDS, more = MORE_FIELDS): number {
  const fromHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [count, setCount] = useState(() => (fromHtml ? Number.POSITIVE_INFINITY : first));
  useEffect(() => {
    if (count < total) startTransition(() => setCount((mounted) => mounted + more));
  }, [count, total, more]);
  return count;
}
