/**
 * The entry: evaluates the app's modules a layer at a time, each layer in a task of its own, then
 * opens the page. Evaluated in one go, the modules every page needs (React DOM, the
 * router, axios, the store, antd's core) blocked a phone at 4× CPU for about 650 ms in one task;
 * in layers, the phone paints the prerendered page and answers a tap between them. Each layer
 * evaluates what the layers before it have not (webpack runs a module once); `eager` keeps them
 * in the entry's own files, so no layer costs a round trip. A layer is a module of the app or a
 * CommonJS library: a dynamic import keeps every export of what it names, so naming an ES library
 * (react-router-dom) here would defeat its tree shaking.
 */
import { yieldToMain } from './app/yield-to-main';

const START_LAYERS: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './api/app-config'),
  () => import(/* webpackMode: "eager" */ './store/create-store'),
  () => import(/* webpackMode: "eager" */ './step-flow/saga'),
  () => import(/* webpackMode: "eager" */ './app/app-store'),
  () => import(/* webpackMode: "eager" */ './forms/locale'),
  () => import(/* webpackMode: "eager" */ './app/shell/RootFrame'),
  () => import(/* webpackMode: "eager" */ './app/layouts/layouts'),
  () => import(/* webpackMode: "eager" */ './app/router'),
  () => import(/* webpackMode: "eager" */ './app/start'),
  () => import(/* webpackMode: "eager" */ './app/App'),
];

/** Names a layer's time in the browser's performance timeline, for the bench and a profile to read. */
function recordLayer(index: number, startTime: number): void {
  try {
    performance.measure(`fenqi:start-layer-${index}`, { start: startTime });
  } catch {
    // User Timing level 2 (Safari before 14.1) takes no options: the figure is only left out.
  }
}

async function start(): Promise<void> {
  for (const [index, layer] of START_LAYERS.entries()) {
    const startTime = performance.now();
    await layer();
    recordLayer(index, startTime);
    await yieldToMain();
  }
  const { openPage } = await import(/* webpackMode: "eager" */ './app/open-page');
  await openPage();
}

void start();
