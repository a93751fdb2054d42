/**
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU) on the routes a member or a guest opens
 * cold, logged-in routes with the demo member's session cookies. Figures, never
 * pass/fail: each route's performance and accessibility scores, LCP, TBT and CLS as ranges over
 * the rounds. `npm run bench -- lighthouse [rounds]` runs only this part.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { buildServer, type FenqiServer } from '../../src/server/app';
import { DEMO_MEMBERS, DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { insertTestCase } from '../api/guest-fixtures';
import { ACCESS_TOKEN_COOKIE, AUTH_COOKIE } from '../../src/api/session-cookies';
import { choosePlan, memberIdentity, next, onPath, PHONE_PLAN, STEP } from '../e2e/commodity-wizard';

/** One route as the bench opens it. */
interface Target {
  name: string;
  path: string;
  member: boolean;
  /**
   * What a member does in the tab before the route is measured there (Lighthouse still clears the
   * caches and the service worker): a page that only opens in the tab that started it.
   */
  before?: (page: Page, baseUrl: string) => Promise<void>;
}

/**
 * Step 1 as the demo member, then step 2's plan (PHONE_PLAN) chosen, its quote shown, 下一步 not
 * pressed. Answers false when step 1 went straight to step 3 instead: the plan was kept on the
 * server from an earlier walk (the member's draft).
 */
export async function planOnStep2(page: Page, baseUrl: string): Promise<boolean> {
  const [ming] = DEMO_MEMBERS;
  // What an earlier round kept in this browser (the application's local copy) is not this walk's.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'local_storage,indexeddb' });
  await cdp.detach();
  await page.goto(baseUrl + STEP(1));
  await memberIdentity(page, ming.idNum, ming.password);
  await next(page);
  await page.waitForURL((url) => url.pathname === STEP(2) || url.pathname === STEP(3));
  if (new URL(page.url()).pathname !== STEP(2)) return false;
  await onPath(page, STEP(2));
  await choosePlan(page, PHONE_PLAN);
  return true;
}

/**
 * Steps 1 and 2 of the application as the demo member: step 3 opens only in the tab holding the
 * commodity token (sessionStorage), as a member who reloads it mid-application. A later round
 * may find the plan kept on the server from the first, and step 1 then goes straight to step 3.
 */
async function throughStep2(page: Page, baseUrl: string): Promise<void> {
  if (await planOnStep2(page, baseUrl)) await next(page);
  await onPath(page, STEP(3));
}

/** What one Lighthouse run measured on a route. */
interface RunFigures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  finalPath: string;
}

/** The routes opened cold most, with the demo data's cases and links filled in. */
async function targets(server: FenqiServer): Promise<Target[]> {
  const ming = await server.db
    .selectFrom('members')
    .select('id')
    .where('id_num', '=', DEMO_MEMBERS[0].idNum)
    .executeTakeFirstOrThrow();
  const approved = await server.db
    .selectFrom('cases')
    .select(['id', 'case_no'])
    .where('member_id', '=', ming.id)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const minor = await insertTestCase(server.ctx, ming.id, {
    applicant: { name: '王小弟', birthDate: '2010-03-01' },
  });
  return [
    { name: 'login', path: '/login', member: false },
    { name: 'member home', path: '/member', member: true },
    { name: 'order list', path: '/member/order/list', member: true },
    { name: 'commodity step 1', path: '/member/commodity-loans/step1', member: false },
    { name: 'commodity step 3', path: STEP(3), member: true, before: throughStep2 },
    {
      name: 'guarantor link',
      path: `/member/guarantor?signPath=${DEMO_SIGN_PATHS.guarantor}`,
      member: false,
    },
    {
      name: 'vehicle-loan link',
      path: `/member/vehicleLoans?signPath=${DEMO_SIGN_PATHS.vehicleLoan}`,
      member: false,
    },
    { name: 'minor guardian', path: `/member/minor-agreement?appCaseNo=${minor.caseNo}`, member: true },
    {
      name: '對保 step 1',
      path: `/member/idVerify/step1?caseId=${approved.id}&caseNo=${approved.case_no}`,
      member: true,
    },
  ];
}

async function memberToken(baseUrl: string): Promise<string> {
  const [ming] = DEMO_MEMBERS;
  const res = await fetch(`${baseUrl}/api/v2/members/login?idNum=${ming.idNum}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ passwd: ming.password }),
  });
  const body = (await res.json()) as { token?: string; data?: { token?: string } };
  const token = body.token ?? body.data?.token;
  if (!token) throw new Error(`demo login failed: ${res.status} ${JSON.stringify(body)}`);
  return token;
}

/** A tab where `before` ran, as Lighthouse drives it (puppeteer) and as it is closed after. */
async function preparedTab(
  context: BrowserContext,
  before: NonNullable<Target['before']>,
  baseUrl: string,
  port: number,
): Promise<{ measured: PuppeteerPage; close: () => Promise<void> }> {
  const page = await context.newPage();
  await before(page, baseUrl);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const here = page.url();
  const measured = (await browser.pages()).find((candidate) => candidate.url() === here);
  if (!measured) throw new Error(`the prepared tab at ${here} is not found`);
  return {
    measured,
    close: async () => {
      await page.close();
      await browser.disconnect();
    },
  };
}

/** The rounds' values as lowest–highest (one value when they agree). */
export const range = (values: number[], format: (n: number) => string) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[0] === sorted[sorted.length - 1]
    ? format(sorted[0])
    : `${format(sorted[0])}–${format(sorted[sorted.length - 1])}`;
};

/**
 * Runs Lighthouse `rounds` times on every target against a build in `clientDir`; prints the table.
 * `only` names the routes to measure (e.g. `LIGHTHOUSE_ROUTES="commodity step 3"`, comma-separated);
 * `reportDir` (LIGHTHOUSE_REPORT_DIR) keeps each run's whole report as JSON, to read its audits.
 */
export async function lighthouseFigures(
  clientDir: string,
  rounds = 3,
  only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((name) => name.trim()),
  reportDir = process.env.LIGHTHOUSE_REPORT_DIR,
): Promise<void> {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-lighthouse-'));
  const server = await buildServer({ dataDir, clientDir, seedDemo: true, logLevel: 'warn' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const list = (await targets(server)).filter((target) => !only || only.includes(target.name));
    const token = await memberToken(baseUrl);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const expires = Math.floor(Date.now() / 1000) + 8 * 3600;
    const cookie = (name: string, value: string) => ({
      name,
      value,
      url: baseUrl,
      expires,
      sameSite: 'Lax' as const,
    });
    const figures = new Map<string, RunFigures[]>();
    for (let round = 0; round < rounds; round += 1)
      for (const target of list) {
        const context = browser.contexts()[0];
        await context.clearCookies();
        if (target.member)
          await context.addCookies([cookie(ACCESS_TOKEN_COOKIE, token), cookie(AUTH_COOKIE, '1')]);
        const tab = target.before ? await preparedTab(context, target.before, baseUrl, chrome.port) : null;
        const result = await lighthouse(
          baseUrl + target.path,
          {
            port: chrome.port,
            onlyCategories: ['performance', 'accessibility'],
            logLevel: 'error',
            output: 'json',
          },
          undefined,
          tab?.measured,
        );
        await tab?.close();
        if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
        const { lhr } = result;
        if (reportDir)
          writeFileSync(
            join(reportDir, `${target.name.replace(/\W+/g, '-')}-${round + 1}.json`),
            JSON.stringify(lhr),
          );
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const run: RunFigures = {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          finalPath: new URL(lhr.finalDisplayedUrl).pathname,
        };
        figures.set(target.name, [...(figures.get(target.name) ?? []), run]);
      }
    await browser.close();
    console.log(`\nLighthouse ${rounds} round(s), mobile preset (slow 4G, 4× CPU), cold loads:`);
    console.log(
      'route'.padEnd(20),
      'perf'.padStart(7),
      'a11y'.padStart(7),
      'LCP s'.padStart(11),
      'TBT ms'.padStart(11),
      'CLS'.padStart(11),
      '  landed on',
    );
    for (const target of list) {
      const runs = figures.get(target.name) ?? [];
      console.log(
        target.name.padEnd(20),
        range(
          runs.map((r) => r.performance),
          String,
        ).padStart(7),
        range(
          runs.map((r) => r.accessibility),
          String,
        ).padStart(7),
        range(
          runs.map((r) => r.lcp / 1000),
          (n) => n.toFixed(1),
        ).padStart(11),
        range(
          runs.map((r) => r.tbt),
          (n) => n.toFixed(0),
        ).padStart(11),
        range(
          runs.map((r) => r.cls),
          (n) => n.toFixed(3),
        ).padStart(11),
        ` ${[...new Set(runs.map((r) => r.finalPath))].join(', ')}`,
      );
    }
  } finally {
    chrome.kill();
    await server.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
