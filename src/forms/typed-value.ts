import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

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

/** The hand-overs of every input on the page that holds a value its form has not taken yet. */
const waitingInputs = new Set<() => void>();

/**
 * Whether some input on the page holds a typed value its form has not taken yet (typing has not
 * rested): a leave guard asks about it as about any input not sent.
 */
export function typedValueWaiting(): boolean {
  return waitingInputs.size > 0;
}

/** How long typing must rest before the form takes the typed value. */
export const TYPED_VALUE_REST_MS = 150;

/**
 * A field's value as the member types it. RJSF recomputes the whole form's state on every change
 * (defaults, conditions), which on a large form costs more than a frame; so a keystroke repaints
 * only this input, and the form takes the value once typing rests for TYPED_VALUE_REST_MS, at
 * once and whole (flushSync). Leaving the field, submitting the form or leaving the page hands
 * the value over sooner. A value that comes from the form (a reset, a restored draft) replaces
 * the shown one and the one waiting.
 *
 * The form used to take each keystroke in a React transition. A transition still pending when an
 * urgent update came (the blur, the next field's choice) was rebased under it, and RJSF, which
 * queues whole-state updates of its own when its props change, could replay data from before the
 * keystrokes over them: a typed field went empty after the member left it (the keyboard e2e, at
 * 3× CPU, 1 run in 10). A commit that is never pending leaves nothing to rebase.
 *
 * With `show`, the input holds what is typed by itself (an uncontrolled input): a keystroke
 * renders nothing at all, the returned `value` is only the first one (its default value), and a
 * value that comes from the form is written into the input by `show`.
 */
export function useTypedValue<V>(
  value: V,
  commit: (next: V) => void,
  pendingInputs: PendingInputs | undefined,
  show?: (value: V) => void,
): { value: V; change: (next: V) => void; handOver: () => void } {
  const [shown, setShown] = useState(value);
  // Values handed to the form, oldest first, that have not come back as `value` yet.
  const inFlight = useRef<V[]>([]);
  // The typed value the form has not been handed yet, and the timer that hands it over.
  const waiting = useRef<{ value: V } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  const latestShow = useRef(show);
  useLayoutEffect(() => {
    latestCommit.current = commit;
    latestShow.current = show;
  });

  const handOver = useCallback(() => {
    clearTimeout(timer.current);
    const typed = waiting.current;
    waitingInputs.delete(handOver);
    if (!typed) return;
    waiting.current = null;
    inFlight.current.push(typed.value);
    latestCommit.current(typed.value);
  }, []);

  // The first value is what the input was drawn with: nothing to replace yet.
  const drawn = useRef(true);
  useLayoutEffect(() => {
    if (drawn.current) {
      drawn.current = false;
      return;
    }
    const returned = inFlight.current.findIndex((sent) => Object.is(sent, value));
    if (returned >= 0) {
      inFlight.current.splice(0, returned + 1);
      return;
    }
    inFlight.current = [];
    waiting.current = null;
    waitingInputs.delete(handOver);
    clearTimeout(timer.current);
    if (latestShow.current) latestShow.current(value);
    else setShown(value);
  }, [value, handOver]);

  const change = useCallback(
    (next: V) => {
      if (!latestShow.current) setShown(next);
      waiting.current = { value: next };
      waitingInputs.add(handOver);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flushSync(handOver), TYPED_VALUE_REST_MS);
    },
    [handOver],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      waitingInputs.delete(handOver);
    },
    [handOver],
  );

  useEffect(() => {
    if (!pendingInputs) return;
    pendingInputs.add(handOver);
    return () => void pendingInputs.delete(handOver);
  }, [pendingInputs, handOver]);

  return { value: shown, change, handOver };
}
