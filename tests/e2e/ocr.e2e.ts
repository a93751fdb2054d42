import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { renderSampleIdCard } from '../../src/server/ocr/sample-id-card';
import { startAppServer, type AppServer } from './app-server';
import { ARTIFACTS, fullPageShot, CHROMIUM, launchChromium, settleAnimations } from './browser';
import { onPath } from './commodity-wizard';

const DEMO = { idNum: 'A123456789', password: 'demo1234' };

/**
 * One video frame for Chromium's fake camera (Y4M, 4:2:0): the card, 780 px wide (inside the
 * guide frame at any width), lying on a grey table in a 1280 × 720 picture.
 */
async function cameraVideo(card: Buffer): Promise<Buffer> {
  const [width, height] = [1280, 720];
  const scaled = await sharp(card).resize({ width: 780 }).toBuffer();
  const { data } = await sharp({ create: { width, height, channels: 3, background: '#8a8f88' } })
    .composite([{ input: scaled, gravity: 'center' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc(u.length);
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      const at = (row * width + col) * 3;
      const [r, g, b] = [data[at], data[at + 1], data[at + 2]];
      y[row * width + col] = Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16);
      if (row % 2 === 0 && col % 2 === 0) {
        const half = (row / 2) * (width / 2) + col / 2;
        u[half] = Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128);
        v[half] = Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128);
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  return Buffer.concat([header, y, u, v]);
}

/**
 * The ID-card capture in Chromium against the real server and its local reader (tesseract): the
 * tester page, then /ocr → /ocr/page → the application's step 1. Headless Chromium has no camera,
 * so pictures go in through the file-input fallback, as on a phone that refuses the camera.
 * Each read takes the reader a few seconds.
 */
describe('ID-card capture (OCR) in Chromium (real server, production build)', () => {
  let browser: Browser;
  let server: AppServer;
  let cardFile: string;
  let videoFile: string;
  let tempDir: string;

  before(async () => {
    tempDir = mkdtempSync(join(tmpdir(), 'fenqi-ocr-e2e-'));
    cardFile = join(tempDir, 'id-card-front.png');
    const card = await renderSampleIdCard({
      idCardNo: DEMO.idNum,
      birth: '民國 84年 5月 5日',
      issue: '民國 109年 5月 1日 (北市) 換發',
    });
    writeFileSync(cardFile, card);
    videoFile = join(tempDir, 'camera.y4m');
    writeFileSync(videoFile, await cameraVideo(card));
    server = await startAppServer();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(tempDir, { recursive: true, force: true });
  });

  /** A fresh context (own storage) and page, recording console errors and uncaught exceptions. */
  async function newPage(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-TW' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    return { context, page, errors };
  }

  const url = (path: string) => server.baseUrl + path;
  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  /** The reader answers applicants only: the tester page's form gets the commodity token (this tab). */
  async function getToken(page: Page): Promise<void> {
    await page.goto(url('/member/test-id-ocr'));
    await page.getByLabel('身分證字號').fill(DEMO.idNum);
    await page.getByLabel('密碼').fill(DEMO.password);
    await page.getByRole('button', { name: '取得憑證' }).click();
    await page.getByText('已取得分期申請憑證').waitFor();
  }

  it('reads a card on the tester page and shows the raw reply with its timing', async () => {
    const { context, page, errors } = await newPage(360);
    await getToken(page);
    // No camera in headless Chromium: the view says so, and the file button stays.
    await page.getByRole('alert').filter({ hasText: /相機/ }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(cardFile);
    const reply = page.getByLabel('辨識回應');
    await reply.waitFor({ timeout: 60_000 });
    const body = JSON.parse((await reply.textContent()) ?? '{}') as Record<string, unknown>;
    assert.equal(body.idCardNo, DEMO.idNum);
    assert.equal(body.birthDate, '1995-05-05');
    await page.getByText('HTTP 200').waitFor();
    await page.getByText(/^耗時 \d+ ms$/).waitFor();
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'test-id-ocr-360.png'));
    assert.ok(await fitsWidth(page), '/member/test-id-ocr overflows at 360 px');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('captures the card at /ocr, shows it at /ocr/page and applies with it', async () => {
    const { context, page, errors } = await newPage(360);
    await getToken(page);
    await page.goto(url('/ocr'));
    await page.getByRole('heading', { name: '拍攝身分證正面' }).waitFor();
    await page.getByRole('button', { name: '改用相簿或相機拍照' }).waitFor();
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'ocr-360.png'));
    assert.ok(await fitsWidth(page), '/ocr overflows at 360 px');

    await page.locator('input[type="file"]').setInputFiles(cardFile);
    await page.getByText('辨識中，請稍候…').waitFor();
    // The front is read: on to the back, which the member skips.
    await page.getByRole('heading', { name: '拍攝身分證反面' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '略過反面' }).click();
    await page.getByRole('heading', { name: '確認身分證資料' }).waitFor();
    assert.equal(await page.getByLabel('身分證字號').inputValue(), DEMO.idNum);
    await page.getByLabel('姓名').fill('王大明');
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'ocr-review-360.png'));
    assert.ok(await fitsWidth(page), 'the /ocr review overflows at 360 px');
    await page.getByRole('button', { name: '確認資料' }).click();

    await onPath(page, '/ocr/page');
    await page.getByText(DEMO.idNum).waitFor();
    await page.getByText('王大明').waitFor();
    await page.getByText('民國 84 年 5 月 5 日').waitFor();
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'ocr-page-360.png'));
    assert.ok(await fitsWidth(page), '/ocr/page overflows at 360 px');
    const stored = await page.evaluate(() => sessionStorage.getItem('fenqi.idCardOcr'));
    assert.equal((JSON.parse(stored ?? '{}') as { idCardNo?: string }).idCardNo, DEMO.idNum);

    await page.getByRole('button', { name: '以此資料申請分期' }).click();
    await onPath(page, '/member/commodity-loans/step1');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('explains /ocr/page without a capture and offers the camera; lays out at 1280 px', async () => {
    const { context, page, errors } = await newPage(1280);
    await page.goto(url('/ocr/page'));
    await page.getByText('尚無身分證資料').waitFor();
    await page.getByRole('button', { name: '拍攝身分證' }).click();
    await onPath(page, '/ocr');
    // Without an application token the photo cannot be read: the page says so and offers typing in.
    await page.getByText('尚未登入分期申請，無法自動辨識身分證').waitFor();
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'ocr-1280.png'));
    await page.getByRole('button', { name: '手動填寫資料' }).click();
    await page.getByLabel('身分證字號').fill('A12345678');
    await page.getByRole('button', { name: '確認資料' }).click();
    await page.getByText('身份證字號錯誤').waitFor();
    await page.getByLabel('身分證字號').fill(DEMO.idNum);
    await page.getByRole('button', { name: '確認資料' }).click();
    await onPath(page, '/ocr/page');
    await page.getByText(DEMO.idNum).waitFor();
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'ocr-page-1280.png'));
    assert.ok(await fitsWidth(page), '/ocr/page overflows at 1280 px');
    assert.deepEqual(errors, []);
    await context.close();
  });
  it('photographs the card with the live camera: the guide crop is read (Chromium fake camera)', async () => {
    // A browser with a camera that plays the card, the permission granted.
    const cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${videoFile}`,
      ],
    });
    try {
      const context = await cameraBrowser.newContext({
        viewport: { width: 360, height: 800 },
        locale: 'zh-TW',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      await getToken(page);
      await page.goto(url('/ocr'));
      await page.getByTestId('camera-guide').waitFor();
      const shutter = page.getByRole('button', { name: '拍照', exact: true });
      // Enabled once the video has its first frame.
      await page.locator('button[aria-label="拍照"]:not([disabled])').waitFor();
      await settleAnimations(page);
      await fullPageShot(page, join(ARTIFACTS, 'ocr-camera-360.png'));
      await shutter.click();
      await page.getByRole('heading', { name: '拍攝身分證反面' }).waitFor({ timeout: 60_000 });
      // The camera is stopped while the photo is read, and opened again for the back.
      await page.getByRole('button', { name: '略過反面' }).click();
      assert.equal(await page.getByLabel('身分證字號').inputValue(), DEMO.idNum);
      assert.ok(await fitsWidth(page), 'the camera view overflows at 360 px');
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await cameraBrowser.close();
    }
  });
});
