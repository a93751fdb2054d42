/**
 * The server's renderer: built by build/prerender-renderer.ts as a Node bundle into the
 * client build (`dist/.renderer/`), loaded by src/server/data-rendered-page.ts to render a guest
 * link's page with its data for one request.
 */
export { NoDataRender, renderWithData } from './render-with-data';
