/** A saga that runs for the life of the app (a flow's watchers). */
export type FlowSaga = () => Generator;

/**
 * What one part of the app adds to the store: its slice, mounted under `name`, and the saga that
 * watches its actions. The app registers a flow's module when the flow's first route loads.
 * (`never` lets any slice's reducer stand here, whatever its own state and action types.)
 */
export interface StoreModule {
  name: string;
  reducer: (state: never, action: never) => unknown;
  saga?: FlowSaga;
}
