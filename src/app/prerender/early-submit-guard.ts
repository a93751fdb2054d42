import { START_AFTER_PAINT } from './start-after-paint';

/**
 * A prerendered page shows its form before the app's scripts have run, and a member on
 * a slow phone may type and press 登入 in that time. Without the app, the browser would submit the
 * form itself: a GET of the same page with every field (the password too) in the address. The
 * guard, the page's one inline script, holds such a submit and keeps its form instead; the app,
 * once it has taken the page over, picks up what was typed and sends the held form
 * (adopt-early-input.ts).
 *
 * The CSP admits this script by its hash alone (src/server/static-site.ts), so the text here is
 * exactly what the page runs: plain ES5, no build step touches it.
 */

/** Set on <html> by the app once it handles the page's events itself. */
export const APP_READY_ATTRIBUTE = 'data-fenqi-ready';

/**
 * Where the guard keeps the form whose submit it held (a property of the window: an attribute on
 * the form would differ from the HTML the app takes over).
 */
export const HELD_FORM_PROPERTY = 'fenqiHeldForm';

/**
 * Set on <html> while a submit is held: the page's submit buttons show that they are waiting
 * (EARLY_SUBMIT_GUARD_STYLE) until the app sends the form. On <html>, outside what the app takes over.
 */
export const HELD_ATTRIBUTE = 'data-fenqi-held';

/**
 * How a held submit's button waits: a turning ring before its text (still under reduced motion),
 * no more presses. Only prerendered pages have the guard, so only they carry this, inline with it.
 */
const HELD = `html[${HELD_ATTRIBUTE}] form button[type=submit]`;
export const EARLY_SUBMIT_GUARD_STYLE =
  `${HELD}{cursor:progress;opacity:.75;pointer-events:none}` +
  `${HELD}::before{display:inline-block;width:1em;height:1em;margin-inline-end:8px;vertical-align:-.15em;` +
  'content:"";border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;' +
  'animation:fenqi-held-spin .8s linear infinite}' +
  `@media (prefers-reduced-motion:reduce){${HELD}::before{animation:none}}` +
  '@keyframes fenqi-held-spin{to{transform:rotate(360deg)}}';

export const EARLY_SUBMIT_GUARD =
  'addEventListener("submit",function(e){' +
  'var d=document.documentElement;' +
  `if(d.hasAttribute("${APP_READY_ATTRIBUTE}"))return;` +
  `e.preventDefault();e.stopPropagation();window.${HELD_FORM_PROPERTY}=e.target;` +
  `d.setAttribute("${HELD_ATTRIBUTE}","")` +
  '},true)';

/** Whether the guard holds a submit the app has not taken yet. */
export function heldFormWaiting(): boolean {
  return (window as unknown as Record<string, unknown>)[HELD_FORM_PROPERTY] instanceof HTMLFormElement;
}

/** The form the guard held a submit of, if any (taken: the next call finds none). */
export function takeHeldForm(): HTMLFormElement | null {
  const holder = window as unknown as Record<string, unknown>;
  const form = holder[HELD_FORM_PROPERTY];
  delete holder[HELD_FORM_PROPERTY];
  return form instanceof HTMLFormElement ? form : null;
}

/**
 * A prerendered page's one inline script: the guard, and the start of the app's scripts once the
 * page has painted (start-after-paint.ts). The CSP admits it by its hash (src/server/static-site.ts).
 */
export const PRERENDERED_PAGE_SCRIPT = `${EARLY_SUBMIT_GUARD};${START_AFTER_PAINT}`;

/** The guard, its look and the script start as the tags the build puts first in a prerendered page's head. */
export const EARLY_SUBMIT_GUARD_TAG = `<style>${EARLY_SUBMIT_GUARD_STYLE}</style><script>${PRERENDERED_PAGE_SCRIPT}</script>`;
