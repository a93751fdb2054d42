/**
 * The prerender bundle's command (build/prerender-plugin.ts runs it once per route, each in a
 * process of its own: every page starts from fresh module state, and nothing the app leaves
 * running keeps the build alive). Arguments: the route's path, `member` or `guest`, the file to
 * write the result to, and the query to render with. With the path `--style-sheet` (and the
 * result file) it writes antd's style sheet instead (render-style-sheet.tsx).
 */
import { writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { PRERENDERED_ROUTES, STYLE_SHEET_ARG } from './prerendered-routes';
import { renderRoute } from './render-route';
import { renderStyleSheet } from './render-style-sheet';

/** Node's own require (webpack leaves this name alone): its cache lists the chunk files loaded. */
declare const __non_webpack_require__: NodeJS.Require;

const [path = '/', who, resultFile = '', search = ''] = process.argv.slice(2);

function fail(error: unknown): never {
  console.error(error);
  process.exit(1);
}

if (path === STYLE_SHEET_ARG) {
  const target = who ?? '';
  renderStyleSheet().then((styles) => {
    writeFileSync(target, JSON.stringify({ styles }));
    process.exit(0);
  }, fail);
} else {
  const route = PRERENDERED_ROUTES.find((candidate) => candidate.path === path);
  const options = route?.loadsFlowFirst ? { loadsFlowFirst: route.loadsFlowFirst } : {};
  renderRoute(path, who === 'member', search, options).then((rendered) => {
    const bundleDir = dirname(process.argv[1] ?? '');
    const chunks = Object.keys(__non_webpack_require__.cache)
      .filter((file) => dirname(file) === bundleDir && file !== process.argv[1])
      .map((file) => basename(file, '.js'));
    writeFileSync(resultFile, JSON.stringify({ rendered, chunks }));
    process.exit(0);
  }, fail);
}
