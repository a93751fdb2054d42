/**
 * One request's page for the server's renderer: what was asked for, by whom, and at which origin.
 * Sent by src/server/data-rendered-page.ts to the renderer's worker, drawn by render-with-data.tsx.
 * The page's own API calls do not go over the network: they come back to the server as
 * `ApiCall`s, answered inside it as the visitor who asked for the page.
 */
export interface DataRenderRequest {
  /** The route's path and the query it was opened with. */
  path: string;
  search: string;
  /** The origin the request was made to (the page's addresses are shown with it). */
  pageOrigin: string;
  /** The requesting member's token, or null: nobody is logged in. */
  token: string | null;
}

/** An API call a render makes: the method, the path with its query, its headers and its body as sent. */
export interface ApiCall {
  method: string;
  /** `/api/v2/…?…`: always this server's own API, never another origin. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The server's answer to an ApiCall: status, headers and the body as text. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** How a render reaches the API: the server answers the call in-process. */
export type CallApi = (call: ApiCall) => Promise<ApiAnswer>;
