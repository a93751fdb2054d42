import { applyMiddleware, legacy_createStore as createStore, type Store } from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { NAVIGATE, type AppNavigate } from './navigation';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

/** What the store needs from the app: how sagas navigate, and an optional starting state (tests). */
export interface AppStoreOptions {
  navigate: AppNavigate;
  preloadedState?: Partial<RootState>;
}

/** The app's store with its running root saga. */
export interface AppStore {
  store: Store<RootState>;
  sagaTask: Task;
}

/**
 * Creates the redux store with the saga middleware and starts the root saga. `legacy_createStore`
 * is redux 5's name for plain createStore (the project uses redux without the toolkit).
 */
export function createAppStore({ navigate, preloadedState }: AppStoreOptions): AppStore {
  const sagaMiddleware = createSagaMiddleware({ context: { [NAVIGATE]: navigate } });
  // combineReducers cannot infer a preloaded shape from reducers typed with their own action
  // unions (it yields `never`); the state itself is still checked through RootState.
  const store: Store<RootState> = createStore(
    rootReducer,
    preloadedState as never,
    applyMiddleware(sagaMiddleware),
  );
  const sagaTask = sagaMiddleware.run(rootSaga);
  return { store, sagaTask };
}
