import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  manifestBlock,
  PRERENDERED_ROUTES,
  type ApiAnswer,
  type ApiCall,
  type CallApi,
  type DataRenderRequest,
  type PrerenderManifest,
  type PrerenderedRoute,
} from '../app/prerender/server-contract';
import { prerenderedPageFile } from './prerendered-page';

/*
 * Pages answered with their data in the HTML: a guarantor or a vehicle-loan signer
 * opening the link from LINE on a phone, or a member opening the home, the orders, the
 * minor's-guardian or 對保 page, sees the case, the contracts, the form or the cases as soon as the
 * HTML arrives, instead of a spinner until the app has started and fetched them. The page is the
 * build's prerendered frame with the markup, antd's styles and the manifest of a render made for
 * this request by the build's server renderer (`.renderer/`, src/app/prerender/render-with-data.tsx).
 * The render's API calls come back here and are answered inside the server as the visitor (the
 * caller's `callApi`): every start renders alike, and limits and logs name the visitor.
 * Any failure (no renderer in this build, a wrong link, a slow API) sends the frame as before.
 */

/** What the build's server renderer answers (src/app/prerender/render-on-request.ts). */
interface ServerRenderer {
  renderWithData: (
    request: DataRenderRequest,
    callApi: CallApi,
  ) => Promise<{ html: string; styles: string; manifest: PrerenderManifest }>;
}

/** The renderer's file in the client build (build/prerender-renderer.ts SERVER_RENDERER_DIR). */
const RENDERER_FILE = join('.renderer', 'render-on-request.js');

/** Longer than this and the frame goes instead (the app then loads the data itself). */
export const DATA_RENDER_BUDGET_MS = 2500;

/** The pages rendered with their data, by path (PrerenderedRoute.withData). */
const DATA_RENDERED_ROUTES: ReadonlyMap<string, PrerenderedRoute> = new Map(
  PRERENDERED_ROUTES.filter((route) => route.withData).map((route) => [route.path, route]),
);

/**
 * The renderer runs in a worker thread of its own: its renders (a few tens of ms of CPU each) never
 * hold up the server's other requests, its module state is its own, and what it leaves running
 * (React's scheduler keeps a message port open) never keeps the server's process alive.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const renderer = require(workerData.file);
const answers = new Map();
let nextCall = 0;
const callApi = (id) => (call) =>
  new Promise((resolve, reject) => {
    const callId = (nextCall += 1);
    answers.set(callId, { resolve, reject });
    parentPort.postMessage({ id, call, callId });
  });
parentPort.on('message', (message) => {
  if (message.callId !== undefined) {
    const waiting = answers.get(message.callId);
    answers.delete(message.callId);
    if (message.answer) waiting?.resolve(message.answer);
    else waiting?.reject(new Error(message.error));
    return;
  }
  const { id, request } = message;
  renderer.renderWithData(request, callApi(id)).then(
    (rendered) => parentPort.postMessage({ id, rendered }),
    (error) => parentPort.postMessage({ id, error: { name: String(error && error.name), message: String(error && error.message) } }),
  );
});
`;

/** What the worker posts: a render's outcome, or an API call of the render with `id`. */
interface WorkerReply {
  id: number;
  rendered?: Awaited<ReturnType<ServerRenderer['renderWithData']>>;
  error?: { name: string; message: string };
  call?: ApiCall;
  callId?: number;
}

/** What the server posts back for a call: its answer, or why there is none. */
type CallReply = { callId: number; answer: ApiAnswer } | { callId: number; error: string };

/** The renderer of one build folder, in its worker. */
function startRenderer(file: string): ServerRenderer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
  const waiting = new Map<number, { settle: (reply: WorkerReply) => void; callApi: CallApi }>();
  let next = 0;
  const answer = (callId: number, call: ApiCall, callApi: CallApi) => {
    const post = (reply: CallReply) => worker.postMessage(reply);
    callApi(call).then(
      (answered) => post({ callId, answer: answered }),
      (error: unknown) => post({ callId, error: String((error as Error)?.message ?? error) }),
    );
  };
  worker.on('message', (reply: WorkerReply) => {
    const render = waiting.get(reply.id);
    if (reply.call && reply.callId !== undefined) {
      if (render) answer(reply.callId, reply.call, render.callApi);
      else worker.postMessage({ callId: reply.callId, error: 'the render is over' } satisfies CallReply);
      return;
    }
    render?.settle(reply);
    waiting.delete(reply.id);
  });
  worker.on('error', (error) => {
    for (const { settle } of waiting.values())
      settle({ id: -1, error: { name: error.name, message: error.message } });
    waiting.clear();
  });
  // After the listeners: adding one refs the worker's port again.
  worker.unref();
  return {
    renderWithData: (request, callApi) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        const settle = (reply: WorkerReply) => {
          if (reply.rendered) return resolve(reply.rendered);
          const error = new Error(reply.error?.message ?? 'the renderer gave no page');
          error.name = reply.error?.name ?? 'Error';
          reject(error);
        };
        waiting.set(id, { settle, callApi });
        worker.postMessage({ id, request });
      }),
  };
}

const renderers = new Map<string, ServerRenderer | null>();

/** The build's renderer, started once per build folder (null: a build without one). */
function rendererOf(clientDir: string): ServerRenderer | null {
  if (!renderers.has(clientDir)) {
    const file = join(clientDir, RENDERER_FILE);
    renderers.set(clientDir, existsSync(file) ? startRenderer(file) : null);
  }
  return renderers.get(clientDir) ?? null;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * One render at a time: the renderer's modules hold a render's setting (who is logged in, whom its
 * API calls answer for, the forms and texts it asks for) while it runs.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

function withinBudget<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the data render took too long')), DATA_RENDER_BUDGET_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** antd's style tags of a page (its rules, and the map of what they cover). */
const ANTD_STYLE = /<style(?=[^>]*\sdata-(?:rc-order|ant-cssinjs-cache-path)\b)[^>]*>[\s\S]*?<\/style>/g;
/** The page's markup and its manifest, as the build writes them (build/prerender-plugin.ts). */
const ROOT_AND_MANIFEST =
  /<div id="root">[\s\S]*<\/div><script type="application\/json" id="fenqi-prerender">[\s\S]*?<\/script>/;

/**
 * The prerendered frame with a data render in place of its own: its markup and manifest, and its
 * antd styles where the frame's were (ahead of the app's stylesheets, as antd puts them).
 */
export function pageWithData(
  frame: string,
  rendered: { html: string; styles: string; manifest: PrerenderManifest },
): string {
  const firstStyle = frame.search(ANTD_STYLE);
  const withoutStyles = frame.replace(ANTD_STYLE, '');
  const at = firstStyle >= 0 ? firstStyle : withoutStyles.indexOf('<title>');
  const styled = withoutStyles.slice(0, at) + rendered.styles + withoutStyles.slice(at);
  return styled.replace(
    ROOT_AND_MANIFEST,
    () => `<div id="root">${rendered.html}</div>${manifestBlock(rendered.manifest)}`,
  );
}

/**
 * The page with its data for this request, or null: not such a page, a member's page and nobody
 * logged in (the app sends them to log in), no renderer in this build, or the render refused (a
 * wrong link or token, a finished flow) or failed or was too slow. `token` is the requesting
 * member's (page-session.ts): the page is drawn for the session the app will take it over in.
 * `callApi` answers the render's API calls as the visitor.
 */
export async function dataRenderedPage(
  clientDir: string,
  request: DataRenderRequest,
  callApi: CallApi,
  log: (error: unknown) => void,
): Promise<string | null> {
  const route = DATA_RENDERED_ROUTES.get(request.path);
  if (!route || (route.member && request.token === null)) return null;
  // A link without its query is the app's invalid-link page.
  if (route.search && (request.search === '' || request.search === '?')) return null;
  const frameFile = join(clientDir, prerenderedPageFile(request.path, route.member));
  const renderer = rendererOf(clientDir);
  if (!renderer || !existsSync(frameFile)) return null;
  try {
    const rendered = await withinBudget(oneAtATime(() => renderer.renderWithData(request, callApi)));
    return pageWithData(readFileSync(frameFile, 'utf8'), rendered);
  } catch (error) {
    // A wrong or finished link, or a stale token, is the app's to tell; anything else is the server's to note.
    if ((error as Error).name !== 'NoDataRender') log(error);
    return null;
  }
}
