/**
 * The compiled production server's entry: `npm run build` bundles this file into
 * `dist-server/start.js` (scripts/build-server.ts) and `NODE_ENV=production npm start` runs it with
 * plain Node. It serves production only: a development server must reload and seed the demo, which
 * `npm start` without NODE_ENV=production does from the sources.
 */
import { REPO_ROOT } from '../validation/repo-root';
import { startProductionServer } from './production-server';

if (process.env.NODE_ENV !== 'production') {
  console.error(
    'dist-server/start.js is the production server: run it with NODE_ENV=production ' +
      '(npm start without it runs the development server from the sources)',
  );
  process.exit(1);
}
startProductionServer(REPO_ROOT).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
