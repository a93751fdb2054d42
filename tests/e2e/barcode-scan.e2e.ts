import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { ARTIFACTS, settleAnimations } from './browser';
import { logIn, MING, startLiveApp, type LiveApp } from './live-app';

const run = promisify(execFile);
/** Debian's zbar-tools (`apt-get install -y zbar-tools`; `.ci/run` installs it when missing). */
const ZBARIMG = process.env.ZBARIMG_PATH ?? '/usr/bin/zbarimg';

/** What zbarimg reads in a PNG: the decoded texts, one a symbol (none: an empty list). */
async function decode(file: string): Promise<string[]> {
  try {
    const { stdout } = await run(ZBARIMG, ['--raw', '-q', file]);
    return stdout.split('\n').filter(Boolean);
  } catch {
    return []; // zbarimg exits 4 when it finds no symbol
  }
}

/**
 * The bars of a barcode screenshot, read across its middle (down the middle when drawn upright):
 * the lengths of the alternating white and black runs in device pixels, white first.
 */
async function runsAcross(file: string): Promise<number[]> {
  const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
  const upright = info.height > info.width;
  const length = upright ? info.height : info.width;
  const at = (i: number) =>
    upright
      ? data[i * info.width + Math.floor(info.width / 2)]
      : data[Math.floor(info.height / 2) * info.width + i];
  const runs: number[] = [];
  let dark = false;
  let count = 0;
  for (let i = 0; i < length; i++) {
    const isDark = at(i) < 128;
    if (isDark === dark) count++;
    else {
      runs.push(count);
      dark = isDark;
      count = 1;
    }
  }
  runs.push(count);
  return runs;
}

/**
 * The three store barcodes of the repaying demo case, photographed as Chromium draws them at 1×
 * and 3× device pixel ratio, on a phone and a desktop screen: zbarimg must read every segment, each
 * module must be whole device pixels (at least 2; wide bars 3 modules) and each quiet zone at least
 * 10 modules. Before the fix the SVG was scaled to the sheet's width (about 1.17 px per module at
 * 1×) and zbarimg read none of the three segments.
 */
describe('store barcodes scan at every screen density (Chromium, zbarimg)', () => {
  let app: LiveApp;
  before(async () => {
    assert.ok(existsSync(ZBARIMG), `${ZBARIMG} is missing: apt-get install -y zbar-tools`);
    app = await startLiveApp('barcode');
  });
  after(() => app?.stop());

  for (const [width, scale] of [
    [360, 1],
    [360, 3],
    [1280, 1],
  ] as const) {
    it(`reads all three segments at ${width} px, ${scale}× device pixels`, async () => {
      const context = await app.browser.newContext({
        viewport: { width, height: 780 },
        deviceScaleFactor: scale,
        locale: 'zh-TW',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await logIn(page, app.url, MING);
      const repaying = await app.server.db
        .selectFrom('cases')
        .innerJoin('members', 'members.id', 'cases.member_id')
        .select(['cases.id', 'cases.case_no'])
        .where('members.id_num', '=', MING.idNum)
        .where('cases.status', '=', 'repaying')
        .executeTakeFirstOrThrow();
      const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value ?? '';
      const reply = await fetch(
        app.url(`/api/v2/members/payments/barcode?appCaseNo=${repaying.case_no}&access_token=${token}`),
      );
      const { result } = (await reply.json()) as { result: Record<string, string> };
      const expected = [result.barcode1, result.barcode2, result.barcode3];

      await page.goto(app.url(`/member/payment/barcode?caseId=${repaying.id}`));
      const figures = page.getByTestId('store-barcode');
      await figures.nth(2).waitFor();
      await settleAnimations(page);
      await page.screenshot({
        path: join(ARTIFACTS, `payment-barcode-${width}-${scale}x.png`),
        fullPage: true,
      });
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'the barcode page is wider than the screen',
      );
      const problems: string[] = [];
      for (const [index, value] of expected.entries()) {
        const bars: Locator = figures.nth(index).locator('canvas, svg').first();
        const file = join(ARTIFACTS, `barcode-${width}-${scale}x-${index + 1}.png`);
        await bars.screenshot({ path: file });
        const read = await decode(file);
        if (read.join() !== value)
          problems.push(`segment ${index + 1}: zbarimg read [${read}], not ${value}`);
        const runs = await runsAcross(file);
        const bar = runs.slice(1, -1);
        const narrow = Math.min(...bar);
        if (narrow < 2) problems.push(`segment ${index + 1}: a module is ${narrow} device px`);
        const misfit = bar.filter((run) => run !== narrow && run !== 3 * narrow);
        if (misfit.length > 0)
          problems.push(`segment ${index + 1}: runs of ${misfit.join(', ')} px beside modules of ${narrow}`);
        if (Math.min(runs[0], runs.at(-1) ?? 0) < 10 * narrow)
          problems.push(`segment ${index + 1}: quiet zones of ${runs[0]} / ${runs.at(-1)} px`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
