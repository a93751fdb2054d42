import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { passbookSvg } from '../../src/server/demo/demo-document-svg';
import { findOpsCommand } from '../../tools/ops';
import { shoot, WAIT } from './commodity-wizard';
import { MEI, MING, logIn, startLiveApp, type LiveApp } from './live-app';

/** 林小美 of the demo data (README): her application waits for a supplement (存摺封面). */

/** A sharp photo of 林小美's passbook cover: what her supplement note asks for. */
function sharpPassbook(): Promise<Buffer> {
  const subject = {
    name: '林小美',
    productName: '筆電電腦',
    productModelNo: null,
    seed: 1,
    day: '2026/11/27',
  };
  return sharp(Buffer.from(passbookSvg(subject, '123456789012')))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The demo cases by state (seed-demo.ts order: approved, repaying, completed, rejected, cancelled, supplement). */
const CASE = { repaying: 2, completed: 3, rejected: 4, cancelled: 5, supplement: 6 } as const;

/**
 * Order documents and supplements in Chromium against the real server (demo data, production build): signed cases show
 * the member's own signatures and documents, ended ones no empty boxes; a supplement sent is seen
 * by the member, their home and the reviewer; a case that does not exist is said once; the mid
 * clause page is named as its link and keeps the member frame. Each state is photographed at 360
 * and 1280 px.
 */
describe('order documents and supplements in Chromium', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('order-documents');
  });
  after(() => app?.stop());

  const detail = (page: Page) => page.getByTestId('order-detail');
  const tiles = (section: Locator) => section.getByTestId('document-tile');
  const sectionOf = (page: Page, heading: string) =>
    detail(page).locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });

  /** Opens a case's detail and waits until every picture in it has loaded. */
  async function openDetail(page: Page, caseId: number): Promise<void> {
    await page.goto(app.url(`/member/order/list?caseId=${caseId}`));
    await detail(page).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="order-detail"] img')].every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
  }

  /** The open drawer photographed whole at `width`: the window is made as tall as its content. */
  async function shootDrawer(page: Page, name: string, width: number): Promise<void> {
    await page.setViewportSize({ width, height: 780 });
    // antd's classes are the subject: the drawer's drawn parts give the screenshot's height.
    const height = await page.evaluate(() => {
      const header = document.querySelector('.ant-drawer-header')?.getBoundingClientRect().height ?? 0;
      const body = document.querySelector('.ant-drawer-body')?.scrollHeight ?? 0;
      return Math.ceil(header + body + 8);
    });
    await page.setViewportSize({ width, height: Math.max(780, height) });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shoot(page, `order-docs-${name}-${width}.png`);
    await page.setViewportSize({ width: 360, height: 780 });
  }

  /** The tiles of a section as caption → whether the member's own file shows. */
  async function tileStates(section: Locator): Promise<Record<string, string>> {
    const states: Record<string, string> = {};
    for (const tile of await tiles(section).all()) {
      const caption = (await tile.locator('.fenqi-doc-caption').innerText()).trim();
      states[caption] = (await tile.getAttribute('data-present')) ?? '?';
    }
    return states;
  }

  it('shows a signed case its signatures, declaration and 對保 photo, an ended one no empty boxes', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, app.url, MING);
    for (const [state, id] of [
      ['repaying', CASE.repaying],
      ['completed', CASE.completed],
    ] as const) {
      await openDetail(page, id);
      const signatures = sectionOf(page, '簽名與對保');
      assert.deepEqual(await tileStates(signatures), {
        分期契約簽名: 'yes',
        本票簽名: 'yes',
        申請聲明書: 'yes',
        對保照片: 'yes',
      });
      assert.equal(await detail(page).getByText('未上傳').count(), 0, state);
      assert.equal(await detail(page).getByText('尚未提供').count(), 0, state);
      assert.equal(await tiles(sectionOf(page, '申請與補充文件')).count(), 4, state);
      await shootDrawer(page, `order-detail-${state}`, 360);
      await shootDrawer(page, `order-detail-${state}`, 1280);
    }
    for (const [state, id] of [
      ['rejected', CASE.rejected],
      ['cancelled', CASE.cancelled],
    ] as const) {
      await openDetail(page, id);
      assert.equal(await detail(page).getByRole('heading', { name: '簽名與對保' }).count(), 0, state);
      assert.equal(
        await detail(page)
          .getByText(/未上傳|尚未提供/)
          .count(),
        0,
        state,
      );
      assert.equal(await tiles(sectionOf(page, '申請與補充文件')).count(), 4, state);
      await shootDrawer(page, `order-detail-${state}`, 360);
      await shootDrawer(page, `order-detail-${state}`, 1280);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sees a supplement sent: status, alert, tile, home and the reviewer', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, app.url, MEI);
    await page.getByText('請上傳補件').waitFor();

    await openDetail(page, CASE.supplement);
    assert.equal(await detail(page).getByTestId('case-status').innerText(), '待補件');
    // The alerts' kinds are the subject: antd's Alert tells warning from info by its class alone.
    await detail(page).locator('.ant-alert-warning').waitFor();
    await shootDrawer(page, 'order-detail-supplement-before', 360);
    await shootDrawer(page, 'order-detail-supplement-before', 1280);

    await page
      .getByTestId('supplement-input')
      .setInputFiles({ name: '存摺封面-清晰.jpg', mimeType: 'image/jpeg', buffer: await sharpPassbook() });
    // The chosen file is looked at first, then sent.
    await detail(page).getByRole('img', { name: '預覽：存摺封面-清晰.jpg' }).waitFor();
    await detail(page)
      .getByRole('button', { name: /送出補件/ })
      .click();
    await detail(page).getByText('已收到您的補件，我們將儘速為您審核。').waitFor();
    await detail(page).getByText('補件 1：存摺封面-清晰.jpg').waitFor();
    await detail(page).getByTestId('case-status').getByText('審核中').waitFor();
    assert.equal(await detail(page).locator('.ant-alert-warning').count(), 0);
    await detail(page).locator('.ant-alert-info').getByText('補件已收到，審核中').waitFor();
    const tile = detail(page).locator('[data-testid="document-tile"]', {
      hasText: '補件 1：存摺封面-清晰.jpg',
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="order-detail"] img')].every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    assert.equal(await tile.locator('img').count(), 1);
    await page.getByTestId('case-card').getByTestId('case-status').getByText('審核中').waitFor();
    await shootDrawer(page, 'order-detail-supplement-after', 360);
    await shootDrawer(page, 'order-detail-supplement-after', 1280);

    await page.goto(app.url('/member'));
    await page.getByText('進行中的案件（1）').waitFor();
    assert.equal(await page.getByText('請上傳補件').count(), 0);
    assert.equal(await page.getByText(/需要您處理/).count(), 0);

    // The reviewer learns of it.
    const ops = async (name: string, ...args: string[]) => {
      const command = findOpsCommand(name);
      assert.ok(command && !('onDatabaseFile' in command));
      return command.run(app.server.ctx, args);
    };
    const listed = (await ops('list', 'reviewing')).join('\n');
    assert.match(listed, /F223456786.*\[補件 1 件, newest /);
    const number = /^(FQ\d+)/.exec(listed.split('\n').find((l) => l.includes('F223456786')) ?? '')?.[1] ?? '';
    const shown = (await ops('show', number)).join('\n');
    assert.match(shown, /member:\d+ {2}supplement → reviewing {2}補件已收到，審核中：存摺封面-清晰\.jpg/);
    assert.match(shown, / 8 補件 {2}存摺封面-清晰\.jpg /);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('says once that a case does not exist: the §8 dialog, no drawer, no 重試', async () => {
    const { context, page } = await app.newPage({ timeout: WAIT });
    await logIn(page, app.url, MING);
    await page.goto(app.url('/member/order/list?caseId=99999'));
    const dialog = page.getByRole('dialog');
    await dialog.getByText('查無此案件。').waitFor();
    await page.waitForTimeout(500); // the drawer would have opened by now
    assert.equal(await dialog.count(), 1);
    assert.equal(await page.getByRole('button', { name: /重\s*試/ }).count(), 0);
    await shoot(page, 'order-docs-order-missing-case-360.png');
    // antd's motion class: the dialog's zoom-in runs until it goes (no role or state tells it).
    await page.locator('.fenqi-dialog.ant-zoom-appear').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '確定' }).click();
    await page.waitForURL((u) => u.pathname === '/member/order/list' && !u.searchParams.has('caseId'));
    await page.getByTestId('case-card').first().waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);
    await context.close();
  });

  it('names the mid clause page as its link, with its publication day and the member sidebar at 1280 px', async () => {
    const { context, page, errors } = await app.newPage({ width: 1280, timeout: WAIT });
    await logIn(page, app.url, MING);
    await page.goto(app.url('/member/info'));
    const title = '個人資料蒐集、處理及利用告知事項';
    await page.getByRole('link', { name: `閱讀${title}` }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('版本 2024.06').waitFor();
    await page.getByText('2024/06/03 公告').waitFor();
    assert.match(await page.title(), new RegExp(`^${title}`));
    await page.locator('.fenqi-sidebar').getByText('基本資料').waitFor();
    await shoot(page, 'order-docs-mid-clause-1280.png');
    await page.setViewportSize({ width: 360, height: 780 });
    await shoot(page, 'order-docs-mid-clause-360.png');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
