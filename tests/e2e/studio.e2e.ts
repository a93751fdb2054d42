import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, fullPageShot, launchChromium } from './browser';
import { STEP, WAIT, choosePlan, memberIdentity, next, onPath } from './commodity-wizard';
import { startDevCopy, type DevCopy } from './dev-copy';
import { MING } from './live-app';

/**
 * Puts the cursor at the end of line `line` of the editor `label`, with the editor's own go-to-line
 * (Ctrl+Alt+G): CodeMirror renders only the lines in view, so a line is not reliably clicked.
 */
async function endOfLine(page: Page, label: string, line: number): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
  await page.getByTestId(`editor-${label}`).locator('.cm-content').focus();
  await page.keyboard.press('Control+Alt+g');
  await page.locator('.cm-goto-line input').fill(String(line));
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
}

/** The 1-based number of the first line of a file that holds `text`. */
function lineOf(path: string, text: string): number {
  return (
    readFileSync(path, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  );
}

const caseStatus = (page: Page, file: string) =>
  page.getByTestId(`studio-case-${file}`).getAttribute('data-status');

async function waitForCase(page: Page, file: string, status: 'pass' | 'fail'): Promise<void> {
  await page
    .getByTestId(`studio-case-${file}`)
    .and(page.locator(`[data-status="${status}"]`))
    .waitFor({ timeout: WAIT });
}

/**
 * The analysts' studio (done-when) in Chromium against the development server `npm
 * start` runs outside production, on a copy of the repository's schemas/, uischemas/, fixtures/
 * and build: an optional field with a §5 keyword is added in the editor through its completion,
 * shows in the preview, a fixture case fails and passes as the schema changes, a new case is made
 * from the preview's data, the change is saved through the diff, and the app's own form — rebuilt
 * by the server — shows the field.
 */
describe('form studio in Chromium (development server, a copy of the repository)', () => {
  let root: string;
  let copy: DevCopy;
  let browser: Browser;
  let url: (path: string) => string;

  before(async () => {
    copy = await startDevCopy('studio');
    ({ root, url } = copy);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await copy?.stop();
  });

  it('adds a field with a §5 keyword, runs the fixtures live, saves with a diff, and the app shows it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-TW' });
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(url('/studio/commodityApplicant'));
    await page.getByTestId('studio-fixture-summary').filter({ hasText: '全部通過' }).waitFor();

    // The field, typed into the schema editor; its §5 keyword picked from the completion.
    const schemaFile = join(root, 'schemas', 'commodityApplicant.json');
    await endOfLine(page, 'schema', lineOf(schemaFile, '"properties": {'));
    await page.keyboard.insertText(
      '\n"backupPhone": { "type": "string", "title": "備用手機", "maxLength": 10, ',
    );
    await page.keyboard.type('"mobile_p');
    const completion = page.locator('.cm-tooltip-autocomplete');
    await completion.getByText('mobile_phone', { exact: true }).waitFor();
    // CodeMirror ignores Enter for its first 75 ms (interactionDelay), so a fast typist's Enter is a newline.
    await page.waitForTimeout(200);
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('true },');
    const preview = page.getByTestId('studio-preview');
    await preview.getByLabel('備用手機').waitFor();
    assert.doesNotMatch(readFileSync(schemaFile, 'utf8'), /backupPhone/, 'nothing is written before saving');

    // An accepting case's data, then a phone number the keyword rejects: saved as a new case.
    await page.getByText('accept-other-career.json').click();
    await page.getByRole('button', { name: '把這個案例的資料載入預覽' }).click();
    await preview.getByLabel('備用手機').fill('0212345678');
    await preview.getByLabel('備用手機').blur();
    await preview.getByText('手機').filter({ hasText: /格式/ }).first().waitFor();
    await page.getByRole('button', { name: '把目前的資料存成新的測試案例' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('存成「應擋下」的案例').waitFor();
    await dialog.getByLabel('案例檔名').fill('backup-phone');
    await dialog.getByLabel('案例說明').fill('備用手機不是手機號碼');
    await dialog.getByRole('button', { name: '加入案例' }).click();
    await waitForCase(page, 'reject-backup-phone.json', 'pass');
    // The new case's file opens in the editor, as it will be saved.
    // antd's class: only the collapse's item holds a header with its panel (no aria-controls ties them).
    const newCase = page.locator('.ant-collapse-item', {
      has: page.getByTestId('studio-case-reject-backup-phone.json'),
    });
    await newCase.getByText('reject-backup-phone.json').click();
    // Clicked once the panel has finished opening, as a person would: a click that lands while
    // antd's collapse motion still runs on a loaded machine can be lost (as with a dialog's zoom).
    await newCase.getByRole('button', { expanded: true }).waitFor();
    await page.locator('[class*="motion-collapse"]').first().waitFor({ state: 'detached' });
    await newCase.getByRole('button', { name: '編輯這個案例檔' }).click();
    await page.getByTestId('editor-測試案例').getByText('備用手機不是手機號碼').waitFor();

    // Making the field required fails the accepting cases; undoing it passes them again.
    await page.waitForTimeout(600);
    // Lines above the field's are as on disk.
    await endOfLine(page, 'schema', lineOf(schemaFile, '"required": ['));
    await page.keyboard.insertText(' "backupPhone",');
    await waitForCase(page, 'accept-other-career.json', 'fail');
    assert.equal(await caseStatus(page, 'reject-backup-phone.json'), 'pass');
    await page.keyboard.press('Control+z');
    await waitForCase(page, 'accept-other-career.json', 'pass');
    await page.getByTestId('studio-fixture-summary').filter({ hasText: '全部通過' }).waitFor();
    await fullPageShot(page, join(ARTIFACTS, 'studio-1280.png'));

    // Saving shows each file's change first, then writes it formatted.
    await page.getByRole('button', { name: /^儲存變更（2 個檔案）/ }).click();
    const diff = page.getByRole('dialog');
    await diff
      .getByLabel('schemas/commodityApplicant.json 的變更')
      .locator('.added', { hasText: 'backupPhone' })
      .waitFor();
    await diff.getByText('fixtures/commodityApplicant/reject-backup-phone.json（新檔案）').waitFor();
    await diff.getByRole('button', { name: '儲存 2 個檔案' }).click();
    await page.getByText('已儲存 2 個檔案').waitFor();
    const saved = JSON.parse(readFileSync(join(root, 'schemas', 'commodityApplicant.json'), 'utf8')) as {
      properties: Record<string, unknown>;
    };
    assert.deepEqual(saved.properties.backupPhone, {
      type: 'string',
      title: '備用手機',
      maxLength: 10,
      mobile_phone: true,
    });
    assert.ok(existsSync(join(root, 'fixtures', 'commodityApplicant', 'reject-backup-phone.json')));

    // The server reloads and rebuilds the client: the app's own step 3 shows the field.
    await copy.dev.settled();
    const app = await context.newPage();
    await app.goto(url(STEP(1)));
    await memberIdentity(app, MING.idNum, MING.password);
    await next(app);
    await onPath(app, STEP(2));
    await choosePlan(app, {
      name: '手機分期 0 利率專案',
      career: '一般上班族',
      amount: 24000,
      installment: '12 期（月利率 0.99%）',
    });
    await next(app);
    await onPath(app, STEP(3));
    await app.getByLabel('備用手機').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
