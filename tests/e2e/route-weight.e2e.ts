import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { measureRoutes } from '../support/route-weights-run';
import { routeVisits } from '../support/route-visits';
import { CLIENT_DIR, startLiveApp, type LiveApp } from './live-app';

const BUDGETS = JSON.parse(readFileSync(join(__dirname, '..', 'budgets', 'route-weights.json'), 'utf8')) as {
  entry: number;
  budgets: Record<string, number>;
};

/** The scripts index.html loads: what every page fetches and evaluates before it draws. */
function entryScripts(clientDir: string): string[] {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((match) => match[1]);
}

describe('first-load weight of the production build (tests/budgets/route-weights.json)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('weight');
  });
  after(async () => {
    await app?.stop();
  });

  it('every budgeted route is a route of the app', () => {
    const paths = new Set(routeVisits().map((visit) => visit.path));
    for (const path of Object.keys(BUDGETS.budgets)) assert.ok(paths.has(path), `${path} is not a route`);
  });

  it('the entry every page evaluates stays within its budget (gzip)', (t) => {
    const scripts = entryScripts(CLIENT_DIR);
    assert.ok(scripts.length > 0, 'index.html loads no script');
    const gzip = scripts.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length,
      0,
    );
    t.diagnostic(`entry: ${(gzip / 1024).toFixed(1)} KiB in ${scripts.length} files`);
    assert.ok(gzip / 1024 <= BUDGETS.entry, `entry ${(gzip / 1024).toFixed(1)} KiB > ${BUDGETS.entry} KiB`);
  });

  it('each budgeted route downloads no more JS + CSS (gzip) than its budget before it is idle', async (t) => {
    const visits = routeVisits().filter((visit) => visit.path in BUDGETS.budgets);
    const weights = await measureRoutes(app, visits, CLIENT_DIR);
    for (const weight of weights)
      t.diagnostic(`${weight.path}: ${(weight.gzip / 1024).toFixed(1)} KiB in ${weight.assets.length} files`);
    const over = weights
      .map((weight) => ({ path: weight.path, kib: weight.gzip / 1024, budget: BUDGETS.budgets[weight.path] }))
      .filter(({ kib, budget }) => kib > budget)
      .map(({ path, kib, budget }) => `${path}: ${kib.toFixed(1)} KiB > ${budget} KiB`);
    assert.deepEqual(over, []);
    // A route that loads nothing would pass any budget: each must at least fetch the entry.
    for (const weight of weights) assert.ok(weight.assets.length > 0, `${weight.path} fetched no JS`);
  });
});
