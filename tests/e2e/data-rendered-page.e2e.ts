import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GUESS_LIMITS } from '../../src/server/auth/guess-limit';
import { DEMO_GUARANTOR, DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { twIdNumbers } from '../support/tw-id-numbers';
import { insertTestCase } from '../api/guest-fixtures';
import { logIn, MING, startLiveApp, type LiveApp } from './live-app';
import { keptOnDevice } from './device-storage';

/*
 * Flow pages rendered with their data on the server (src/server/data-rendered-page.ts): the HTML
 * shows the case and the contracts before any script runs, the app takes the run over without
 * waiting for it again, and the draft on the device still comes back. Guest links for anyone; a
 * member's flow pages for the member whose session cookies come with the request. The render asks
 * the API inside the server as the visitor, so limits count the visitor's own address.
 */

const GUARANTOR = `/member/guarantor?signPath=${DEMO_SIGN_PATHS.guarantor}`;

describe('flow pages rendered with their data', () => {
  let app: LiveApp;
  before(async () => {
    // Behind a proxy on this machine (as in production), so a request can name its visitor.
    app = await startLiveApp('data-render', { config: { trustProxy: ['127.0.0.1'] } });
    // The renderer's first page loads its code and computes antd's styles: on a loaded machine
    // (two e2e files a core) that ran out the render's 2.5 s budget once, and the frame was sent,
    // as designed. What the tests below check is what a render holds, so the renderer is warm.
    await (await fetch(app.url(GUARANTOR))).text();
  });
  after(async () => {
    await app?.stop();
  });

  it('answers the link with the case, its contracts and the form in the HTML, never kept by a cache', async () => {
    const reply = await fetch(app.url(GUARANTOR));
    const html = await reply.text();
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('cache-control'), 'no-store');
    assert.match(html, /陳淑芬/, "the guarantor's name from the case");
    assert.match(html, /閱讀您要同意的契約全文：(<!-- -->)?連帶保證契約/, 'the contracts to agree to');
    assert.match(html, /id="root_livingAddress_address"/, 'the form');
    assert.match(html, /"flow":\{"name":"guarantor"/, 'the run the app takes over');
    assert.doesNotMatch(html, /資料加載中/);
  });

  it('answers a link that names nothing known with the frame, as before', async () => {
    const reply = await fetch(app.url('/member/guarantor?signPath=no-such-link'));
    const html = await reply.text();
    assert.equal(reply.headers.get('cache-control'), 'no-cache');
    assert.match(html, /資料加載中/);
    assert.doesNotMatch(html, /"flow":/);
  });

  it("charges guesses made through rendered pages to the guesser's address, never to the server's", async () => {
    const guarantor = await app.server.db
      .selectFrom('guarantors')
      .select('id')
      .where('sign_path', '=', DEMO_SIGN_PATHS.guarantor)
      .executeTakeFirstOrThrow();
    const as = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const byIdNumber = (id: number, idCardNo: string) => `/member/guarantor?id=${id}&idCardNo=${idCardNo}`;
    // A guesser walks guarantor ids and ID numbers through the page, past the per-address limit.
    const wrongIds = twIdNumbers(GUESS_LIMITS.perAddress, 'E', '2', 5_000_000);
    for (const [n, wrongId] of wrongIds.entries()) {
      const html = await (await fetch(app.url(byIdNumber(900_000 + n, wrongId)), as('203.0.113.7'))).text();
      assert.ok(html.includes('資料加載中'), 'a wrong guess is answered with the frame');
    }
    const guess = `/api/v2/guests/guarantor/${guarantor.id}?idCardNo=${DEMO_GUARANTOR.idNum}`;
    const guesser = await fetch(app.url(guess), as('203.0.113.7'));
    assert.equal(guesser.status, 429, "the guesser's own address is shut");
    const guesserPage = await (
      await fetch(app.url(byIdNumber(guarantor.id, DEMO_GUARANTOR.idNum)), as('203.0.113.7'))
    ).text();
    assert.ok(!guesserPage.includes('陳淑芬'), 'even for a right answer, its pages come without data');
    assert.equal((await fetch(app.url(guess))).status, 200, "the server's own address was never charged");
    const visitor = await fetch(app.url(byIdNumber(guarantor.id, DEMO_GUARANTOR.idNum)), as('203.0.113.8'));
    assert.equal(visitor.headers.get('cache-control'), 'no-store');
    assert.ok((await visitor.text()).includes('陳淑芬'), "another visitor's page still comes with its case");
  });

  it("never serves the server's renderer", async () => {
    const reply = await fetch(app.url('/.renderer/render-on-request.js'));
    assert.match(reply.headers.get('content-type') ?? '', /text\/html/);
    assert.doesNotMatch(await reply.text(), /renderWithData/);
  });

  it('is taken over before the link is loaded again, and the typed address comes back after a reload', async () => {
    // No service worker: every visit is a first one, answered by the server's render.
    const { page, context, errors } = await app.newPage({ serviceWorkers: 'block' });
    // When the app took the page over (it sets the ready mark), on the page's own clock.
    await page.addInitScript(() => {
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        const seen = window as unknown as { takenOverAt?: number; shownWhenTakenOver?: string };
        if (name === 'data-fenqi-ready' && seen.takenOverAt === undefined) {
          seen.takenOverAt = performance.now();
          seen.shownWhenTakenOver = document.body.innerText;
        }
        setAttribute.call(this, name, value);
      };
    });
    /** What was fetched of the link on this visit (the case, its texts), and whether after the take-over. */
    const linkFetches = () =>
      page.evaluate((signPath) => {
        const takenOverAt = (window as unknown as { takenOverAt?: number }).takenOverAt ?? Infinity;
        const link = `/api/v2/guests/guarantor/${signPath}`;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith(link))
          .map((entry) => {
            const what = new URL(entry.name).pathname.slice(link.length) || 'the case';
            return `${what} ${entry.startTime >= takenOverAt ? 'after' : 'before'} the take-over`;
          })
          .sort();
      }, DEMO_SIGN_PATHS.guarantor);
    const expected = ['/contract-texts after the take-over', 'the case after the take-over'];
    await page.goto(app.url(GUARANTOR));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
    // Opening the link is no edit: the form drawn as it reports itself (its defaults in the run),
    // nothing is stored as typed, so no draft is written (local-draft.ts: once typing rests).
    await page.waitForTimeout(800);
    assert.deepEqual((await keptOnDevice(page)).drafts, [], 'no draft before anything is typed');
    const address = page.locator('#root_livingAddress_address');
    await address.fill('中正路 100 號');
    // The draft is written once typing rests (local-draft.ts).
    await page.waitForTimeout(800);
    // Fetched once more in the background, after the take-over, only so an offline visit has it.
    assert.deepEqual(await linkFetches(), expected, 'neither is awaited before the page is the app');
    const shown = await page.evaluate(
      () => (window as unknown as { shownWhenTakenOver?: string }).shownWhenTakenOver,
    );
    assert.match(shown ?? '', /陳淑芬/, "the case's guarantor was there as it took over");
    assert.match(shown ?? '', /閱讀您要同意的契約全文：連帶保證契約/, 'and the contracts to agree to');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
    await page.waitForFunction(
      () => (document.querySelector('#root_livingAddress_address') as HTMLInputElement | null)?.value !== '',
    );
    assert.equal(await address.inputValue(), '中正路 100 號');
    await page.waitForFunction(
      () =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/v2/guests/')).length >=
        2,
    );
    assert.deepEqual(await linkFetches(), expected, 'after the reload too');
    assert.deepEqual(errors, [], 'no mismatch, no error');
    await context.close();
  });

  describe("a member's flow page", () => {
    let minorPage: string;
    let cookie: string;
    before(async () => {
      const member = await app.server.db
        .selectFrom('members')
        .select('id')
        .where('id_num', '=', MING.idNum)
        .executeTakeFirstOrThrow();
      const minor = await insertTestCase(app.server.ctx, member.id, {
        applicant: { name: '王小弟', birthDate: '2010-03-01' },
      });
      minorPage = `/member/minor-agreement?appCaseNo=${minor.caseNo}`;
      const login = await app.newPage();
      await logIn(login.page, app.url);
      cookie = (await login.context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      await login.context.close();
    });

    it("comes with the member's case for the member's session, never kept by a cache", async () => {
      const reply = await fetch(app.url(minorPage), { headers: { cookie } });
      const html = await reply.text();
      assert.equal(reply.headers.get('cache-control'), 'no-store');
      // Checked with test(): a failure names what is missing, not the whole page.
      assert.ok(/本人為未成年申請人 <[^>]+><strong>王小弟</.test(html), "the minor's name from the case");
      assert.ok(html.includes('"member":true'), 'drawn logged in, as the app takes it over');
      assert.ok(html.includes('"flow":{"name":"minor"'), 'the run the app takes over');
      assert.ok(!html.includes('資料加載中'), 'no spinner');
    });

    it('a guest link opened by a logged-in member is drawn for the member too (the app takes it over so)', async () => {
      const reply = await fetch(app.url(GUARANTOR), { headers: { cookie } });
      const html = await reply.text();
      assert.ok(html.includes('陳淑芬'), "the guarantor's case");
      assert.ok(html.includes('"member":true'), 'drawn logged in');
    });

    it("the member home and the order list come with the member's overview and cases", async () => {
      const home = await (await fetch(app.url('/member'), { headers: { cookie } })).text();
      assert.ok(/王大明(<!-- -->)? 您好/.test(home), "the member's name in the greeting");
      assert.ok(
        home.includes('上傳自拍照並簽署分期付款契約'),
        'what waits on the member (the approved case)',
      );
      assert.ok(home.includes('"slices":{"auth":'), 'the slice the app takes over');
      assert.ok(
        home.includes(app.url(`/member/guarantor?signPath=${DEMO_SIGN_PATHS.guarantor}`)),
        'the guarantor link to forward, at the origin the page was asked from',
      );
      assert.ok(!home.includes('data-testid="home-loading"'), 'no placeholder');
      const orders = await fetch(app.url('/member/order/list'), { headers: { cookie } });
      assert.equal(orders.headers.get('cache-control'), 'no-store');
      const list = await orders.text();
      assert.ok(list.includes('MacBook Air'), "the member's cases");
      assert.ok(list.includes('"slices":{"orders":'), 'the slice the app takes over');
    });

    it('is the frame without a session, or with a token the API refuses', async () => {
      const stale = cookie.replace(/access_token=[^;]*/, 'access_token=expired-token');
      assert.notEqual(stale, cookie);
      for (const headers of [new Headers(), new Headers({ cookie: stale })]) {
        const reply = await fetch(app.url(minorPage), { headers });
        const html = await reply.text();
        assert.equal(reply.headers.get('cache-control'), 'no-cache');
        assert.ok(html.includes('資料加載中'), 'the frame');
        assert.ok(!html.includes('王小弟'), "nobody's case without the member's session");
      }
    });

    it('is taken over as drawn (the guardian, the home, the orders, a guest link), the typed name back after a reload', async () => {
      const { page, context, errors } = await app.newPage({ serviceWorkers: 'block' });
      await logIn(page, app.url);
      // The HTML's nodes, marked as parsed: taken over, the app keeps them (drawn anew, it replaces them).
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          for (const node of document.querySelectorAll('#root *'))
            (node as HTMLElement).dataset.fromHtml = '1';
        });
      });
      const takenOver = async () =>
        (await page.locator('.fenqi-brand').getAttribute('data-from-html')) === '1';
      await page.goto(app.url(minorPage));
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
      const name = page.getByLabel('法定代理人姓名');
      await name.fill('王大明');
      // The draft is written once typing rests (local-draft.ts).
      await page.waitForTimeout(800);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
      await page.waitForFunction(() => document.body.innerText.includes('本人為未成年申請人'));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('input')].some((input) => input.value === '王大明'),
      );
      assert.equal(await name.inputValue(), '王大明');
      assert.ok(await takenOver(), 'the page the HTML drew is the one the app runs');
      // The member home and the order list, drawn with the member's data, taken over as drawn.
      for (const [path, shows] of [
        ['/member', '上傳自拍照並簽署分期付款契約'],
        ['/member/order/list', 'MacBook Air'],
      ] as const) {
        await page.goto(app.url(path));
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
        assert.ok((await page.innerText('#root')).includes(shows), `${path}: the data as drawn`);
        assert.ok(await takenOver(), `${path}: taken over, not drawn anew`);
      }
      // A guest link opened logged in: drawn for the member, taken over as such.
      await page.goto(app.url(GUARANTOR));
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
      await page.waitForFunction(() => document.body.innerText.includes('陳淑芬'));
      assert.ok(await takenOver(), 'taken over, not drawn anew');
      assert.deepEqual(errors, [], 'no mismatch, no error');
      await context.close();
    });
  });
});
