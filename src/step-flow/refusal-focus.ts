import { useEffect, type RefObject } from 'react';
import { focusFirstInvalid } from '../forms/focus-first-invalid';

/** How many frames a server's field errors may take to be drawn (RJSF applies extraErrors on update). */
const FRAMES = 10;

/** A send the server refused, as the step page shows it. */
export interface StepRefusalView {
  /** Changes with every refusal (the save state's object), so a second refusal acts again. */
  id: unknown;
  /** The refusal named fields (a 422's details): they show at the fields. */
  fieldErrors: number;
}

/**
 * After a refused send the member sees why, wherever the pinned 下一步 left the page: a refusal
 * naming fields focuses the first field showing an error (in display order, scrolled clear of the
 * buttons, as the form's own refusal does); any other refusal brings its message beside the buttons
 * into view. `area` holds the step's form and its message (`[role="alert"]`).
 */
export function useRefusalFocus(area: RefObject<HTMLElement | null>, refusal: StepRefusalView | null): void {
  useEffect(() => {
    if (!refusal) return undefined;
    let frame = 0;
    let left = FRAMES;
    const show = () => {
      const element = area.current;
      if (!element) return;
      if (refusal.fieldErrors > 0 && focusFirstInvalid(element)) return;
      if (refusal.fieldErrors > 0 && --left > 0) {
        frame = requestAnimationFrame(show);
        return;
      }
      element.querySelector<HTMLElement>('.fenqi-step-alert')?.scrollIntoView?.({ block: 'center' });
    };
    frame = requestAnimationFrame(show);
    return () => cancelAnimationFrame(frame);
    // The refusal's id alone says a new refusal arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal?.id]);
}
