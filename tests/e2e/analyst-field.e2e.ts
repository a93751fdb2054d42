import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { showCase } from '../../src/server/ops/show-case';
import { launchChromium } from './browser';
import { WAIT, choose, next, onPath, shoot, signField, type } from './commodity-wizard';
import { startDevCopy, type DevCopy } from './dev-copy';

/*
 * An analyst's field goes all the way, with no code: on a copy of the repository, only
 * schemas/ and uischemas/ are edited (the guarantor form gets an optional LINE ID with a pattern
 * and a zh-TW message), and the development server the analyst runs picks it up. In Chromium and
 * over the API: the page shows the field and refuses a wrong value with the message, the server
 * refuses it with the same message, a right value is sent, stored and shown back after a reload,
 * in the API's reply, in `ops show` and in the API document.
 */

const FIELD = {
  type: 'string',
  title: 'LINE ID',
  pattern: '^[A-Za-z0-9._-]{4,20}$',
  errorMessage: { pattern: '請輸入正確的 LINE ID' },
};
const LINK = `/member/guarantor?signPath=${DEMO_SIGN_PATHS.guarantor}`;

/** Writes a JSON file of the copy as an analyst's editor would. */
function editJson(path: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}

describe("an analyst's field on the guarantor form (schema files only)", () => {
  let copy: DevCopy;
  let browser: Browser;

  before(async () => {
    copy = await startDevCopy('analyst-field');
    editJson(join(copy.root, 'schemas', 'guarantor.json'), (schema) => {
      (schema.properties as Record<string, unknown>).lineId = FIELD;
    });
    editJson(join(copy.root, 'uischemas', 'guarantor.json'), (ui) => {
      const order = ui['ui:order'] as string[];
      order.splice(order.indexOf('livingAddress') + 1, 0, 'lineId');
      ui.lineId = { 'ui:placeholder': '選填，例如 fenqi.demo' };
    });
    // The server reloads with the edited schema and rebuilds the client it serves.
    await copy.dev.settled();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await copy?.stop();
  });

  const api = (path: string, init?: RequestInit) => fetch(copy.url(path), init);
  const patchAnswers = (lineId: string) =>
    api(`/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        guarLivingCity: '臺北市',
        guarLivingDistrict: '中正區',
        guarLivingAddr: '重慶南路一段122號',
        answers: { lineId },
      }),
    });

  it('is refused with its message on the page and by the server, and lists in the API document', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    await page.goto(copy.url(LINK));
    await page.getByRole('heading', { level: 1, name: '核對資料並簽名' }).waitFor();
    const field = page.locator('#root_lineId');
    await field.fill('ab!');
    await field.blur();
    await page.getByText(FIELD.errorMessage.pattern).first().waitFor();
    await context.close();

    const refused = await patchAnswers('ab!');
    assert.equal(refused.status, 422);
    assert.deepEqual(
      ((await refused.json()) as { details: { path: string; message: string }[] }).details.map(
        ({ path, message }) => [path, message],
      ),
      [['/answers/lineId', FIELD.errorMessage.pattern]],
    );

    const document = (await (await api('/api/docs/json')).json()) as unknown;
    assert.match(JSON.stringify(document), /"lineId":\{[^}]*"pattern":"\^\[A-Za-z0-9\._-\]\{4,20\}\$"/);
  });

  it('is sent, stored with the form, and shown back after a reload, in the API reply and in ops show', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(copy.url(LINK));
    await page.getByRole('heading', { level: 1, name: '核對資料並簽名' }).waitFor();
    await choose(page, 'root_livingAddress_city', '臺北市');
    await choose(page, 'root_livingAddress_district', '中正區');
    await type(page, 'root_livingAddress_address', '重慶南路一段122號');
    await type(page, 'root_lineId', 'fenqi.demo');
    await signField(page, '保證契約簽名');
    await signField(page, '本票簽名');
    await page.getByLabel(/^我已閱讀並同意連帶保證契約 .+ 版及本票（保證人共同發票） .+ 版內容$/).check();
    await next(page, '確認送出');
    await onPath(page, '/member/guarantor/finish');
    const shown = page.getByTestId('form-answers');
    await shown.getByText('fenqi.demo').waitFor();
    await page.reload();
    await page.getByText('您已送出保證人資料').waitFor();
    await shown.getByText('LINE ID').waitFor();
    await shown.getByText('fenqi.demo').waitFor();
    await shoot(page, 'analyst-field-guarantor-sent-360.png');
    assert.deepEqual(errors, []);
    await context.close();

    const view = (await (await api(`/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}`)).json()) as {
      caseNo: string;
      answers?: Record<string, unknown>;
    };
    assert.deepEqual(view.answers, { lineId: 'fenqi.demo' });
    const shownToOperator = await showCase.run(copy.server().ctx, [view.caseNo]);
    assert.ok(
      shownToOperator.some((line) => line.includes('lineId "fenqi.demo"')),
      shownToOperator.join('\n'),
    );
  });
});
