import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { measureRoutes } from '../support/route-weights-run';
import { routeVisits } from '../support/route-visits';
import { CLIENT_DIR, startLiveApp, type LiveApp } from './live-app';

const BUDGETS = JSON.parse(readFileSync(join(__dirname, '..', 'budgets', 'route-weights.json'), 'utf8')) as {
  budgets: Record<string, number>;
};

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
