/**
 * One request's page for the server's renderer (issue 27): what was asked for, by whom, and where
 * the API and the page are. Sent by src/server/data-rendered-page.ts to the renderer's worker,
 * drawn by render-with-data.tsx.
 */
export interface DataRenderRequest {
  /** The route's path and the query it was opened with. */
  path: string;
  search: string;
  /** This server, as the renderer reaches its API. */
  apiOrigin: string;
  /** The origin the request was made to (the page's addresses are shown with it). */
  pageOrigin: string;
  /** The requesting member's token, or null: nobody is logged in. */
  token: string | null;
}
