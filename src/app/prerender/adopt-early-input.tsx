import { useLayoutEffect, type ReactNode } from 'react';
import { APP_READY_ATTRIBUTE, HELD_ATTRIBUTE, heldFormWaiting, takeHeldForm } from './early-submit-guard';

/** A field of the prerendered page that holds something the app has not seen. */
interface EarlyValue {
  field: HTMLInputElement | HTMLTextAreaElement;
  typed: string | boolean;
  /** The field's value in the HTML (what React drew it with). */
  drawn: string;
}

const TEXT_LESS = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** What was typed or ticked in `root`'s fields before the app was there to see it. */
function earlyValues(root: HTMLElement): EarlyValue[] {
  const found: EarlyValue[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio left unticked follows the one ticked in its group.
      if (field.checked !== field.defaultChecked && field.checked)
        found.push({ field, typed: true, drawn: '' });
      else if (field.type === 'checkbox' && field.checked !== field.defaultChecked)
        found.push({ field, typed: false, drawn: '' });
    } else if (!(field instanceof HTMLInputElement && TEXT_LESS.has(field.type))) {
      // React keeps the rendered value as the field's default value: anything else was typed.
      if (field.value !== field.defaultValue)
        found.push({ field, typed: field.value, drawn: field.defaultValue });
    }
  }
  return found;
}

/**
 * Tells React about a value it did not see typed: React notices a change by comparing the field
 * with the value it last knew, so the field is first set back to that value (React's own setter),
 * then to what was typed behind React's back (the element's native setter), and the event a
 * person's typing fires is sent. Typing may go on between the take-over and this (a member typing
 * as the app arrives): a field that holds more than React knows hands what it holds now; a field
 * React has seen typed since is left as it is (React keeps the value it knows as the field's
 * default); a field React drew again as it was in the HTML gets what was typed before.
 */
function replay({ field, typed, drawn }: EarlyValue): void {
  if (typeof typed === 'boolean') {
    if (!field.isConnected) return;
    (field as HTMLInputElement).checked = !typed;
    field.click();
    return;
  }
  if (!field.isConnected) return;
  const known = field.defaultValue;
  const now = field.value !== known ? field.value : known === drawn ? typed : null;
  if (now === null || now === known) return;
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, now);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Called the moment the app has taken the prerendered page in `root` over (before anything can
 * draw it again). What was typed before is handed to the app in the next task, and a form the
 * guard held is then sent as if its button had been pressed now.
 *
 * Until the typed values are in the app's state, the guard goes on holding submits: a press of
 * 登入 in that moment would otherwise reach the app while its form still held nothing, and be
 * refused with 請輸入身分證字號 under fields that show what was typed (seen in CI at 1280 px).
 * With nothing typed early, the app takes submits at once.
 */
export function adoptEarlyInput(
  root: HTMLElement,
  later: (run: () => void) => void = (run) => setTimeout(run),
): void {
  const values = earlyValues(root);
  if (values.length === 0 && !heldFormWaiting()) {
    markAppReady();
    return;
  }
  later(() => {
    values.forEach(replay);
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
 * the take-over, e.g. a draft kept on the device: a task it starts comes before the early input's),
 * then the early input is adopted.
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
  useLayoutEffect(() => {
    onTakenOver?.();
    adoptEarlyInput(root);
  }, [root, onTakenOver]);
  return children;
}
