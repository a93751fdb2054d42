/**
 * Renders one route to HTML at build time, in Node, from the app's own components: the
 * page a member or a guest opens shows its frame, headings and forms before any script has run,
 * and antd's styles for it come with the HTML instead of being computed on the phone.
 * Built by build/prerender-plugin.ts as a Node bundle with the client's resolution and loaders.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderAsLoggedIn } from '../../api/session-cookies';
import { loadForm, takeAskedForms } from '../../forms/load-form';
import {
  forgetPrimedContractTexts,
  primeContractTexts,
  primedContractTexts,
  takeAskedContractTexts,
} from '../../ui/contract-text/use-contract-texts';
import { initialSessionState } from '../../store/session/slice';
import { AppProviders } from '../App';
import { createFenqiStore } from '../app-store';
import { ensureFlowStore } from '../flow-stores';
import { createAppRoutes } from '../router';
import type { StoreModule } from '../../store/store-module';
import type { PrerenderManifest } from './prerender-manifest';

/** antd's style cache (the package does not name its type). */
export type StyleCache = ReturnType<typeof createCache>;

/** A route's HTML: the markup of #root, antd's style tags for it, and what the app must load first. */
export interface RenderedRoute {
  html: string;
  styles: string;
  manifest: PrerenderManifest;
}

/** The store a page is rendered with. */
export type PrerenderStore = ReturnType<typeof prerenderStore>['store'];

/** A fresh store in the state a page has before its first fetch, logged in or not. */
export function prerenderStore(member: boolean) {
  // No module's saga runs here: a render draws state, it fetches nothing (render-with-data.tsx
  // loads a page's data itself, with the one saga that does).
  const { store, register, runSaga } = createFenqiStore(() => undefined, {
    preloadedState: { session: initialSessionState(member) },
    runSagas: false,
  });
  return { store, register, runSaga };
}

/** What a request's render has to load its page's data with: the store, and the modules the route registered. */
export interface DataRender {
  store: PrerenderStore;
  runSaga: ReturnType<typeof prerenderStore>['runSaga'];
  modules: readonly StoreModule[];
}

/** What a page was drawn with beyond its frame, for the app to take over (PrerenderManifest). */
export type RenderedData = Pick<PrerenderManifest, 'flow' | 'slices'>;

/** How many rounds a page may take to name every form it draws (a form may reveal another). */
const MAX_FORM_ROUNDS = 4;

/** How a request's render differs from the build's (src/app/prerender/render-with-data.tsx). */
export interface RenderOptions {
  /** antd's styles are gathered here too (the app's style sheet gathers every page's). */
  sharedCache?: StyleCache;
  /** Loads the page's data once the route's modules are loaded; its contract texts are loaded too. */
  withData?: (render: DataRender) => Promise<RenderedData>;
  /** The requesting member's token (a member's page rendered with its data). */
  token?: string;
  /** The app loads the page's flow run before it takes the HTML over (PrerenderedRoute.loadsFlowFirst). */
  loadsFlowFirst?: true;
}

/**
 * Renders `path` as the app would draw it first: logged in (`member`) or not, with the query the
 * page needs to draw its frame (`search`, e.g. a guest link's signPath), every form it asks for
 * loaded. Fails on a redirect or a route error, so a broken page never ships as HTML.
 */
export async function renderRoute(
  path: string,
  member: boolean,
  search = '',
  { sharedCache, withData, token, loadsFlowFirst }: RenderOptions = {},
): Promise<RenderedRoute> {
  renderAsLoggedIn(member, token ?? null);
  const { store, register, runSaga } = prerenderStore(member);
  const modules: StoreModule[] = [];
  const registerModule = (module: StoreModule) => {
    modules.push(module);
    return register(module);
  };
  const routes = createAppRoutes(undefined, undefined, (flow) => ensureFlowStore(flow, registerModule));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path + search, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} at prerender`);
  if (context.errors)
    throw new Error(`${path} failed at prerender: ${String(Object.values(context.errors)[0])}`);
  // The route's modules are loaded: its flow, if any, is known and may load its data (a request's render).
  const data = withData ? await withData({ store, runSaga, modules }) : undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // What earlier renders asked for is theirs.
  takeAskedForms();
  takeAskedContractTexts();
  forgetPrimedContractTexts();
  const textKeys: string[] = [];
  for (let round = 0; ; round += 1) {
    const cache = sharedCache ?? createCache();
    const html = renderToString(
      <StyleProvider cache={cache}>
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StyleProvider>,
    );
    const { drawn, missing } = takeAskedForms();
    // A render with data loads the contract texts its page shows too (a build's render never fetches).
    const texts = withData ? takeAskedContractTexts() : [];
    if (missing.length === 0 && texts.length === 0)
      return {
        html,
        styles: extractStyle(cache),
        manifest: {
          path,
          member,
          // Every form the HTML shows, loaded before or in an earlier round: the app loads them before it hydrates.
          forms: drawn,
          query: [...new URLSearchParams(search).keys()],
          ...(loadsFlowFirst ? { loadsFlowFirst } : {}),
          ...(data ? { ...data, contractTexts: primedContractTexts(textKeys) } : {}),
        },
      };
    if (round === MAX_FORM_ROUNDS) throw new Error(`${path} keeps asking for forms: ${missing.join(', ')}`);
    await Promise.all([
      ...missing.map((name) => loadForm(name)),
      ...texts.map(async ([key, load]) => primeContractTexts({ [key]: (await load()).documents })),
    ]);
    textKeys.push(...texts.map(([key]) => key));
  }
}
