/*
 * Whether the app is taking a page rendered on the server over (hydrating) at this moment
 * (src/app/open-page.tsx): what a component draws in that render must be what the HTML shows, so
 * what the server could not know (the screen's width) is drawn as the server drew it, and the
 * device's own answer follows once the page is the app's.
 */
let takingOver = false;

/** Marks the take-over as begun (true) or committed (false). */
export function setTakingOver(value: boolean): void {
  takingOver = value;
}

/** Whether the render under way is the take-over of the server's HTML. */
export function isTakingOver(): boolean {
  return takingOver;
}

/**
 * Whether the render under way draws the page's HTML: the build's or the server's render (no
 * window), or the app's take-over of that HTML. A page whose state comes from the device (a tab's
 * copy) draws then what it draws before that state is known.
 */
export function isDrawingHtml(): boolean {
  return typeof window === 'undefined' || takingOver;
}
