import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { FenqiConfigProvider } from '../../forms/locale';
import { globalUiReducer } from '../../store/global-ui/slice';
import { NAVIGATE } from '../../store/navigation';
import { stepFlowSaga } from '../saga';
import { stepFlowsReducer } from '../reducer';

/**
 * Test support (imported by tests only): renders a flow's pages on these routes at `path`, with
 * the engine's real reducer and saga (its navigation goes through the router), as the app runs them.
 */
export function renderFlowPages(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const sagas = createSagaMiddleware({ context: { [NAVIGATE]: (to: string) => void router.navigate(to) } });
  const store = createStore(
    combineReducers({ globalUi: globalUiReducer, stepFlows: stepFlowsReducer }),
    undefined,
    applyMiddleware(sagas),
  );
  sagas.run(stepFlowSaga);
  render(
    <Provider store={store}>
      <FenqiConfigProvider>
        <RouterProvider router={router} />
      </FenqiConfigProvider>
    </Provider>,
  );
  return { router, store, url: () => router.state.location.pathname + router.state.location.search };
}
