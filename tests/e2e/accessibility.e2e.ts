import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { routeVisits, type RouteVisit } from '../support/route-visits';
import { AXE_WIDTHS, runAxe, type AxeReport } from './axe-check';
import { logIn, startLiveApp, type LiveApp } from './live-app';

/*
 * Issue 17: axe-core on every route of the route table (tests/support/route-visits.ts) at a
 * phone's 360 px and a desktop's 1280 px, visited as its users meet it (guarded routes with the
 * demo member logged in), and every route reflowing at 320 px (WCAG 1.4.10: 1280 px zoomed to
 * 400 %, or a 640 px window at 200 %) without scrolling sideways. The flows' own steps are checked
 * where their e2e files reach them (checkAccessibility in axe-check.ts). Every route is checked
 * before a test fails, so one report lists them all.
 */

/** The narrowest width the layout must hold without a horizontal scrollbar. */
const REFLOW_WIDTH = 320;

/** Waits until the route has rendered: its chunk loaded, nothing fetching, no loading overlay. */
async function openRoute(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('[data-testid="loading-overlay"], .ant-spin-fullscreen').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

function summary(reports: AxeReport[]): string {
  return reports
    .filter((r) => r.failing.length + r.listed.length > 0)
    .map((r) => {
      const rules = [...r.failing, ...r.listed].map((f) => `${f.rule}(${f.impact}, ${f.targets.length})`);
      return `${r.label}: ${rules.join(', ')}`;
    })
    .join('\n');
}

describe('accessibility of every route (axe-core, WCAG 2.1 AA) in Chromium', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('a11y');
  });
  after(async () => {
    await app?.stop();
  });

  /** Opens every route, logged in where the route needs it, and hands each page to `check`. */
  async function visitAll(width: number, check: (page: Page, route: RouteVisit) => Promise<void>) {
    const visitor = await app.newPage({ width });
    const member = await app.newPage({ width });
    try {
      await logIn(member.page, app.url);
      for (const route of routeVisits()) {
        const { page } = route.member ? member : visitor;
        await openRoute(page, app.url(route.path));
        await check(page, route);
      }
    } finally {
      await visitor.context.close();
      await member.context.close();
    }
  }

  for (const width of AXE_WIDTHS) {
    it(`has no serious or critical axe violation on any route at ${width} px`, async (t) => {
      const reports: AxeReport[] = [];
      await visitAll(width, async (page, { path }) => {
        // WCAG 2.2's target-size too (Lighthouse checks it): e.g. the password field's eye button.
        reports.push(await runAxe(page, `${path} @${width}`, ['target-size']));
      });
      const listed = summary(reports);
      if (listed) t.diagnostic(listed);
      const failing = reports.filter((r) => r.failing.length > 0);
      assert.deepEqual(
        failing.map(
          (r) => `${r.label}: ${r.failing.map((f) => `${f.rule} ${f.targets.join(' | ')}`).join('; ')}`,
        ),
        [],
      );
    });
  }

  it(`reflows every route at ${REFLOW_WIDTH} px without scrolling sideways`, async () => {
    const overflowing: string[] = [];
    await visitAll(REFLOW_WIDTH, async (page, { path }) => {
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (extra > 0) overflowing.push(`${path}: ${extra} px too wide`);
    });
    assert.deepEqual(overflowing, []);
  });
});
