import { createServer } from 'node:net';
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Action,
  type Middleware,
  type Store,
} from 'redux';
import createSagaMiddleware from 'redux-saga';
import { createTestMember } from '../../../../../tests/api/member-session';
import { startTestServer, type TestServer } from '../../../../../tests/api/test-server';
import { clearCommodityToken, clearDraftToken } from '../../../../api/commodity-token';
import { v2Client } from '../../../../api/v2/client';
import { stepFlowSaga } from '../../../../step-flow/saga';
import { flowStepSubmitted, type StepFlowsState } from '../../../../step-flow/slice';
import { stepFlowsReducer } from '../../../../step-flow/reducer';
import { globalUiSaga } from '../../../../store/global-ui/saga';
import { globalUiReducer, type GlobalUiState } from '../../../../store/global-ui/slice';
import { NAVIGATE } from '../../../../store/navigation';
import { isTwId } from '../../../../validation/checks/tw-id';
import { commoditySaga } from '../../saga';
import { formChanged, identityActions, midClauseAgreed, type IdentityInput } from '../../actions';
import {
  selectCommodityLoaded,
  selectCommodityRun,
  selectCompletedSteps,
  selectWizardForms,
} from '../../selectors';
import { commodityReducer, type CommodityState } from '../../slice';
import {
  COMMODITY,
  COMMODITY_STEP_PATHS,
  commodityFlowStarted,
  stepKeyOf,
  type CommodityLoaded,
} from '../../commodity-flow';
import type { CommodityStep } from '../../model/form-data';

/*
 * Test kit of the commodity sagas (imported by their tests only, node environment): the real
 * reducer and root saga in a small store with the global UI slice, a recording navigate, a fake
 * window for the 'online' event, and the real API server with the v2 client pointed at it.
 */

/** The state of the test store. */
interface TestState {
  commodity: CommodityState;
  globalUi: GlobalUiState;
  stepFlows: StepFlowsState;
}

/** The test store: state, dispatch, what was dispatched, where the sagas navigated, the window. */
export function makeCommodityStore() {
  const seen: Action[] = [];
  const navigations: string[] = [];
  const window = new EventTarget();
  const saga = createSagaMiddleware({ context: { [NAVIGATE]: (to: string) => void navigations.push(to) } });
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as Action);
    return next(action);
  };
  const reducer = combineReducers({
    commodity: commodityReducer,
    globalUi: globalUiReducer,
    stepFlows: stepFlowsReducer,
  });
  // As in create-store.ts: combineReducers of reducers typed with their own action unions infers
  // no preloaded shape (`never`); the state is still checked through the Store type.
  const store: Store<TestState> = createStore(reducer, undefined as never, applyMiddleware(recorder, saga));
  const task = saga.run(commoditySaga);
  // The engine runs the wizard's load (plans, mid clause, file categories: commodity-flow.ts).
  const flowTask = saga.run(stepFlowSaga);
  // The global UI saga turns the window's online/offline events into connectivityChanged.
  const uiTask = saga.run(globalUiSaga, window as unknown as Window);
  return {
    store,
    window,
    navigations,
    seen,
    types: () => seen.map((action) => action.type),
    commodity: () => store.getState().commodity,
    /** The wizard's steps done (the engine keeps them). */
    completed: () => selectCompletedSteps(store.getState()),
    /** The wizard's forms (the engine keeps them). */
    forms: () => selectWizardForms(store.getState()),
    /** The server draft's sync as the draft status reads it (the engine's). */
    draftSync: () => selectCommodityRun(store.getState()).draftSync,
    /** What the flow loaded (null before its load succeeded). */
    loaded: (): CommodityLoaded | null => selectCommodityLoaded(store.getState()),
    /** The application's stored files (the engine's). */
    files: () => selectCommodityRun(store.getState()).files,
    /** The engine's run of the wizard (its load and reload call states). */
    run: () => selectCommodityRun(store.getState()),
    stop: () => {
      task.cancel();
      flowTask.cancel();
      uiTask.cancel();
    },
  };
}

/** Resolves once `check` holds (polling; the sagas run on real timers and HTTP; the kept copy is read async). */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A store of makeCommodityStore. */
export type CommodityTestStore = ReturnType<typeof makeCommodityStore>;

/** The wizard's pages open: the flow loads (as the wizard frame starts it on mount). */
export async function openFlow(made: CommodityTestStore): Promise<void> {
  made.store.dispatch(commodityFlowStarted());
  await until(() => made.run().load.status === 'success', "the flow's load");
}

/** Step 1 as its page does it: the flow's load, the typed form, the mid clause agreed, the request. */
export async function passStep1(made: CommodityTestStore, input: IdentityInput): Promise<void> {
  await openFlow(made);
  const version = made.loaded()?.midClause.appMidClausever ?? '';
  made.store.dispatch(formChanged('identity', { ...made.forms().identity, ...input }));
  made.store.dispatch(midClauseAgreed(version, new Date().toISOString()));
  const before = made.navigations.length;
  made.store.dispatch(identityActions.request(input));
  await until(() => made.navigations.slice(before).includes(COMMODITY_STEP_PATHS[2]), 'step 2');
}

/** A step's 下一步 as its page does it (steps 2–4): the engine sends it by saving the draft. */
export function sendStep(made: CommodityTestStore, step: CommodityStep): void {
  const key = stepKeyOf(step);
  made.store.dispatch(flowStepSubmitted(COMMODITY, key, made.run().forms[key] ?? {}));
}

/**
 * The browser globals the session cookies need in node: a document whose cookie jar behaves like
 * a browser's (set one, read all, an expired one removed) and window.location.
 */
export function installCookieJar(): { cookies: Map<string, string>; uninstall: () => void } {
  const cookies = new Map<string, string>();
  const document = {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split(';');
      const [name, value] = pair.split('=');
      const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
      if (expires && new Date(expires.split('=')[1]).getTime() <= Date.now()) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    },
  };
  Object.defineProperty(globalThis, 'document', { value: document, configurable: true });
  Object.defineProperty(globalThis, 'window', {
    value: { location: { protocol: 'http:' } },
    configurable: true,
  });
  return {
    cookies,
    uninstall: () => {
      Reflect.deleteProperty(globalThis, 'document');
      Reflect.deleteProperty(globalThis, 'window');
    },
  };
}

/** The member the tests log in as (name 王小明, like every test member). */
export const TEST_MEMBER = { idCardNo: 'A123456789', password: 'demo1234' } as const;

/**
 * The real API server on an ephemeral port, with the v2 client's base address set to it, and
 * TEST_MEMBER in its database.
 */
export async function startCommodityApi(): Promise<{
  server: TestServer;
  url: string;
  stop: () => Promise<void>;
}> {
  const server = await startTestServer();
  await createTestMember(server.ctx, { idNum: TEST_MEMBER.idCardNo, password: TEST_MEMBER.password });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  v2Client.defaults.baseURL = `${url}/api/v2`;
  return {
    server,
    url,
    stop: async () => {
      clearCommodityToken();
      clearDraftToken();
      await server.stop();
    },
  };
}

/** An address where nothing listens: calls to it fail without a reply, as offline ones do. */
export async function deadAddress(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/v2`;
}

/** A valid national ID no demo member has (a new member), different on every call. */
export function newMemberId(): string {
  for (;;) {
    const body = `E1${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    for (let check = 0; check <= 9; check += 1) {
      const id = `${body}${check}`;
      if (isTwId(id) && id !== 'A123456789') return id;
    }
  }
}
