import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { WAIT, picture } from './commodity-wizard';
import { logIn, startLiveApp, type LiveApp } from './live-app';

/*
 * A supplement (補件) is looked at before it is sent, on a touch phone at 360 px: choosing a file
 * shows it (a picture's thumbnail, a PDF's name and size) with 移除 and 送出補件 and sends nothing;
 * a send that fails keeps the file for 重新送出.
 */

/** 林小美 of the demo data: her application waits for a supplement. */
const MEI = { idNum: 'F223456786', password: 'demo1234' } as const;
/** Her case waiting for the supplement (seed-demo.ts order). */
const SUPPLEMENT_CASE = 6;

const isUpload = (url: string, method: string) => method === 'POST' && url.includes('/members/tmp-case-file');

describe('a supplement is previewed, then sent (360 px, touch)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('supplement-preview');
  });
  after(() => app?.stop());

  async function openSupplementCase(page: Page) {
    await logIn(page, app.url, MEI);
    await page.goto(app.url(`/member/order/list?caseId=${SUPPLEMENT_CASE}`));
    const detail = page.getByTestId('order-detail');
    await detail.getByRole('button', { name: '選擇檔案' }).waitFor();
    return detail;
  }

  it('shows the chosen file with 移除 and 送出補件, uploads only on 送出, and keeps it through a failed send', async () => {
    const context = await app.browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      locale: 'zh-TW',
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (isUpload(request.url(), request.method())) uploads.push(request.url());
    });
    const detail = await openSupplementCase(page);
    const input = page.getByTestId('supplement-input');
    const preview = detail.getByTestId('supplement-preview');

    // A PDF: its name and size, nothing sent.
    await input.setInputFiles({
      name: '在職證明.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(2048, 1),
    });
    await preview.getByText('在職證明.pdf').waitFor();
    await preview.getByText('2 KB').waitFor();
    await detail.getByRole('button', { name: '移除' }).tap();
    await preview.waitFor({ state: 'detached' });

    // A photo: its thumbnail, drawn.
    await input.setInputFiles({
      name: '存摺封面.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('#eaeaf4'),
    });
    const thumbnail = preview.getByRole('img', { name: '預覽：存摺封面.jpg' });
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
    assert.deepEqual(uploads, [], 'a file was sent before 送出補件');

    // The first send fails: the file stays, with 重新送出.
    await page.route('**/members/tmp-case-file**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"999.503","message":"服務暫停"}',
      }),
    );
    await detail.getByRole('button', { name: /送出補件/ }).tap();
    await detail.locator('.ant-alert-error').waitFor(); // antd's class is the subject: an error alert, not another kind
    await thumbnail.waitFor();
    await page.unroute('**/members/tmp-case-file**');
    await detail.getByRole('button', { name: /重新送出/ }).tap();
    await detail.getByText('已收到您的補件，我們將儘速為您審核。').waitFor();
    await preview.waitFor({ state: 'detached' });
    await detail.getByText(/補件 1：存摺封面\.jpg/).waitFor();
    assert.equal(uploads.length, 2);
    await context.close();
  });
});
