/**
 * All the server may know of the app (the eslint layer rule admits no other module of src/app):
 * which routes are prerendered, the page's data block, what the renderer is asked and answers (a
 * page rendered with its data, src/server/data-rendered-page.ts), and the prerendered pages' inline
 * submit guard, whose hash the server's CSP carries.
 */
export type { ApiAnswer, ApiCall, CallApi, DataRenderRequest } from './data-render-request';
export { PRERENDERED_PAGE_SCRIPT } from './early-submit-guard';
export { manifestBlock, type PrerenderManifest } from './prerender-manifest';
export { PRERENDERED_ROUTES, type PrerenderedRoute } from './prerendered-routes';
