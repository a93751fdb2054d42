import type { CallState } from './call-state';

/** A saga that runs for the life of the app (a flow's watchers). */
export type FlowSaga = () => Generator;

/**
 * What a page of a module loads as it opens, so the server can draw the page with it (
 * src/app/prerender/render-with-data.tsx): the action the page dispatches as it mounts, and where
 * the module's slice keeps that call's outcome.
 */
export interface PageData {
  request: () => { type: string };
  /** The call's state in the module's slice (`never`: any slice's own state type stands here). */
  call: (slice: never) => CallState;
}

/**
 * What one part of the app adds to the store: its slice, mounted under `name`, and the saga that
 * watches its actions. The app registers a flow's module when the flow's first route loads.
 * (`never` lets any slice's reducer stand here, whatever its own state and action types.)
 */
export interface StoreModule {
  name: string;
  reducer: (state: never, action: never) => unknown;
  saga?: FlowSaga;
  /** The module's pages that load their data as they open, by path. */
  pages?: Readonly<Record<string, PageData>>;
}
