import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PRERENDERED_ROUTES } from '../../src/app/prerender/prerendered-routes';
import { DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { ARTIFACTS } from './browser';
import { insertTestCase } from '../api/guest-fixtures';
import { logIn, MING, startLiveApp, type LiveApp } from './live-app';
import { choosePlan, memberIdentity, next, onPath, PHONE_PLAN, STEP, type } from './commodity-wizard';

/** Each prerendered route as a real link opens it, and text its HTML shows before any script. */
interface Visit {
  path: string;
  member: boolean;
  shows: string;
}

async function visits(app: LiveApp): Promise<Visit[]> {
  const approved = await app.server.db
    .selectFrom('cases')
    .select(['id', 'case_no'])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const ming = await app.server.db
    .selectFrom('members')
    .select('id')
    .where('id_num', '=', MING.idNum)
    .executeTakeFirstOrThrow();
  const minor = await insertTestCase(app.server.ctx, ming.id, {
    applicant: { name: '王小弟', birthDate: '2010-03-01' },
  });
  const links: Record<string, Omit<Visit, 'member'>> = {
    '/login': { path: '/login', shows: '會員登入' },
    '/member': { path: '/member', shows: '歡迎回到會員中心' },
    '/member/order/list': { path: '/member/order/list', shows: '我的訂單' },
    // Guest links, a member's flow pages and the application's first step come with their data (the
    // server renders them for the request: data-rendered-page.ts); step 1 with the mid clause.
    '/member/commodity-loans/step1': { path: '/member/commodity-loans/step1', shows: '我已閱讀並同意' },
    // Step 3 is the form as everyone opens it; the application is the tab's (opened here without one).
    '/member/commodity-loans/step3': {
      path: '/member/commodity-loans/step3',
      shows: '請填寫與身分證相同的個人資料',
    },
    '/member/guarantor': {
      path: `/member/guarantor?signPath=${DEMO_SIGN_PATHS.guarantor}`,
      shows: '閱讀您要同意的契約全文',
    },
    '/member/vehicleLoans': {
      path: `/member/vehicleLoans?signPath=${DEMO_SIGN_PATHS.vehicleLoan}`,
      shows: '閱讀您要同意的契約全文',
    },
    '/member/minor-agreement': {
      path: `/member/minor-agreement?appCaseNo=${minor.caseNo}`,
      shows: '本人為未成年申請人',
    },
    '/member/idVerify/step1': {
      path: `/member/idVerify/step1?caseId=${approved.id}&caseNo=${approved.case_no}`,
      shows: approved.case_no,
    },
  };
  return PRERENDERED_ROUTES.map((route) => {
    const link = links[route.path];
    assert.ok(link, `${route.path} is prerendered but has no visit in this test`);
    return { ...link, member: route.member };
  });
}

/** Sums the page's layout shifts not caused by input (CLS as Lighthouse counts it on a load). */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __fenqiShifts: number[] }).__fenqiShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __fenqiShifts: number[] }).__fenqiShifts.reduce((sum, v) => sum + v, 0),
    );
}

/** Marks the page's prerendered nodes once parsed, before the deferred scripts run. */
async function stampPrerenderedNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const node of document.querySelectorAll('#root *')) (node as HTMLElement).dataset.fromHtml = '1';
    });
  });
}

describe('prerendered pages: painted from HTML, then taken over by the app', () => {
  let app: LiveApp;
  let list: Visit[];
  before(async () => {
    app = await startLiveApp('prerender');
    list = await visits(app);
  });
  after(async () => {
    await app?.stop();
  });

  it('each page shows its frame and first text with JavaScript off', async () => {
    // The member's session cookies, from a login in a browser with JavaScript.
    const login = await app.newPage();
    await logIn(login.page, app.url);
    const session = await login.context.cookies();
    await login.context.close();
    const context = await app.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 780 },
    });
    const page = await context.newPage();
    for (const visit of list) {
      // A guest page as a guest opens it; a member's page with the member's session.
      await context.clearCookies();
      if (visit.member) await context.addCookies(session);
      await page.goto(app.url(visit.path));
      assert.ok(await page.getByText('分期會員中心').first().isVisible(), `${visit.path}: no header`);
      assert.ok(await page.getByText(visit.shows).first().isVisible(), `${visit.path}: no "${visit.shows}"`);
    }
    await page.goto(app.url('/login'));
    assert.ok(await page.getByLabel('身分證字號').isVisible(), 'the login form is in the HTML');
    assert.ok(await page.getByRole('button', { name: '登入', exact: true }).isVisible());
    await context.close();
  });

  it('the app takes each page over without drawing it again, and without a mismatch', async () => {
    // Guest pages as a guest opens them, then the member's pages logged in.
    for (const member of [false, true]) {
      const { page, context, errors } = await app.newPage();
      if (member) await logIn(page, app.url);
      await stampPrerenderedNodes(page);
      for (const visit of list.filter((v) => v.member === member)) {
        await page.goto(app.url(visit.path));
        await page.waitForLoadState('networkidle');
        // The header's brand, drawn from the HTML, is the same node after the app has started.
        const fromHtml = await page.locator('.fenqi-brand').getAttribute('data-from-html');
        assert.equal(fromHtml, '1', `${visit.path}: the page was drawn anew`);
      }
      // A page may ask for data the demo link does not have (a refused reply is logged as a
      // failed load); anything else logged (a hydration mismatch above all) fails the test.
      assert.deepEqual(
        errors.filter((e) => !/Failed to load resource/.test(e)),
        [],
      );
      await context.close();
    }
  });

  it('the login page taken over works: a wrong password is refused, the right one logs in', async () => {
    const { page, context, errors } = await app.newPage();
    await stampPrerenderedNodes(page);
    await page.goto(app.url('/login'));
    await page.waitForLoadState('networkidle');
    const idField = page.getByLabel('身分證字號');
    assert.equal(await idField.getAttribute('data-from-html'), '1', 'the field is the one the HTML drew');
    await idField.pressSequentially('A123456789');
    await page.getByLabel('密碼').fill('wrong123');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.getByText('帳號或密碼錯誤').first().waitFor();
    await page.getByLabel('密碼').fill('demo1234');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await onPath(page, '/member');
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  it('登入 pressed before the app has loaded: nothing typed goes into the address, the member is logged in once it has', async () => {
    const { page, context, errors } = await app.newPage();
    // The app's code is held back, as on a slow network, until the member has pressed 登入.
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
    await page.goto(app.url('/login'), { waitUntil: 'commit' });
    await page.getByLabel('身分證字號').pressSequentially('A123456789');
    await page.getByLabel('密碼').fill('demo1234');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    // The browser's own submit would have opened /login?root_memIdNum=…&root_passwd=… by now.
    await page.waitForTimeout(500);
    assert.equal(new URL(page.url()).search, '', 'the form was not sent by the browser');
    // Meanwhile the button shows that it is waiting (a turning ring before 登入), from the page's own styles.
    const waiting = await page.getByRole('button', { name: '登入', exact: true }).evaluate((button) => ({
      held: document.documentElement.hasAttribute('data-fenqi-held'),
      ring: getComputedStyle(button, '::before').animationName,
      cursor: getComputedStyle(button).cursor,
    }));
    assert.deepEqual(waiting, { held: true, ring: 'fenqi-held-spin', cursor: 'progress' });
    await page.screenshot({ path: join(ARTIFACTS, 'login-held-submit-360.png') });
    release();
    await onPath(page, '/member');
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-fenqi-held')), false);
    assert.deepEqual(
      addresses.filter((address) => /passwd|memIdNum/.test(address)),
      [],
    );
    // A refused inline script (a CSP without the guard's hash) is logged as an error too.
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  it('a page drawn anew moves nothing as it replaces the loading text (CLS under 0.1)', async () => {
    const { page, context, errors } = await app.newPage({ serviceWorkers: 'block' });
    await logIn(page, app.url);
    const shifted = await recordLayoutShifts(page);
    // Not prerendered: index.html's 資料加載中... shows until the app draws the page.
    assert.ok(!PRERENDERED_ROUTES.some((route) => route.path === '/member/info'));
    await page.goto(app.url('/member/info'));
    await page.getByRole('heading', { name: '基本資料' }).waitFor();
    // Opened again, its code comes from the browser's cache after the HTML has painted.
    await page.reload();
    await page.getByRole('heading', { name: '基本資料' }).waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    // The loading text's top margin (40vh) used to collapse through <body> and push the page down,
    // and the app's page put it back: a shift of 0.4 on every page drawn anew.
    const shift = await shifted();
    assert.ok(shift < 0.1, `layout shift ${shift}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a member’s page taken over on a phone never draws the wide screens’ sidebar, not even for a moment', async () => {
    const { page, context, errors } = await app.newPage({ width: 360, serviceWorkers: 'block' });
    await logIn(page, app.url);
    const shifted = await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const seen = window as unknown as { sidebarDrawn?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('.fenqi-sidebar')) seen.sidebarDrawn = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The server draws as for a wide screen (it cannot know the phone); the app answers so while it
    // takes the page over, then follows the phone: the sidebar the HTML lacks must not come and go.
    await page.goto(app.url('/member/order/list'));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
    const drawn = await page.evaluate(() => (window as unknown as { sidebarDrawn?: boolean }).sidebarDrawn);
    assert.equal(drawn, undefined, 'the sidebar was drawn on a phone');
    const shift = await shifted();
    assert.ok(shift < 0.1, `layout shift ${shift}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a page drawn anew computes none of antd’s styles: they come in the stylesheet index.html links', async () => {
    const { page, context, errors } = await app.newPage({ serviceWorkers: 'block' });
    await logIn(page, app.url);
    const shell = await (await page.request.get(app.url('/member/info'))).text();
    assert.match(shell, /<link href="\/assets\/antd\.[0-9a-f]+\.css" rel="stylesheet">/);
    await page.goto(app.url('/member/info'));
    await page.getByRole('heading', { name: '基本資料' }).waitFor();
    await page.locator('form input').first().waitFor();
    // antd adds a style to the page for each style it computes; it computed only the CSS variables
    // of the theme and its components, which it always writes itself (before the stylesheet: the
    // styles of the layout, the form, every field and button, 45 of them on step 3).
    const computed = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]')].map((style) =>
        (style.textContent ?? '').slice(0, 60),
      ),
    );
    assert.deepEqual(
      computed.filter((css) => !/^\.fenqi-theme[\w.-]*\{--ant-/.test(css)),
      [],
    );
    // And the page looks as antd draws it: a text field has antd's border and radius.
    const input = await page // antd's class is the subject: the frame antd draws around a text field
      .locator('form .ant-input-affix-wrapper')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { radius: style.borderTopLeftRadius, border: style.borderTopStyle };
      });
    assert.deepEqual(input, { radius: '6px', border: 'solid' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("paints the page before the app's scripts start, and starts them in order (start-after-paint.ts)", async () => {
    const { page, context, errors } = await app.newPage();
    // When the page first painted, and when (and in which order) the app's scripts were started.
    await page.addInitScript(() => {
      const seen = window as unknown as { started: { src: string; at: number }[] };
      seen.started = [];
      const append = Element.prototype.appendChild;
      Element.prototype.appendChild = function <T extends Node>(this: Element, node: T): T {
        if (node instanceof HTMLScriptElement && node.src.includes('/assets/'))
          seen.started.push({ src: new URL(node.src).pathname, at: performance.now() });
        return append.call(this, node) as T;
      };
    });
    await page.goto(app.url('/login'));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
    const { paintedAt, started, named } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      started: (window as unknown as { started: { src: string; at: number }[] }).started,
      named: [...document.querySelectorAll('link[data-fenqi-app]')].map((link) => link.getAttribute('href')),
    }));
    assert.ok(named.length > 0, 'the page names its scripts');
    assert.deepEqual(
      // First the page's own, in its order; the chunks the app loads later (webpack appends them too) follow.
      started.slice(0, named.length).map((script) => script.src),
      named,
      'every script named started, in the page order',
    );
    assert.equal(
      new Set(started.map((script) => script.src)).size,
      started.length,
      'no script started twice',
    );
    assert.ok(Number.isFinite(paintedAt), 'the page painted');
    // The paint's time is when the frame was shown, which may come a little after the task that
    // follows it: one frame (16 ms) is allowed; with `defer`, the scripts ran before the frame.
    assert.ok(
      started[0].at >= paintedAt - 16,
      `the first script started at ${started[0].at} ms, before the paint at ${paintedAt} ms`,
    );
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  it("the application's step 3 reloaded: its form from the HTML, the tab's application put in as the app takes it over, keys typed before kept", async () => {
    const { page, context, errors } = await app.newPage();
    await page.goto(app.url(STEP(1)));
    await memberIdentity(page, MING.idNum, MING.password);
    await next(page);
    await onPath(page, STEP(2));
    await choosePlan(page, PHONE_PLAN);
    await next(page);
    await onPath(page, STEP(3));
    await type(page, 'root_lineId', 'ming-line');
    await type(page, 'root_company', '分期科技');
    // Kept on the server once typing rests (a reload before that keeps the tab's copy).
    const kept = () =>
      app.server.db.selectFrom('drafts').select('data_json').where('kind', '=', 'commodity').execute();
    for (
      let tries = 0;
      !(await kept()).some((d) => /ming-line.*分期科技|分期科技.*ming-line/.test(d.data_json));
      tries++
    ) {
      assert.ok(tries < 100, 'the draft was kept');
      await page.waitForTimeout(100);
    }
    // The reload, with the app's code held back (a slow network) while the member goes on typing.
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await stampPrerenderedNodes(page);
    await page.reload({ waitUntil: 'commit' });
    const company = page.locator('#root_company');
    await company.waitFor();
    assert.equal(
      await page.locator('#root_lineId').inputValue(),
      '',
      "the HTML's form holds nothing of anyone's",
    );
    await company.pressSequentially('富邦');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
    await page.waitForFunction(
      () => (document.querySelector('#root_lineId') as HTMLInputElement | null)?.value === 'ming-line',
    );
    assert.equal(
      await company.inputValue(),
      '富邦',
      'typed before the take-over, over the draft of the field',
    );
    assert.equal(new URL(page.url()).pathname, STEP(3), 'steps 1 and 2 came back with the application');
    const fromHtml = await page.locator('.fenqi-brand').getAttribute('data-from-html');
    assert.equal(fromHtml, '1', 'the page was taken over, not drawn anew');
    // What was typed early is the application's now: kept through another reload.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.waitForFunction(
      () => (document.querySelector('#root_company') as HTMLInputElement | null)?.value === '富邦',
    );
    assert.equal(await page.locator('#root_lineId').inputValue(), 'ming-line');
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  it('a guest link without its query is drawn anew as the invalid-link page', async () => {
    const { page, context, errors } = await app.newPage();
    await page.goto(app.url('/member/guarantor'));
    await page.getByText('連結無效').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
