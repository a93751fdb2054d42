import type { Page } from 'playwright-core';
import type { LiveApp } from '../e2e/live-app';
import { logIn } from '../e2e/live-app';
import { measureRouteWeight, type RouteWeight } from './route-weight';
import type { RouteVisit } from './route-visits';

/**
 * Measures each route's first load in `app`: visitors' routes in a fresh page of a context with
 * no login, members' routes in a fresh page of a context where the demo member logged in. Every
 * page starts a new JavaScript realm, so it fetches (from the network or the browser cache) every
 * file it needs: the sum is what a first visit downloads. The contexts never get the app's service
 * worker: a first visit has none, and the requests a worker answers from its cache are not seen
 * here (a route opened after the worker took over counted 3 of its 36 files).
 */
export async function measureRoutes(
  app: LiveApp,
  visits: RouteVisit[],
  clientDir: string,
): Promise<RouteWeight[]> {
  const guest = await app.newPage({ serviceWorkers: 'block' });
  const member = await app.newPage({ serviceWorkers: 'block' });
  await logIn(member.page, app.url);
  const results: RouteWeight[] = [];
  try {
    for (const visit of visits) {
      const page: Page = await (visit.member ? member : guest).context.newPage();
      results.push(await measureRouteWeight(page, app.url(visit.path), clientDir));
      await page.close();
    }
  } finally {
    await guest.context.close();
    await member.context.close();
  }
  return results;
}
