import type { Store } from 'redux';
import { flowDefinitionAt } from '../../step-flow/flow-definition';
import { flowStarted, selectFlow, type WithStepFlows } from '../../step-flow/slice';
import { flowContextOf } from '../../step-flow/use-flow-context';

/**
 * For a page whose flow run is this device's (PrerenderedRoute.loadsFlowFirst, e.g. the
 * application's step 3): starts the flow's load, as the page itself would once drawn, and resolves
 * once it has settled (loaded or failed) with the store's state as it was before, which is what the
 * HTML shows. The app takes the HTML over with that state (react-redux's `serverState`) and shows
 * the run in the render right after. So nothing reaches the run before it is loaded: until then the
 * page is still the HTML, and what is typed in it is handed to the app after (adopt-early-input.tsx).
 * Resolves with undefined for a path that is no flow's step, or a query that names nothing.
 */
export async function loadFlowFirst<S extends WithStepFlows>(
  store: Store<S>,
  path: string,
  search: string,
): Promise<S | undefined> {
  const definition = flowDefinitionAt(path);
  const context = definition ? flowContextOf(definition, search) : null;
  if (!definition || !context) return undefined;
  const drawn = store.getState();
  const settled = () => {
    const { load } = selectFlow(store.getState(), definition.name);
    return !load.pending && load.status !== 'none';
  };
  store.dispatch(flowStarted(definition.name, context.ctx, context.contextKey));
  await new Promise<void>((resolve) => {
    if (settled()) return resolve();
    const stop = store.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
  return drawn;
}
