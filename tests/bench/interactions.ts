/**
 * Interactions measured the way INP measures them, at 4× CPU, on the production build served by the
 * real server with the demo data. Figures, never pass/fail; `npm run bench -- interactions [rounds]`
 * runs only this part (3 rounds by default), each round in a fresh browser context at 360×780.
 *
 * How: an init script keeps every Event Timing entry (`PerformanceObserver({type: 'event',
 * durationThreshold: 16, buffered: true})`); an interaction's duration is its longest entry with
 * that interactionId, as INP takes it. Chromium reports durations rounded to 8 ms and only from
 * 16 ms up: a key or a click whose every event took less has no entry (printed as "<16").
 *
 * 1. 下一步 on step 2 → step 3: the demo member logs in on step 1 and chooses PHONE_PLAN on step 2
 *    (lighthouse.ts's planOnStep2); the bench turns 4× CPU throttling on (CDP
 *    `Emulation.setCPUThrottlingRate`), lets the page settle and presses 下一步. Figures: the click
 *    interaction's duration, and "step 3 shown": from the click's event timeStamp until the end of
 *    the first frame with step 3's first field (#root_name) visible — measured in the page: on the
 *    click a rAF loop looks for the field each frame; in the frame that has it, a setTimeout(0)
 *    from its rAF callback runs right after that frame's paint (as typing.ts times keys), and
 *    `performance.now()` there minus the click's timeStamp is the figure.
 * 2. Typing in step 3, still at 4× CPU: real key presses (`page.keyboard.type`, 80 ms per key)
 *    into a few text fields; each key is one interaction (keydown, keypress, keyup share an
 *    interactionId); median and p95 over the keys of the round.
 *
 * Each round deletes the demo member's server draft first: otherwise step 1 would go straight to
 * step 3 with the plan kept by the round before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildServer, type FenqiServer } from '../../src/server/app';
import { DEMO_MEMBERS } from '../../src/server/demo/demo-people';
import { launchChromium, phonePage } from '../e2e/browser';
import { CLIENT_DIR } from '../e2e/client-dir';
import { next, onPath, STEP, WAIT } from '../e2e/commodity-wizard';
import { planOnStep2, range } from './lighthouse';

const CPU_RATE = 4;
/**
 * What a member types on step 3, into text fields the demo member's profile leaves empty (ASCII
 * only: every character is a real key press). 31 keys.
 */
const TYPED: readonly { id: string; text: string }[] = [
  { id: 'root_lineId', text: 'ming_88' },
  { id: 'root_company', text: 'Fenqi Trading Co' },
  { id: 'root_companyDepartment', text: 'Sales IT' },
];
const KEY_COUNT = TYPED.reduce((sum, { text }) => sum + text.length, 0);
/** ms between a key's keydown and its keyup (`keyboard.type`'s delay). */
const KEY_DELAY_MS = 80;
/** The goals, printed beside the figures. */
const GOALS = { shown: 200, typingP95: 100 };

/**
 * Injected as a string: functions transpiled by tsx (named inner functions) break in the page.
 * `window.__inp`: the Event Timing entries; once `arm()`ed, the next 下一步 click's timeStamp and
 * when its step 3 was shown (ms after it); the trusted keydowns so far.
 */
const MEASURE_SCRIPT = `(() => {
  const state = { entries: [], armed: false, clickAt: null, addressAfter: null, shownAfter: null, keys: 0 };
  state.arm = () => { state.armed = true; };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      state.entries.push({ name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('keydown', (event) => { if (event.isTrusted) state.keys += 1; }, true);
  addEventListener('click', (event) => {
    if (!event.isTrusted || !state.armed || state.clickAt !== null || !event.target.closest || !event.target.closest('.fenqi-step-nav-next')) return;
    state.clickAt = event.timeStamp;
    const look = () => {
      const onStep3 = location.pathname.endsWith('/step3');
      if (onStep3 && state.addressAfter === null) state.addressAfter = performance.now() - state.clickAt;
      const field = document.getElementById('root_name');
      const box = field && field.getBoundingClientRect();
      const shown = onStep3 && field && field.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        && box.bottom > 0 && box.top < innerHeight;
      if (shown) setTimeout(() => { state.shownAfter = performance.now() - state.clickAt; }, 0);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, true);
  window.__inp = state;
})();`;

interface EntryRecord {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

interface MeasureState {
  entries: EntryRecord[];
  clickAt: number | null;
  /** ms after the click when the address was step 3's (the first frame that saw it). */
  addressAfter: number | null;
  shownAfter: number | null;
  keys: number;
}

/** One round's figures (ms; 0 = no Event Timing entry, under 16 ms). */
interface RoundFigures {
  click: number;
  /** When the address turned to step 3 (printed per round, not in the table). */
  address: number;
  shown: number;
  typingMedian: number;
  typingP95: number;
  keys: number;
  keysWithEntry: number;
}

const readState = (page: Page) => page.evaluate('window.__inp') as Promise<MeasureState>;
/** Waits `ms`, then for two frames and a task: what was pending has run and painted. */
const settle = (page: Page, ms: number) =>
  page.evaluate(
    `new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))), ${ms}))`,
  );

/** Each interaction's duration (its longest entry), by interactionId, of the entries `keep` keeps. */
function interactions(entries: EntryRecord[], keep: (entry: EntryRecord) => boolean): Map<number, number> {
  const byId = new Map<number, number>();
  for (const entry of entries)
    if (entry.interactionId > 0 && keep(entry))
      byId.set(entry.interactionId, Math.max(byId.get(entry.interactionId) ?? 0, entry.duration));
  return byId;
}

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

async function oneRound(browser: Browser, server: FenqiServer, baseUrl: string): Promise<RoundFigures> {
  const [ming] = DEMO_MEMBERS;
  const member = await server.db
    .selectFrom('members')
    .select('id')
    .where('id_num', '=', ming.idNum)
    .executeTakeFirstOrThrow();
  await server.db.deleteFrom('drafts').where('member_id', '=', member.id).execute();
  const { context, page, errors } = await phonePage(browser, WAIT);
  try {
    await context.addInitScript(MEASURE_SCRIPT);
    if (!(await planOnStep2(page, baseUrl))) throw new Error('step 1 went past step 2: a draft was kept');
    await settle(page, 1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await settle(page, 500);

    // 1. 下一步 on step 2 (step 1's 下一步 is the same button: the script times the click once armed).
    await page.evaluate('window.__inp.arm()');
    await next(page);
    await onPath(page, STEP(3));
    // A function, not a string: the page's CSP refuses eval, which a string predicate needs.
    const shown = () => (window as unknown as { __inp: MeasureState }).__inp.shownAfter !== null;
    await page.waitForFunction(shown, undefined, { timeout: WAIT });
    await settle(page, 500);
    const afterClick = await readState(page);
    if (afterClick.clickAt === null || afterClick.shownAfter === null)
      throw new Error('the click was not seen');
    const clickAt = afterClick.clickAt;
    const clickEntry = afterClick.entries.find(
      (e) => e.name === 'click' && e.interactionId > 0 && Math.abs(e.startTime - clickAt) < 1,
    );
    const clickId = clickEntry?.interactionId ?? -1;
    const click = interactions(afterClick.entries, (e) => e.interactionId === clickId).get(clickId) ?? 0;

    // 2. Typing on step 3 (after what step 3 does once drawn: its draft load, its effects).
    await settle(page, 1500);
    const before = await readState(page);
    const seen = new Set(before.entries.map((e) => e.interactionId));
    for (const { id, text } of TYPED) {
      const field = page.locator(`[id="${id}"]`);
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await settle(page, 300);
      await page.keyboard.type(text, { delay: KEY_DELAY_MS });
      await settle(page, 300);
    }
    await settle(page, 1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    for (const { id, text } of TYPED) {
      const value = await page.locator(`[id="${id}"]`).inputValue();
      if (value !== text)
        throw new Error(`#${id} holds ${JSON.stringify(value)}, typed ${JSON.stringify(text)}`);
    }
    const after = await readState(page);
    const keys = after.keys - before.keys;
    if (keys !== KEY_COUNT) throw new Error(`${keys} keydowns seen, ${KEY_COUNT} keys typed`);
    const keyEvents = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input']);
    const durations = [
      ...interactions(after.entries, (e) => !seen.has(e.interactionId) && keyEvents.has(e.name)).values(),
    ];
    // A key with no entry took under 16 ms: it counts as 0 (printed "<16").
    if (durations.length > keys) throw new Error(`${durations.length} key interactions for ${keys} keys`);
    const all = [...durations, ...Array<number>(Math.max(0, keys - durations.length)).fill(0)];
    if (errors.length) console.log(`  (the page reported: ${errors.join('; ')})`);
    return {
      click,
      address: afterClick.addressAfter ?? Number.NaN,
      shown: afterClick.shownAfter,
      typingMedian: percentile(all, 0.5),
      typingP95: percentile(all, 0.95),
      keys,
      keysWithEntry: durations.length,
    };
  } finally {
    await context.close();
  }
}

/** Runs `rounds` rounds against the build in `clientDir` and prints the table. */
export async function interactionFigures(clientDir: string, rounds = 3): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-interactions-'));
  const server = await buildServer({ dataDir, clientDir, seedDemo: true, logLevel: 'warn' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    const runs: RoundFigures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const run = await oneRound(browser, server, baseUrl);
      runs.push(run);
      console.log(
        `  round ${round + 1}: 下一步 click ${run.click} ms, address step 3 at ${run.address.toFixed(0)} ms, ` +
          `step 3 shown ${run.shown.toFixed(0)} ms; ` +
          `typing median ${run.typingMedian} ms, p95 ${run.typingP95} ms ` +
          `(${run.keysWithEntry} of ${run.keys} keys with an entry)`,
      );
    }
    const ms = (n: number) => (n === 0 ? '<16' : n.toFixed(0));
    // Padded by what the terminal shows: a CJK character takes two columns.
    const pad = (text: string, width: number) =>
      text + ' '.repeat(Math.max(0, width - [...text].reduce((w, c) => w + (c >= '\u2e80' ? 2 : 1), 0)));
    console.log(
      `\nInteractions ${rounds} round(s), Event Timing (as INP), ${CPU_RATE}× CPU, demo member, 360×780 ` +
        `(ms, lowest–highest of the rounds; <16: no entry, under the threshold):`,
    );
    console.log(pad('interaction', 40), 'ms'.padStart(11), '  goal');
    const rows: [string, number[], string, (n: number) => string][] = [
      ['下一步 step 2 → 3: click duration', runs.map((r) => r.click), '', ms],
      ['下一步 step 2 → 3: step 3 shown', runs.map((r) => r.shown), `≤ ${GOALS.shown}`, ms],
      [`typing step 3, ${KEY_COUNT} keys: median`, runs.map((r) => r.typingMedian), '', ms],
      [`typing step 3, ${KEY_COUNT} keys: p95`, runs.map((r) => r.typingP95), `≤ ${GOALS.typingP95}`, ms],
      ['typing step 3: keys with an entry', runs.map((r) => r.keysWithEntry), '', String],
    ];
    for (const [name, values, goal, format] of rows)
      console.log(pad(name, 40), range(values, format).padStart(11), ` ${goal}`);
  } finally {
    await browser.close();
    await server.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  // `npx tsx tests/bench/interactions.ts [rounds]`: against dist/ (or FENQI_CLIENT_DIR) as built.
  interactionFigures(CLIENT_DIR, Number(process.argv[2]) || 3).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
