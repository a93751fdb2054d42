import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Action,
  type Middleware,
} from 'redux';
import type { InterestPlan } from '../../../api/v2/interest-plans';
import { FenqiConfigProvider } from '../../../forms/locale';
import { idleFlow, type FlowRunState } from '../../../step-flow/slice';
import { stepFlowsReducer } from '../../../step-flow/reducer';
import { failedCall, succeededCall } from '../../../store/call-state';
import {
  COMMODITY,
  COMMODITY_STEP_PATHS,
  stepKeyOf,
  stepNumberOf,
  type CommodityLoaded,
} from '../commodity-flow';
import type { CommodityStep } from '../model/form-data';
import type { WizardStep } from '../components/WizardFrame';
import { commodityReducer, initialCommodityState, type CommodityState } from '../slice';

/*
 * Test kit of the wizard pages (imported by their tests only): the real commodity reducer in a
 * store that records every action (the sagas are not run: a test answers a REQUEST by
 * dispatching its SUCCESS or FAILURE), and a router with every step path.
 */

/** Plans as the server seeds them: plan 3 offers the 36th period; plan 1 provides labor insurance. */
export const PLANS: InterestPlan[] = [
  {
    id: 1,
    name: '手機分期 0 利率專案',
    description: '適用手機，0 利率',
    adjustmentAmountStatus: 1,
    minAmount: 3000,
    maxAmount: 60000,
    interestRates: [
      { id: 11, installment: 6, monthlyRate: 0 },
      { id: 12, installment: 12, monthlyRate: 0 },
    ],
  },
  {
    id: 3,
    name: '學生 3C 開學季專案',
    description: '筆電、手機皆可申辦',
    adjustmentAmountStatus: 0,
    minAmount: 5000,
    maxAmount: 80000,
    interestRates: [
      { id: 31, installment: 12, monthlyRate: 0.0099 },
      { id: 34, installment: 36, monthlyRate: 0.0125 },
    ],
  },
];

/** What the flow loads: the plans above, no file categories (no token) and a short mid clause. */
export const REFERENCE: CommodityLoaded = {
  plans: PLANS,
  fileCategories: null,
  midClause: {
    appMidClausever: '2024.06',
    title: '居間條款',
    content: '一、本公司居間媒合分期付款。\n二、您同意本公司蒐集與利用您的個人資料。',
    publishedAt: '2024-06-01T00:00:00.000Z',
  },
};

/** The wizard's slice and the steps done (the engine's run keeps them) a page test starts with. */
export type StepKitState = CommodityState & { completed: CommodityStep[] };

/** The slice changed by `patch`, and the steps done. */
export function stateWith(patch: Partial<StepKitState> = {}): StepKitState {
  return { ...initialCommodityState, completed: [], ...patch };
}

/** The wizard steps whose 下一步 went to the engine (its STEP_SUBMITTED), in order. */
export const sentSteps = (payloads: (type: string) => unknown[]): (CommodityStep | null)[] =>
  payloads('stepFlow/STEP_SUBMITTED').flatMap((payload) => {
    const { flow, step } = payload as { flow: string; step: string };
    return flow === COMMODITY ? [stepNumberOf(step)] : [];
  });

/** The engine's keys of wizard steps (1–5). */
export const stepKeys = (steps: readonly CommodityStep[]): string[] => steps.map(stepKeyOf);

/** The engine's run of the wizard with `loaded` loaded. */
export const loadedRun = (loaded: CommodityLoaded = REFERENCE): FlowRunState => ({
  ...idleFlow,
  ctx: {},
  contextKey: '{}',
  load: succeededCall(),
  loaded,
});

/** The engine's run of the wizard whose load failed with `message`. */
export const failedRun = (message: string): FlowRunState => ({
  ...idleFlow,
  ctx: {},
  contextKey: '{}',
  load: failedCall({ status: 503, code: null, message, fieldErrors: [] }),
});

/**
 * A store with the commodity reducer and the engine's (its run of the wizard: `run`, loaded by
 * default) that records the actions dispatched to it.
 */
export function makeStepStore(
  { completed, ...commodity }: StepKitState = stateWith(),
  run: FlowRunState = loadedRun(),
) {
  const seen: Action[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as Action);
    return next(action);
  };
  const store = createStore(
    combineReducers({ commodity: commodityReducer, stepFlows: stepFlowsReducer }),
    { commodity, stepFlows: { [COMMODITY]: { ...run, completed: stepKeys(completed) } } },
    applyMiddleware(recorder),
  );
  /** The payloads of the recorded actions of `type`. */
  const payloads = (type: string) =>
    seen.filter((a) => a.type === type).map((a) => (a as Action & { payload: unknown }).payload);
  return { store, seen, payloads };
}

/** Where the router is now, readable after a navigation. */
export interface Where {
  current: string;
}

function LocationProbe({ where }: { where: Where }) {
  where.current = useLocation().pathname;
  return null;
}

/** Renders `page` at the path of `step`; every other step path shows its own marker text. */
export function renderStep(step: WizardStep, page: ReactElement, kit = makeStepStore()) {
  const where: Where = { current: COMMODITY_STEP_PATHS[step] };
  const steps = Object.entries(COMMODITY_STEP_PATHS) as [string, string][];
  const view = render(
    <Provider store={kit.store}>
      <FenqiConfigProvider>
        <MemoryRouter initialEntries={[COMMODITY_STEP_PATHS[step]]}>
          <LocationProbe where={where} />
          <Routes>
            {steps.map(([n, path]) => (
              <Route key={n} path={path} element={Number(n) === step ? page : <p>第 {n} 步頁面</p>} />
            ))}
            <Route path="*" element={<p>其他頁面</p>} />
          </Routes>
        </MemoryRouter>
      </FenqiConfigProvider>
    </Provider>,
  );
  return { ...view, ...kit, where };
}
