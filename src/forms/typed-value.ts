import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The inputs of one form whose typed value the form has not taken yet. FormView hands them over
 * before a submit, so the submit validates and sends what is on the screen.
 */
export type PendingInputs = Set<() => void>;

export function createPendingInputs(): PendingInputs {
  return new Set();
}

/** Hands every typed value the form has not taken yet over to it, at once. */
export function handOverTypedValues(pending: PendingInputs | undefined): void {
  for (const handOver of pending ?? []) handOver();
}

/**
 * A field's value as the member types it. RJSF recomputes the whole form's state on every change
 * (defaults, conditions), which on a large form costs more than a frame; so a keystroke repaints
 * only this input, and the form takes the value in a transition that React runs between frames,
 * dropping it for the next keystroke's. Leaving the field or submitting the form hands the value
 * over at once. A value that comes from the form (a reset, a restored draft) replaces the shown one.
 */
export function useTypedValue<V>(
  value: V,
  commit: (next: V) => void,
  pendingInputs: PendingInputs | undefined,
): { value: V; change: (next: V) => void; handOver: () => void } {
  const [shown, setShown] = useState(value);
  // Values handed to the form, oldest first, that have not come back as `value` yet.
  const inFlight = useRef<V[]>([]);
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });

  useLayoutEffect(() => {
    const returned = inFlight.current.findIndex((sent) => Object.is(sent, value));
    if (returned >= 0) {
      inFlight.current.splice(0, returned + 1);
      return;
    }
    inFlight.current = [];
    setShown(value);
  }, [value]);

  const change = useCallback((next: V) => {
    setShown(next);
    inFlight.current.push(next);
    startTransition(() => latestCommit.current(next));
  }, []);

  const handOver = useCallback(() => {
    const last = inFlight.current.at(-1);
    if (inFlight.current.length > 0) latestCommit.current(last as V);
  }, []);

  useEffect(() => {
    if (!pendingInputs) return;
    pendingInputs.add(handOver);
    return () => void pendingInputs.delete(handOver);
  }, [pendingInputs, handOver]);

  return { value: shown, change, handOver };
}
