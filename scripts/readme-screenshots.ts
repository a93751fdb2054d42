import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/server/app';
import { launchChromium, settleAnimations } from '../tests/e2e/browser';
import { CLIENT_DIR } from '../tests/e2e/client-dir';
import {
  choosePlan,
  freshTwId,
  newMemberIdentity,
  next,
  onPath,
  PHONE_PLAN,
  STEP,
} from '../tests/e2e/commodity-wizard';
import { logIn, MING } from '../tests/e2e/live-app';

/*
 * The README's two screenshots at phone width (360 px): the demo member's home and the commodity
 * wizard's plan step with its quote. The server starts as the e2e tests start it (the production
 * build of dist/, or FENQI_CLIENT_DIR; a temporary database with the demo data), so the pictures
 * are the app a reader gets from `npm start`. Run it by hand after a visible change:
 * `npm run build && npx tsx scripts/readme-screenshots.ts`; it writes docs/images/.
 */

const OUT = join(__dirname, '..', 'docs', 'images');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-readme-shots-'));
  const server = await buildServer({ dataDir, clientDir: CLIENT_DIR, seedDemo: true, logLevel: 'warn' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const url = (path: string) => base + path;
  const browser = await launchChromium();
  const phone = async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'zh-TW' });
    context.setDefaultTimeout(60_000);
    return { context, page: await context.newPage() };
  };
  try {
    const home = await phone();
    await logIn(home.page, url, MING);
    await home.page.getByText('進行中的案件').first().waitFor();
    await settleAnimations(home.page);
    await home.page.screenshot({ path: join(OUT, 'member-home-360.png') });
    await home.context.close();

    const wizard = await phone();
    await wizard.page.goto(url(STEP(1)));
    await newMemberIdentity(wizard.page, freshTwId(4_242_424), 'readme123');
    await next(wizard.page);
    await onPath(wizard.page, STEP(2));
    await choosePlan(wizard.page, PHONE_PLAN);
    await wizard.page.evaluate(() => window.scrollTo(0, 0));
    await settleAnimations(wizard.page);
    await wizard.page.screenshot({ path: join(OUT, 'commodity-wizard-360.png') });
    await wizard.context.close();
    console.log(`wrote ${join(OUT, 'member-home-360.png')} and ${join(OUT, 'commodity-wizard-360.png')}`);
  } finally {
    await browser.close();
    await server.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
