/**
 * The prerender bundle's command (build/prerender-plugin.ts runs it once per route, each in a
 * process of its own: every page starts from fresh module state, and nothing the app leaves
 * running keeps the build alive). Arguments: the route's path, `member` or `guest`, the file to
 * write the result to, and the query to render with.
 */
import { writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { renderRoute } from './render-route';

/** Node's own require (webpack leaves this name alone): its cache lists the chunk files loaded. */
declare const __non_webpack_require__: NodeJS.Require;

const [path = '/', who, resultFile = '', search = ''] = process.argv.slice(2);

renderRoute(path, who === 'member', search).then(
  (rendered) => {
    const bundleDir = dirname(process.argv[1] ?? '');
    const chunks = Object.keys(__non_webpack_require__.cache)
      .filter((file) => dirname(file) === bundleDir && file !== process.argv[1])
      .map((file) => basename(file, '.js'));
    writeFileSync(resultFile, JSON.stringify({ rendered, chunks }));
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
