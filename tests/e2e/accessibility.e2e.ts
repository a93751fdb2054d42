import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { routeVisits } from '../support/route-visits';
import { AXE_WIDTHS, resizeTo, runAxe, type AxeReport } from './axe-check';
import { logIn, startLiveApp, type LiveApp } from './live-app';

/*
 * axe-core on every route of the route table (tests/support/route-visits.ts) at a
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
  // antd's class: only it tells the full-screen spinner from any other busy (aria-busy) element.
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

/** A width to check the route at: its axe reports, or (the reflow width) what scrolls sideways. */
async function atWidth(page: Page, width: number): Promise<void> {
  await resizeTo(page, width);
  await page.waitForLoadState('networkidle');
}

/**
 * How far the page scrolls sideways once its layout has settled at the new width: a part that sizes
 * itself in script (the store barcode) may take longer than the resize's wait on a busy machine, so
 * the width is read until it fits or 3 s have passed; an overflow that stays is what is reported.
 */
async function settledOverflow(page: Page): Promise<number> {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  let extra = await overflow();
  for (let waited = 0; extra > 0 && waited < 3000; waited += 100) {
    await page.waitForTimeout(100);
    extra = await overflow();
  }
  return extra;
}

describe('accessibility of every route (axe-core, WCAG 2.1 AA) in Chromium', () => {
  let app: LiveApp;
  const reports = new Map<number, AxeReport[]>(AXE_WIDTHS.map((width) => [width, []]));
  const overflowing: string[] = [];

  /**
   * Opens every route once, logged in where the route needs it, at a phone's width, and checks it
   * at each width by resizing the window (as the flows' own checks do): axe at 360 and 1280 px,
   * the reflow at 320 px. One visit per route instead of one per width: the same layouts, a third
   * of the page loads.
   */
  before(async () => {
    app = await startLiveApp('a11y');
    const visitor = await app.newPage({ width: AXE_WIDTHS[0] });
    const member = await app.newPage({ width: AXE_WIDTHS[0] });
    try {
      await logIn(member.page, app.url);
      for (const { path, member: needsMember } of routeVisits()) {
        const { page } = needsMember ? member : visitor;
        await atWidth(page, AXE_WIDTHS[0]);
        await openRoute(page, app.url(path));
        for (const width of AXE_WIDTHS) {
          await atWidth(page, width);
          // WCAG 2.2's target-size too (Lighthouse checks it): e.g. the password field's eye button.
          reports.get(width)?.push(await runAxe(page, `${path} @${width}`, ['target-size']));
        }
        await atWidth(page, REFLOW_WIDTH);
        const extra = await settledOverflow(page);
        if (extra > 0) overflowing.push(`${path}: ${extra} px too wide`);
      }
    } finally {
      await visitor.context.close();
      await member.context.close();
    }
  });
  after(async () => {
    await app?.stop();
  });

  for (const width of AXE_WIDTHS) {
    it(`has no serious or critical axe violation on any route at ${width} px`, (t) => {
      const atThisWidth = reports.get(width) ?? [];
      assert.equal(atThisWidth.length, routeVisits().length, 'every route was checked');
      const listed = summary(atThisWidth);
      if (listed) t.diagnostic(listed);
      const failing = atThisWidth.filter((r) => r.failing.length > 0);
      assert.deepEqual(
        failing.map(
          (r) => `${r.label}: ${r.failing.map((f) => `${f.rule} ${f.targets.join(' | ')}`).join('; ')}`,
        ),
        [],
      );
    });
  }

  it(`reflows every route at ${REFLOW_WIDTH} px without scrolling sideways`, () => {
    assert.deepEqual(overflowing, []);
  });
});
