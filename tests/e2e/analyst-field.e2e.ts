import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { showCase } from '../../src/server/ops/show-case';
import { launchChromium } from './browser';
import { contractText } from '../../src/contracts/contract-texts';
import { versionLabel } from '../../src/contracts/render-contract';
import { WAIT, choose, next, onPath, shoot, signField, type } from './commodity-wizard';
import { startDevCopy, type DevCopy } from './dev-copy';

/*
 * An analyst's field goes all the way, with no code: on a copy of the repository, only
 * schemas/ and uischemas/ are edited (each form that sends gets an optional LINE ID with a pattern
 * and a zh-TW message), and the development server the analyst runs picks it up. In Chromium and
 * over the API, for each form: the page shows the field and refuses a wrong value with the
 * message, the server refuses it with the same message, a right value is sent, stored and shown
 * back after a reload, in the API's reply, in `ops show` and in the API document.
 */

const FIELD = {
  type: 'string',
  title: 'LINE ID',
  pattern: '^[A-Za-z0-9._-]{4,20}$',
  errorMessage: { pattern: '請輸入正確的 LINE ID' },
};

/** A form that sends, as a guest meets it: its page, its send over the API, and its walk. */
interface SendingForm {
  form: string;
  /** The field the LINE ID follows in the form's order. */
  after: string;
  link: string;
  heading: string;
  /** The API path the page reads and sends to. */
  apiPath: string;
  /** The send over the API with `lineId` as its extra answer. */
  send: (lineId: string) => RequestInit;
  /** Fills the form's own fields and sends it, from the opened page to its finish. */
  walk: (page: Page) => Promise<void>;
  finishPath: string;
  /** What the link opened again says once the form was sent. */
  sentAgain: string;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const FORMS: SendingForm[] = [
  {
    form: 'guarantor',
    after: 'livingAddress',
    link: `/member/guarantor?signPath=${DEMO_SIGN_PATHS.guarantor}`,
    heading: '核對資料並簽名',
    apiPath: `/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}`,
    send: (lineId) =>
      json('PATCH', {
        guarLivingCity: '臺北市',
        guarLivingDistrict: '中正區',
        guarLivingAddr: '重慶南路一段122號',
        answers: { lineId },
      }),
    walk: async (page) => {
      await choose(page, 'root_livingAddress_city', '臺北市');
      await choose(page, 'root_livingAddress_district', '中正區');
      await type(page, 'root_livingAddress_address', '重慶南路一段122號');
      await type(page, 'root_lineId', 'fenqi.demo');
      await signField(page, '保證契約簽名');
      await signField(page, '本票簽名');
      await page.getByLabel(/^我已閱讀並同意連帶保證契約 .+ 版及本票（保證人共同發票） .+ 版內容$/).check();
      await next(page, '確認送出');
    },
    finishPath: '/member/guarantor/finish',
    sentAgain: '您已送出保證人資料',
  },
  {
    form: 'vehicleLoanSignature',
    after: 'signature',
    link: `/member/vehicleLoans?signPath=${DEMO_SIGN_PATHS.vehicleLoan}`,
    heading: '核對並簽名',
    apiPath: `/api/v2/guests/vehicle-loans/signPath=${DEMO_SIGN_PATHS.vehicleLoan}`,
    // The schema refuses the answer before the picture is read: any PNG data URL will do.
    send: (lineId) => json('POST', { signature: 'data:image/png;base64,AAAA', answers: { lineId } }),
    walk: async (page) => {
      await signField(page, '動產擔保借款約定書簽名');
      await type(page, 'root_lineId', 'fenqi.demo');
      await page
        .getByLabel(`我已閱讀並同意${versionLabel(contractText('vehicle-provider-note'))}內容`)
        .check();
      await next(page, '確認簽署');
    },
    finishPath: '/member/vehicleLoans/finish',
    sentAgain: '此車貸已完成簽署',
  },
];

/** Writes a JSON file of the copy as an analyst's editor would. */
function editJson(path: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}

describe("an analyst's field on each form that sends (schema files only)", () => {
  let copy: DevCopy;
  let browser: Browser;

  before(async () => {
    copy = await startDevCopy('analyst-field');
    for (const { form, after } of FORMS) {
      editJson(join(copy.root, 'schemas', `${form}.json`), (schema) => {
        (schema.properties as Record<string, unknown>).lineId = FIELD;
      });
      editJson(join(copy.root, 'uischemas', `${form}.json`), (ui) => {
        const order = ui['ui:order'] as string[];
        order.splice(order.indexOf(after) + 1, 0, 'lineId');
        ui.lineId = { 'ui:placeholder': '選填，例如 fenqi.demo' };
      });
    }
    // The server reloads with the edited schemas and rebuilds the client it serves.
    await copy.dev.settled();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await copy?.stop();
  });

  const api = (path: string, init?: RequestInit) => fetch(copy.url(path), init);
  const phonePage = async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });
    context.setDefaultTimeout(WAIT);
    return { context, page: await context.newPage() };
  };

  it('lists the field in the API document, in each body that carries it', async () => {
    const document = JSON.stringify((await (await api('/api/docs/json')).json()) as unknown);
    const listed = document.match(/"lineId":\{[^}]*"pattern":"\^\[A-Za-z0-9\._-\]\{4,20\}\$"/g) ?? [];
    assert.ok(listed.length >= FORMS.length, `${listed.length} bodies list lineId`);
  });

  for (const sending of FORMS) {
    describe(sending.form, () => {
      it('is refused with its message on the page and by the server', async () => {
        const { context, page } = await phonePage();
        await page.goto(copy.url(sending.link));
        await page.getByRole('heading', { level: 1, name: sending.heading }).waitFor();
        const field = page.locator('#root_lineId');
        await field.fill('ab!');
        await field.blur();
        await page.getByText(FIELD.errorMessage.pattern).first().waitFor();
        await context.close();

        const refused = await api(sending.apiPath, sending.send('ab!'));
        assert.equal(refused.status, 422);
        assert.deepEqual(
          ((await refused.json()) as { details: { path: string; message: string }[] }).details.map(
            ({ path, message }) => [path, message],
          ),
          [['/answers/lineId', FIELD.errorMessage.pattern]],
        );
      });

      it('is sent, stored with the form, and shown back after a reload, in the API reply and in ops show', async () => {
        const { context, page } = await phonePage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(copy.url(sending.link));
        await page.getByRole('heading', { level: 1, name: sending.heading }).waitFor();
        await sending.walk(page);
        await onPath(page, sending.finishPath);
        const shown = page.getByTestId('form-answers');
        await shown.getByText('fenqi.demo').waitFor();
        await page.reload();
        await page.getByText(sending.sentAgain).waitFor();
        await shown.getByText('LINE ID').waitFor();
        await shown.getByText('fenqi.demo').waitFor();
        await shoot(page, `analyst-field-${sending.form}-sent-360.png`);
        assert.deepEqual(errors, []);
        await context.close();

        const view = (await (await api(sending.apiPath)).json()) as {
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
  }
});
