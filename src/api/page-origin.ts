/*
 * The origin a page is opened at, for the addresses it shows (a guest link the member forwards):
 * the browser's, or, for a page the server renders for one request
 * (src/app/prerender/render-with-data.tsx), the origin that request was made to.
 */

let renderedOrigin = 'http://localhost';

/** The server's render of a page for a request made to `origin`. */
export function renderAtOrigin(origin: string): void {
  renderedOrigin = origin;
}

/** The page's origin (`https://host[:port]`). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? renderedOrigin : window.location.origin;
}
