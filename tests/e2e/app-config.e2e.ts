import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startLiveApp, type LiveApp } from './live-app';

/** The server's own FAQ address, so the page can only know it by reading the configuration. */
const FAQ_URL = 'https://faq.fenqi-config.test/help';

describe("the app's start configuration (GET /api/v2/app-config)", () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('app-config', { config: { faqUrl: FAQ_URL } });
  });
  after(async () => {
    await app?.stop();
  });

  it('is asked once, by the HTML before the scripts, and the app uses that reply (常見問題 opens it)', async () => {
    const { context, page, errors } = await app.newPage({ width: 1280 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/app-config') asked.push(request.resourceType());
    });
    // The FAQ lies outside this machine: answered here, so the new window's address can be read.
    await context.route(`${FAQ_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>FAQ</title>' }),
    );
    await page.goto(app.url('/login'));
    await page.getByLabel('身分證字號').waitFor();
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: '常見問題' }).click();
    const faq = await opened;
    await faq.waitForURL(FAQ_URL);
    // One request, made by the HTML's preload (a script's would be "fetch" or "xhr"): the start's
    // fetch took its reply; had it missed it, it would have asked a second time.
    assert.equal(asked.length, 1, `asked ${asked.join(', ')}`);
    assert.ok(!['fetch', 'xhr'].includes(asked[0]), `asked by a script (${asked[0]}), not the HTML`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
