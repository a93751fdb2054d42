import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Action,
  type Middleware,
} from 'redux';
import type { ClientFile } from '../../../api/v2/types/common';
import { FenqiConfigProvider } from '../../../forms/locale';
import { stepFlowsReducer } from '../../../step-flow/reducer';
import { globalUiReducer, initialGlobalUiState } from '../../../store/global-ui/slice';
import { COMMODITY, type CommodityLoaded } from '../commodity-flow';
import { commodityReducer, initialCommodityState, type CommodityState } from '../slice';
import type { CommodityForms, CommodityStep } from '../model/form-data';
import createSagaMiddleware from 'redux-saga';
import { wizardRunSaga } from '../sagas/wizard-run';
import { loadedRun, stepKeys } from './step-test-kit';

/*
 * Test kit of the step 4–6 and contract pages (imported by their tests only): the commodity and
 * global UI reducers with a chosen starting state, every action recorded, no saga that calls the
 * server (the tests check what the pages dispatch and what the real server did) but the one that
 * keeps the wizard's forms in the engine's run, and the page in a memory router.
 */

/** A page's starting state: the wizard's slice, and the forms and stored files of the engine's run. */
export type PageState = Partial<CommodityState> & {
  files?: ClientFile[];
  forms?: Partial<CommodityForms>;
  completed?: CommodityStep[];
};

/**
 * A store holding `commodity` over the initial state, and the flow's run with `loaded`, the forms
 * and the stored `files`, recording every action.
 */
export function makePageStore(
  { files = [], forms = {}, completed = [], ...commodity }: PageState = {},
  loaded?: CommodityLoaded,
) {
  const seen: Action[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as Action);
    return next(action);
  };
  // The wizard's own actions keep its forms in the engine's run (e.g. a contract agreed): that saga runs.
  const saga = createSagaMiddleware();
  const store = createStore(
    combineReducers({ commodity: commodityReducer, globalUi: globalUiReducer, stepFlows: stepFlowsReducer }),
    {
      commodity: { ...initialCommodityState, ...commodity },
      globalUi: initialGlobalUiState(true),
      stepFlows: { [COMMODITY]: { ...loadedRun(loaded), files, forms, completed: stepKeys(completed) } },
    } as never,
    applyMiddleware(recorder, saga),
  );
  saga.run(wizardRunSaga);
  return { store, seen, types: () => seen.map((action) => action.type) };
}

/** The store a page test renders with. */
export type PageStore = ReturnType<typeof makePageStore>;

/** Where the router is (path), readable after navigation. */
export interface Where {
  current: string;
}

function LocationProbe({ where }: { where: Where }) {
  where.current = useLocation().pathname;
  return null;
}

/**
 * Renders `page` at `path` (every other path renders nothing, so navigation can be observed), in a
 * data router as the app's (a contract page's leave guard needs one).
 */
export function renderPage(page: ReactElement, path: string, kit: PageStore) {
  const where: Where = { current: path };
  const probed = (element: ReactElement | null) => (
    <>
      <LocationProbe where={where} />
      {element}
    </>
  );
  const router = createMemoryRouter(
    [
      { path, element: probed(page) },
      { path: '*', element: probed(null) },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={kit.store}>
      <FenqiConfigProvider>
        <RouterProvider router={router} />
      </FenqiConfigProvider>
    </Provider>,
  );
  return { ...view, where };
}
