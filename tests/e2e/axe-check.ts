import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core in the page under test. The app's strict CSP (`script-src 'self'`) blocks
 * `page.addScriptTag({ content })`, an inline script; `page.evaluate` of the source goes through
 * the DevTools protocol, which CSP does not govern, so the pages keep their real policy and need
 * no `bypassCSP` context.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail the check; moderate and minor ones are listed in the output only. */
const FAILING = new Set(['serious', 'critical']);

/** One axe finding as the test reports it. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** What one check found on one page. */
export interface AxeReport {
  label: string;
  failing: AxeFinding[];
  listed: AxeFinding[];
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; any: { data?: unknown }[] }[];
}

/** A node's selector, with the colours axe measured when it is a contrast finding. */
function describeNode(node: AxeViolation['nodes'][number]): string {
  const target = node.target.map(String).join(' ');
  const data = node.any[0]?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? `${target} (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : target;
}

/** Waits until no finite CSS animation or transition runs (antd's fades would halve contrast). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Runs axe-core on the page as it stands (WCAG 2.1 A/AA and best practices), plus the rules named
 * in `alsoRules` (e.g. WCAG 2.2's `target-size`, which the route table holds every page to).
 */
export async function runAxe(
  page: Page,
  label: string,
  alsoRules: readonly string[] = [],
): Promise<AxeReport> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async (also) => {
    // axe is the global the evaluated source defined; the page's own types do not know it.
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
      // Off by default as experimental; the issue's audit ran it, so it runs here too.
      rules: {
        'label-content-name-mismatch': { enabled: true },
        ...Object.fromEntries(also.map((rule) => [rule, { enabled: true }])),
      },
    })) as { violations: unknown[] };
    return result.violations;
  }, alsoRules)) as AxeViolation[];
  const findings = violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    targets: v.nodes.slice(0, 5).map(describeNode),
  }));
  return {
    label,
    failing: findings.filter((f) => FAILING.has(f.impact)),
    listed: findings.filter((f) => !FAILING.has(f.impact)),
  };
}

function describeFinding(f: AxeFinding): string {
  return `  ${f.impact} ${f.rule}: ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`;
}

/** The window at `width` (unchanged if it is already), once the layout it switches to has rendered. */
export async function resizeTo(page: Page, width: number, height = 780): Promise<void> {
  if (page.viewportSize()?.width === width) return;
  // A page behind another (a test that opened a second one) may draw no frame to answer the
  // resize with: one such resize sat idle for 18 minutes in a CI run.
  await page.bringToFront();
  await page.setViewportSize({ width, height });
  // Layout switches (sidebar, stepper dots) render on resize and may fetch their chunk.
  await page.waitForTimeout(300);
}

/** The widths every check runs at: a phone's and a desktop's. */
export const AXE_WIDTHS = [360, 1280] as const;

/**
 * The accessibility check of the browser tests: axe-core on the page as it stands, at a phone's
 * 360 px and a desktop's 1280 px (the viewport is resized and then restored, so a flow checks
 * both layouts of a step it reached once); fails on any serious or critical violation and lists
 * moderate and minor ones in the test output.
 */
export async function checkAccessibility(page: Page, label: string): Promise<AxeReport[]> {
  const original = page.viewportSize();
  const reports: AxeReport[] = [];
  try {
    for (const width of AXE_WIDTHS) {
      await resizeTo(page, width, original?.height);
      reports.push(await runAxe(page, `${label} @${width}`));
    }
  } finally {
    // Back at the test's width, its layout drawn again before the test goes on.
    if (original) await resizeTo(page, original.width, original.height);
  }
  const listed = reports.flatMap((r) => r.listed.map((f) => `${r.label}\n${describeFinding(f)}`));
  if (listed.length) console.log(`axe, not failing:\n${listed.join('\n')}`);
  const failing = reports.flatMap((r) => r.failing.map((f) => `${r.label}\n${describeFinding(f)}`));
  assert.equal(failing.length, 0, `axe: serious or critical violations\n${failing.join('\n')}`);
  return reports;
}
