import { runSaga } from 'redux-saga';
import { renderAtOrigin } from '../../api/page-origin';
import type { CallApi, DataRenderRequest } from './data-render-request';
import { inProcessAdapter } from './in-process-adapter';
import { v1Client } from '../../api/v1/client';
import { v2Client } from '../../api/v2/client';
import { flowDefinitionAt } from '../../step-flow/flow-definition';
import { startFlow } from '../../step-flow/saga';
import { flowHydrated, flowStarted, selectFlow } from '../../step-flow/slice';
import { withFormDefaults } from '../../forms/form-defaults';
import { loadForm } from '../../forms/load-form';
import { flowContextOf } from '../../step-flow/use-flow-context';
import { NAVIGATE } from '../../store/navigation';
import {
  renderRoute,
  type DataRender,
  type PrerenderStore,
  type RenderedData,
  type RenderedRoute,
} from './render-route';

/**
 * A page rendered with its data, on the server, for one request: the guest links (the
 * guarantor, the vehicle-loan signer), a member's flow pages (the minor's guardian, 對保), the
 * member home and the order list show the case, the contracts, the form or the member's cases in
 * their HTML, before any script has run on the phone; the app takes the run or the slice over as
 * it hydrates (PrerenderManifest.flow, .slices) and does not wait for a load again.
 * Built into the server's renderer bundle (render-on-request.ts) with the client's own components.
 */

/** Why a page is not rendered with its data: the server sends the page's prerendered frame instead. */
export class NoDataRender extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoDataRender';
  }
}

/** How long a page's own call may take before the render gives up (the server's budget is 2.5 s). */
const PAGE_DATA_WAIT_MS = 2000;

/** Resolves once `done()` holds for the store's state, rejects with NoDataRender after `ms`. */
function whenStore(store: PrerenderStore, done: () => boolean, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stop();
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(new NoDataRender("the page's data took too long"))),
      ms,
    );
    const stop = store.subscribe(() => {
      if (done()) finish(resolve);
    });
    if (done()) finish(resolve);
  });
}

/** An engine flow's page: its run, loaded for the link's or the case's query by the engine's own saga. */
async function flowData(
  path: string,
  search: string,
  token: string | null,
  { store }: DataRender,
): Promise<RenderedData | null> {
  const definition = flowDefinitionAt(path);
  if (!definition) return null;
  if (definition.guard === 'member' && token === null)
    throw new NoDataRender(`${path} is a member's page and nobody is logged in`);
  const context = flowContextOf(definition, search);
  if (!context) throw new NoDataRender(`${path}${search} names nothing`);
  const io = {
    dispatch: store.dispatch,
    getState: store.getState,
    context: { [NAVIGATE]: () => undefined },
  };
  await runSaga(io, startFlow, flowStarted(definition.name, context.ctx, context.contextKey)).toPromise();
  const run = selectFlow(store.getState(), definition.name);
  if (run.load.status !== 'success')
    throw new NoDataRender(`${path}${search} did not load: ${run.load.message}`);
  if (definition.isDone?.(run.loaded)) throw new NoDataRender(`${path}${search} is finished`);
  // The page's form as it will report itself once drawn (with its schema's defaults): the app
  // starts from it, so the take-over stores no report (a redraw of the page in its commit).
  const step = definition.steps.find((candidate) => candidate.path === path);
  if (step?.form) {
    const forms = {
      ...run.forms,
      [step.key]: withFormDefaults(await loadForm(step.form), run.forms[step.key]),
    };
    store.dispatch(flowHydrated(definition.name, { ...run, forms }));
  }
  return { flow: { name: definition.name, run: selectFlow(store.getState(), definition.name) } };
}

/**
 * A module's page (StoreModule.pages: the member home, the order list): the page's own request,
 * run by its module's saga as the app would, and the module's slice as it then stands.
 */
async function moduleData(
  path: string,
  { store, runSaga, modules }: DataRender,
): Promise<RenderedData | null> {
  const module = modules.find((candidate) => candidate.pages?.[path]);
  const page = module?.pages?.[path];
  if (!module?.saga || !page) return null;
  const slice = () => (store.getState() as unknown as Record<string, unknown>)[module.name] as never;
  const task = runSaga(module.saga);
  try {
    store.dispatch(page.request());
    await whenStore(store, () => !page.call(slice()).pending, PAGE_DATA_WAIT_MS);
  } finally {
    task.cancel();
  }
  const call = page.call(slice());
  if (call.status !== 'success') throw new NoDataRender(`${path} did not load: ${call.message}`);
  return { slices: { [module.name]: slice() } };
}

/**
 * Renders the page at `path` for the query `search`, its data loaded through `callApi` (this
 * server, answering inside itself as the visitor), as the member holding `token` sees it (null: nobody is logged in): an engine
 * flow's run, or a module page's slice. Throws NoDataRender when the page loads no data, a member's
 * flow is asked for without a member, the query names nothing, the load fails (a wrong or expired
 * link or token: the app says so as it always does) or the flow is finished (its finish page is
 * another route).
 */
export async function renderWithData(request: DataRenderRequest, callApi: CallApi): Promise<RenderedRoute> {
  const { path, search, pageOrigin, token } = request;
  const adapter = inProcessAdapter(callApi);
  v1Client.defaults.adapter = adapter;
  v2Client.defaults.adapter = adapter;
  renderAtOrigin(pageOrigin);
  const withData = async (render: DataRender) => {
    const data = (await flowData(path, search, token, render)) ?? (await moduleData(path, render));
    if (!data) throw new NoDataRender(`${path} loads no data of its own`);
    return data;
  };
  return renderRoute(path, token !== null, search, { withData, ...(token === null ? {} : { token }) });
}
