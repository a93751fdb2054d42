import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Reducer,
  type Store,
} from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { NAVIGATE, type AppNavigate } from './navigation';
import { keepAlive, rootSaga } from './root-saga';
import { withSliceHydration } from './slice-hydrated';
import type { FlowSaga, StoreModule } from './store-module';

/** What the store is made of: how sagas navigate, the modules present from the start, a starting state. */
export interface AppStoreOptions<S> {
  navigate: AppNavigate;
  /** Slices and sagas there from the first action (the shell's, the step-flow engine's). */
  modules: readonly StoreModule[];
  preloadedState?: Partial<S>;
  /** False: the modules' sagas never start (a page rendered on the server draws state, it fetches nothing). */
  runSagas?: boolean;
}

/** The app's store with its running root saga, and the way to add a module later. */
export interface AppStore<S = unknown> {
  store: Store<S>;
  sagaTask: Task;
  /**
   * Adds a module's slice and starts its saga, once: a flow registers when its first route loads,
   * so the code of a flow the member never opens is never evaluated. Returns whether it was new.
   */
  register: (module: StoreModule) => boolean;
  /**
   * Runs one saga on this store even when the modules' sagas do not run (a page rendered on the
   * server with its data runs the one module that loads it); cancel the task when done.
   */
  runSaga: (saga: FlowSaga) => Task;
}

/**
 * Creates the redux store with the saga middleware and starts the root saga. `legacy_createStore`
 * is redux 5's name for plain createStore (the project uses redux without the toolkit). The store
 * knows no flow: the app composes it (src/app/app-store.ts).
 */
export function createAppStore<S>({
  navigate,
  modules,
  preloadedState,
  runSagas = true,
}: AppStoreOptions<S>): AppStore<S> {
  const sagaMiddleware = createSagaMiddleware({ context: { [NAVIGATE]: navigate } });
  const reducers: Record<string, Reducer> = {};
  for (const module of modules) reducers[module.name] = module.reducer as Reducer;
  // combineReducers cannot infer a state from a record of reducers with their own action unions.
  const combined = () => withSliceHydration(combineReducers(reducers) as unknown as Reducer<S>);
  const store = createStore(combined(), preloadedState as never, applyMiddleware(sagaMiddleware));
  const sagaTask = sagaMiddleware.run(
    rootSaga,
    runSagas ? modules.flatMap((m) => (m.saga ? [[m.name, m.saga] as const] : [])) : [],
  );
  const register = (module: StoreModule) => {
    if (reducers[module.name]) return false;
    reducers[module.name] = module.reducer as Reducer;
    store.replaceReducer(combined());
    if (module.saga && runSagas) sagaMiddleware.run(keepAlive, module.name, module.saga);
    return true;
  };
  return { store, sagaTask, register, runSaga: (saga) => sagaMiddleware.run(saga) };
}
