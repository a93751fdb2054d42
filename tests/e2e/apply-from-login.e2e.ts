import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WAIT, onPath, shoot } from './commodity-wizard';
import { startLiveApp, type LiveApp } from './live-app';

/*
 * A visitor without an account reaches the application from the login page, the page `/` and
 * every auth redirect lead to (spec §2: the commodity-loan flow is open to new applicants, §1: new
 * members create their password while applying).
 */
describe('a new applicant finds the application on the login page (360 px, touch)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('apply-from-login');
  });
  after(() => app?.stop());

  it('goes from / through /login to the first step of the application', async () => {
    // A phone: 360 × 740 with a touch screen, the member's taps as taps.
    const context = await app.browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      locale: 'zh-TW',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    await page.goto(app.url('/'));
    await onPath(page, '/login');
    // In the page's HTML before any script runs (the login page is prerendered).
    const html = await (await page.request.get(app.url('/login'))).text();
    assert.ok(html.includes('我要申請分期'), "the login page's HTML offers no way to apply");
    const apply = page.getByRole('link', { name: '我要申請分期' });
    await apply.waitFor({ timeout: WAIT });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
    await shoot(page, 'login-apply-360.png');
    await apply.tap();
    await onPath(page, '/member/commodity-loans/step1');
    // Step 1 of the six, ready for someone who is not a member yet: the ID number comes first.
    await page.getByLabel('身分證字號').waitFor({ timeout: WAIT });
    assert.deepEqual(errors, []);
    await context.close();

    const wide = await app.newPage({ width: 1280, serviceWorkers: 'block' });
    await wide.page.goto(app.url('/login'));
    await wide.page.getByRole('link', { name: '我要申請分期' }).waitFor({ timeout: WAIT });
    await wide.page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
    await shoot(wide.page, 'login-apply-1280.png');
    await wide.context.close();
  });
});
