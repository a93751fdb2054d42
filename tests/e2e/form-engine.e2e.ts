import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, fullPageShot, launchChromium, serveBuild, settleAnimations } from './browser';

describe('form engine in Chromium (production build, CSP without unsafe-eval)', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveBuild>>;
  const consoleErrors: string[] = [];

  before(async () => {
    site = await serveBuild();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function open(path: string, width = 360): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    await page.goto(site.baseUrl + path);
    return page;
  }

  it('renders the login form with precompiled validation and zh-TW messages', async () => {
    const page = await open('/studio/login');
    const id = page.getByLabel('身分證字號');
    await id.pressSequentially('a123456788');
    assert.equal(await id.inputValue(), 'A123456788');
    await id.press('Tab');
    await page.getByText('身份證字號錯誤').waitFor();
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'studio-login-360.png'));
    await id.fill('A123456789');
    await page.getByLabel('密碼').fill('demo1234');
    await page.getByRole('button', { name: '登入' }).click();
    const submitted = await page.getByTestId('studio-submitted').textContent();
    assert.deepEqual(JSON.parse(submitted ?? ''), { memIdNum: 'A123456789', passwd: 'demo1234' });
    await page.close();
  });

  it('shows the confirm-password mismatch and no browser validation bubble', async () => {
    const page = await open('/studio/newMember', 1280);
    await page.getByLabel('密碼', { exact: true }).fill('abc12345');
    await page.getByLabel('確認密碼').fill('abc12346');
    await page.getByRole('button', { name: '建立密碼' }).click();
    await page.getByText('兩次密碼輸入不同，請重新確認').waitFor();
    await page.getByText('請勾選同意條款').waitFor();
    await settleAnimations(page);
    const novalidate = await page.locator('form').getAttribute('novalidate');
    assert.notEqual(novalidate, null);
    await fullPageShot(page, join(ARTIFACTS, 'studio-newMember-1280.png'));
    await page.close();
  });

  it('sends every typed character when Enter follows the last keystroke at once, on a slow phone', async () => {
    const page = await open('/studio/login');
    // A keystroke repaints the input; the form takes the value a moment later (src/forms/typed-value.ts).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByLabel('密碼').pressSequentially('demo1234');
    // The ID field holds its value until the form takes it; Enter comes right after the last key.
    await page.getByLabel('身分證字號').pressSequentially('a123456789');
    await page.keyboard.press('Enter');
    const submitted = page.getByTestId('studio-submitted');
    await submitted.waitFor();
    assert.deepEqual(JSON.parse((await submitted.textContent()) ?? ''), {
      memIdNum: 'A123456789',
      passwd: 'demo1234',
    });
    await page.close();
  });

  it('keeps every character typed fast into the largest form, in order, on a slow phone', async () => {
    const page = await open('/studio/commodityApplicant');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const company = page.locator('#root_company');
    const text = 'Fenqi Technology Co 2026';
    // What this test holds is the order and the count of the characters, not their speed (npm run
    // bench times typing): at 4× CPU on a busy 2-core CI machine the 24 keys took over 30 s.
    await company.pressSequentially(text, { timeout: 180_000 });
    assert.equal(await company.inputValue(), text);
    await company.press('Tab');
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="studio-data"]')?.textContent?.includes(expected),
      `"company": "${text}"`,
    );
    assert.equal(await company.inputValue(), text);
    await page.close();
  });

  it('logged no console error on any page', () => {
    assert.deepEqual(consoleErrors, []);
  });
});
