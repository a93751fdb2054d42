import { runSaga } from 'redux-saga';
import { v2Client } from '../../api/v2/client';
import { flowDefinitionAt } from '../../step-flow/flow-definition';
import { startFlow } from '../../step-flow/saga';
import { flowStarted, selectFlow } from '../../step-flow/slice';
import { flowContextOf } from '../../step-flow/use-flow-context';
import { NAVIGATE } from '../../store/navigation';
import { renderRoute, type PrerenderStore, type RenderedRoute } from './render-route';

/**
 * A page rendered with its data, on the server, for one request (issue 27): the guest links (the
 * guarantor, the vehicle-loan signer) and a member's flow pages (the minor's guardian, 對保) show
 * the case, the contracts and the form in their HTML, before any script has run on the phone; the
 * app takes the run over as it hydrates (PrerenderManifest.flow) and does not wait for a load again.
 * Built into the server's renderer bundle (render-on-request.ts) with the client's own components.
 */

/** Why a page is not rendered with its data: the server sends the page's prerendered frame instead. */
export class NoDataRender extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoDataRender';
  }
}

/**
 * Renders the page at `path` for the query `search`, its flow loaded from the API at `apiOrigin`
 * (this server), as the member holding `token` sees it (null: nobody is logged in). Throws
 * NoDataRender when the page runs no flow, a member's flow is asked for without a member, the query
 * names nothing, the load fails (a wrong or expired link or token: the app says so as it always
 * does) or the flow is finished (its finish page is another route).
 */
export async function renderWithData(
  path: string,
  search: string,
  apiOrigin: string,
  token: string | null,
): Promise<RenderedRoute> {
  v2Client.defaults.baseURL = `${apiOrigin}/api/v2`;
  const withData = async (store: PrerenderStore) => {
    const definition = flowDefinitionAt(path);
    if (!definition) throw new NoDataRender(`${path} runs no flow`);
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
    return { name: definition.name, run };
  };
  return renderRoute(path, token !== null, search, { withData, ...(token === null ? {} : { token }) });
}
