import { measureRoutes } from '../support/route-weights-run';
import { routeVisits } from '../support/route-visits';
import { CLIENT_DIR, startLiveApp } from '../e2e/live-app';

void (async () => {
  const app = await startLiveApp('w');
  const paths = (process.env.ROUTES ?? '/login').split(',');
  const weights = await measureRoutes(
    app,
    routeVisits().filter((v) => paths.includes(v.path)),
    CLIENT_DIR,
  );
  for (const w of weights) {
    console.log(w.path, (w.gzip / 1024).toFixed(1));
    for (const a of w.assets)
      console.log('  ', a.file, (a.gzip / 1024).toFixed(1), (a.raw / 1024).toFixed(1));
  }
  await app.stop();
})();
