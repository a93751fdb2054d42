import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { APP_READY_ATTRIBUTE, HELD_ATTRIBUTE, heldFormWaiting, takeHeldForm } from './early-submit-guard';

/** A field of the prerendered page that holds something the app has not seen. */
interface EarlyValue {
  field: HTMLInputElement | HTMLTextAreaElement;
  typed: string | boolean;
}

const TEXT_LESS = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** What was typed or ticked in `root`'s fields before the app was there to see it. */
function earlyValues(root: HTMLElement): EarlyValue[] {
  const found: EarlyValue[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio left unticked follows the one ticked in its group.
      if (field.checked !== field.defaultChecked && field.checked) found.push({ field, typed: true });
      else if (field.type === 'checkbox' && field.checked !== field.defaultChecked)
        found.push({ field, typed: false });
    } else if (!(field instanceof HTMLInputElement && TEXT_LESS.has(field.type))) {
      // React keeps the rendered value as the field's default value: anything else was typed.
      if (field.value !== field.defaultValue) found.push({ field, typed: field.value });
    }
  }
  return found;
}

/**
 * Tells React about a value it did not see typed: React notices a change by comparing the field
 * with the value it last knew, so the field is first set back to that value (React's own setter),
 * then to what was typed behind React's back (the element's native setter), and the event a
 * person's typing fires is sent. Typing may go on between the take-over and this (a member typing
 * as the app arrives): a field typed in since is left as it is (the app saw that typing, and it
 * holds the newer value). Any other field gets what was typed before, also where the app has
 * written a value of its own into it since (a draft it loaded): the member's typing is the newer.
 */
function replay({ field, typed }: EarlyValue, typedSince: ReadonlySet<EventTarget>): void {
  if (!field.isConnected || typedSince.has(field)) return;
  if (typeof typed === 'boolean') {
    (field as HTMLInputElement).checked = !typed;
    field.click();
    return;
  }
  const known = field.defaultValue;
  if (typed === known && field.value === known) return;
  field.value = known;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What was typed in a page before the app took it over, and which fields were typed in since. */
export interface EarlyInput {
  root: HTMLElement;
  values: EarlyValue[];
  typedSince: Set<EventTarget>;
  /** Stops noting the fields typed in. */
  stop: () => void;
}

/**
 * Notes what was typed in `root`'s fields before the app took the page over (called the moment it
 * has, before anything can draw the page again), and from then on which fields are typed in.
 */
export function collectEarlyInput(root: HTMLElement): EarlyInput {
  const typedSince = new Set<EventTarget>();
  const note = (event: Event) => {
    if (event.target) typedSince.add(event.target);
  };
  root.addEventListener('input', note, true);
  return {
    root,
    values: earlyValues(root),
    typedSince,
    stop: () => root.removeEventListener('input', note, true),
  };
}

/**
 * Hands what was typed before the take-over to the app, in the next task, and a form the guard
 * held is then sent as if its button had been pressed now.
 *
 * Until the typed values are in the app's state, the guard goes on holding submits: a press of
 * 登入 in that moment would otherwise reach the app while its form still held nothing, and be
 * refused with 請輸入身分證字號 under fields that show what was typed (seen in CI at 1280 px).
 * With nothing typed early, the app takes submits at once.
 */
export function adoptEarlyInput(
  { root, values, typedSince, stop }: EarlyInput,
  later: (run: () => void) => void = (run) => setTimeout(run),
): void {
  if (values.length === 0 && !heldFormWaiting()) {
    stop();
    markAppReady();
    return;
  }
  later(() => {
    stop();
    values.forEach((value) => replay(value, typedSince));
    // The values' re-render first, then the submit reads them.
    later(() => {
      markAppReady();
      // The first submit held, before the take-over or since (taken now: the guard holds no more).
      const held = takeHeldForm();
      // The app's own sending state takes over from the guard's waiting button.
      document.documentElement.removeAttribute(HELD_ATTRIBUTE);
      if (held && root.contains(held)) held.requestSubmit();
    });
  });
}

/** For a page the app draws anew (not taken over): nothing typed survives, submits are the app's. */
export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}

/**
 * Wraps the app that takes over the prerendered page in `root`: as its first render commits (a
 * layout effect, before anything can draw the page again) `onTakenOver` runs (what must wait for
 * the take-over, e.g. a draft kept on the device: a task it starts comes before the early input's)
 * and what was typed is noted. It is handed over from the passive effects' turn: after the render
 * that follows a take-over drawn with an earlier state (react-redux's `serverState`, which the
 * store's is compared with in the page's own passive effects), so the typing lands on the run the
 * page then shows.
 */
export function EarlyInputAdopter({
  root,
  onTakenOver,
  children,
}: {
  root: HTMLElement;
  onTakenOver?: () => void;
  children: ReactNode;
}): ReactNode {
  const early = useRef<EarlyInput | null>(null);
  useLayoutEffect(() => {
    onTakenOver?.();
    early.current = collectEarlyInput(root);
  }, [root, onTakenOver]);
  useEffect(() => {
    const input = early.current;
    early.current = null;
    if (input) adoptEarlyInput(input);
  }, [root, onTakenOver]);
  return children;
}
