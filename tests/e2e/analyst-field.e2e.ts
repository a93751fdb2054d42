import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { showCase } from '../../tools/ops/show-case';
import { launchChromium } from './browser';
import { contractText } from '../../src/contracts/contract-texts';
import { versionLabel } from '../../src/contracts/render-contract';
import { WAIT, choose, next, onPath, shoot, signField, type } from './commodity-wizard';
import { pdfText } from '../support/pdf-text';
import { startDevCopy, type DevCopy } from './dev-copy';
import { walkRaisedAmountMinimum } from './analyst-amount-bound';
import { addOlderApplicantField, walkOlderApplicantField } from './analyst-field-older';
import { raiseAmountMinimum } from '../support/analyst-schema-change';
import { MING, logIn } from './live-app';
import { insertTestCase } from '../api/guest-fixtures';
import { sendIdVerifyFromStep1 } from './id-verify-walk';

/*
 * An analyst's field goes all the way, with no code: on a copy of the repository, only
 * schemas/ and uischemas/ are edited (each form that sends — the guarantor's, the vehicle-loan
 * signer's, the minor's guardians', 對保's — gets an optional LINE ID with a pattern
 * and a zh-TW message), and the development server the analyst runs picks it up. In Chromium and
 * over the API, for each form: the page shows the field and refuses a wrong value with the
 * message, the server refuses it with the same message, a right value is sent, stored and shown
 * back after a reload, in the API's reply, in `ops show` and in the API document. The same copy
 * (one development server, one client rebuild) also carries a raised minimum amount on the
 * commodity plan (analyst-amount-bound.ts) and a field added to the older order flow
 * (analyst-field-older.ts), walked after the forms above.
 */

const FIELD = {
  type: 'string',
  title: 'LINE ID',
  pattern: '^[A-Za-z0-9._-]{4,20}$',
  errorMessage: { pattern: '請輸入正確的 LINE ID' },
};

/** Where a form is met: its page, the API path that reads and takes it, and the case it is part of. */
interface FormTarget {
  link: string;
  apiPath: string;
  /** The member's session for a member's form: the page logs in first, the API calls carry it. */
  bearer?: string;
  /** A member's form: the case whose order detail shows the answers back. */
  caseId?: number;
  /** Brings an opened page to the form (steps before it), when the link does not open on it. */
  reach?: (page: Page) => Promise<void>;
}

/** A form that sends, as a person meets it: where, its send over the API, and its walk. */
interface SendingForm {
  form: string;
  /** The field the LINE ID follows in the form's order. */
  after: string;
  heading: string;
  /** Made once on the copy (a case of its own, a login, where the form needs them). */
  target: (copy: DevCopy) => Promise<FormTarget>;
  /** The send over the API with `lineId` as its extra answer. */
  send: (lineId: string) => RequestInit;
  /** Fills the form's own fields and sends it, from the form to its finish. */
  walk: (page: Page) => Promise<void>;
  finishPath: string;
  /**
   * What the page says once the form was sent, after a reload: a finish page that stays (its
   * text), or a form opened again on what was kept (`reopened`).
   */
  sentAgain: string | 'reopened';
  /** Who signs a contract with the form: the signed PDF's record then prints the answers. */
  signer?: 'guarantor' | 'vehicleSigner' | 'applicant';
  /** The case number and the kept answers in the API's reply for the form. */
  shownBack: (reply: unknown) => { caseNo: string; answers?: unknown };
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A session of the demo member over the API. */
async function memberToken(copy: DevCopy): Promise<string> {
  const login = await fetch(
    copy.url(`/api/v2/members/login?idNum=${MING.idNum}`),
    json('POST', { passwd: MING.password }),
  );
  return ((await login.json()) as { token: string }).token;
}

const FORMS: SendingForm[] = [
  {
    form: 'guarantor',
    signer: 'guarantor',
    after: 'livingAddress',
    heading: '核對資料並簽名',
    target: () =>
      Promise.resolve({
        link: `/member/guarantor?signPath=${DEMO_SIGN_PATHS.guarantor}`,
        apiPath: `/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}`,
      }),
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
    shownBack: (reply) => reply as { caseNo: string; answers?: unknown },
  },
  {
    form: 'vehicleLoanSignature',
    signer: 'vehicleSigner',
    after: 'signature',
    heading: '核對並簽名',
    target: () =>
      Promise.resolve({
        link: `/member/vehicleLoans?signPath=${DEMO_SIGN_PATHS.vehicleLoan}`,
        apiPath: `/api/v2/guests/vehicle-loans/signPath=${DEMO_SIGN_PATHS.vehicleLoan}`,
      }),
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
    shownBack: (reply) => reply as { caseNo: string; answers?: unknown },
  },
  {
    form: 'minorGuardians',
    after: 'appMinorFaday2Cellphone',
    heading: '聯絡手機',
    // The demo member's own case of a minor applicant, reached after the member logs in and the
    // guardian agrees on the step before.
    target: async (copy) => {
      const { ctx } = copy.server();
      const member = await ctx.db
        .selectFrom('members')
        .select('id')
        .where('id_num', '=', MING.idNum)
        .executeTakeFirstOrThrow();
      const { id, caseNo } = await insertTestCase(ctx, member.id, {
        applicant: { name: '王小弟', birthDate: '2010-03-01' },
      });
      const token = await memberToken(copy);
      return {
        link: `/member/minor-agreement?appCaseNo=${caseNo}`,
        apiPath: `/api/v2/members/minor/detail?appCaseNo=${caseNo}&access_token=${token}`,
        bearer: token,
        caseId: id,
        reach: async (page) => {
          await page.getByLabel('法定代理人姓名').fill('王大明');
          await page.getByLabel('父', { exact: true }).check();
          await page.getByLabel(/我已閱讀並同意/).check();
          await next(page, '下一步');
          await onPath(page, '/member/minor-agreement/check');
        },
      };
    },
    send: (lineId) => json('PUT', { appMinorFaday1Cellphone: '0912345678', answers: { lineId } }),
    walk: async (page) => {
      await type(page, 'root_appMinorFaday1Cellphone', '0912345678');
      await type(page, 'root_lineId', 'fenqi.demo');
      await next(page, '確認送出');
    },
    finishPath: '/member/minor-agreement/confirm',
    // The guardians' link opens again on the agreement, then the phones as they were kept.
    sentAgain: 'reopened',
    shownBack: (reply) => {
      const { result } = reply as { result: { appCaseNo: string; answers?: unknown } };
      return { caseNo: result.appCaseNo, answers: result.answers };
    },
  },
  {
    form: 'idVerifyApplicant',
    signer: 'applicant',
    after: 'passbookNo',
    heading: '核對資料',
    // 對保 of the demo member's approved case.
    target: async (copy) => {
      const approved = await copy
        .server()
        .ctx.db.selectFrom('cases')
        .innerJoin('members', 'members.id', 'cases.member_id')
        .select('cases.id')
        .where('members.id_num', '=', MING.idNum)
        .where('cases.status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return {
        link: `/member/idVerify/step1?caseId=${approved.id}`,
        apiPath: `/api/v2/members/cases/${approved.id}/id-verify`,
        bearer: await memberToken(copy),
        caseId: approved.id,
      };
    },
    send: (lineId) =>
      json('POST', {
        name: '王大明',
        passbookAccountName: '王大明',
        passbookBankCode: '004',
        passbookBankBranchCode: '0040037',
        passbookNo: '123456789012',
        answers: { lineId },
      }),
    walk: async (page) => {
      await type(page, 'root_lineId', 'fenqi.demo');
      await sendIdVerifyFromStep1(page);
    },
    finishPath: '/member/idVerify/finish',
    sentAgain: '此案件已完成對保。',
    shownBack: (reply) => reply as { caseNo: string; answers?: unknown },
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
    // The member-info form sends itself whole (PUT /members/info): the field goes after the LINE ID it has.
    for (const { form, after } of [...FORMS, { form: 'memberInfo', after: 'memLineId' }]) {
      editJson(join(copy.root, 'schemas', `${form}.json`), (schema) => {
        (schema.properties as Record<string, unknown>).lineId = FIELD;
      });
      editJson(join(copy.root, 'uischemas', `${form}.json`), (ui) => {
        const order = ui['ui:order'] as string[];
        order.splice(order.indexOf(after) + 1, 0, 'lineId');
        ui.lineId = { 'ui:placeholder': '選填，例如 fenqi.demo' };
      });
    }
    // Two more edits on the same copy, walked last: the amount's minimum raised in the plan form,
    // and a field added to the older order flow's applicant form.
    raiseAmountMinimum(join(copy.root, 'schemas'));
    addOlderApplicantField(copy.root);
    // The server reloads with the edited schemas and rebuilds the client it serves.
    await copy.dev.settled();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await copy?.stop();
  });

  const api = (path: string, init: RequestInit = {}, bearer?: string) =>
    fetch(copy.url(path), {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
    });
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

  // First: the member's record is filled from their newest case, before the cases below add theirs.
  describe('memberInfo', () => {
    it('is refused with its message, saved with the record and shown again after a reload', async () => {
      const token = await memberToken(copy);
      const { context, page } = await phonePage();
      await logIn(page, copy.url);
      await page.goto(copy.url('/member/info'));
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
      const field = page.locator('#root_lineId');
      await field.fill('ab!');
      await field.blur();
      await page.getByText(FIELD.errorMessage.pattern).first().waitFor();

      const record = (await (await api(`/api/v2/members/basic-info?access_token=${token}`)).json()) as Record<
        string,
        unknown
      >;
      const {
        memIdNum: _id,
        isEmailVerified: _verified,
        isLineLinked: _linked,
        filledFromCaseNo: _from,
        ...info
      } = record;
      const refused = await api(
        `/api/v2/members/info?access_token=${token}`,
        json('PUT', { ...info, lineId: 'ab!' }),
      );
      assert.equal(refused.status, 422);
      assert.deepEqual(
        ((await refused.json()) as { details: { path: string; message: string }[] }).details
          .filter(({ path }) => path === '/lineId')
          .map(({ message }) => message),
        [FIELD.errorMessage.pattern],
      );

      await field.fill('fenqi.demo');
      await page.getByRole('button', { name: '儲存' }).click();
      await page.getByText('您的基本資料已更新。').waitFor();
      await page.reload();
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('#root_lineId')?.value === 'fenqi.demo',
      );
      await shoot(page, 'analyst-field-memberInfo-saved-360.png');
      await context.close();
      const saved = (await (await api(`/api/v2/members/basic-info?access_token=${token}`)).json()) as {
        lineId?: string;
      };
      assert.equal(saved.lineId, 'fenqi.demo');
    });
  });

  for (const sending of FORMS) {
    describe(sending.form, () => {
      let target: FormTarget;
      before(async () => {
        target = await sending.target(copy);
      });
      /** A phone page on the form, logged in first when the form is a member's. */
      const onForm = async () => {
        const opened = await phonePage();
        if (target.bearer) await logIn(opened.page, copy.url);
        await opened.page.goto(copy.url(target.link));
        await target.reach?.(opened.page);
        await opened.page.getByRole('heading', { level: 1, name: sending.heading }).waitFor();
        // Typed once the app has taken the page over (a prerendered page may show first).
        await opened.page.waitForFunction(() => document.documentElement.hasAttribute('data-fenqi-ready'));
        return opened;
      };

      it('is refused with its message on the page and by the server', async () => {
        const { context, page } = await onForm();
        const field = page.locator('#root_lineId');
        await field.fill('ab!');
        await field.blur();
        await page.getByText(FIELD.errorMessage.pattern).first().waitFor();
        await context.close();

        const refused = await api(target.apiPath, sending.send('ab!'), target.bearer);
        assert.equal(refused.status, 422);
        assert.deepEqual(
          ((await refused.json()) as { details: { path: string; message: string }[] }).details.map(
            ({ path, message }) => [path, message],
          ),
          [['/answers/lineId', FIELD.errorMessage.pattern]],
        );
      });

      it('is sent, stored with the form, and shown back after a reload, in the API reply and in ops show', async () => {
        const { context, page } = await onForm();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await sending.walk(page);
        await onPath(page, sending.finishPath);
        const shown = page.getByTestId('form-answers');
        await shown.getByText('fenqi.demo').waitFor();
        await page.reload();
        if (sending.sentAgain === 'reopened') {
          await target.reach?.(page);
          await page.waitForFunction(
            () => document.querySelector<HTMLInputElement>('#root_lineId')?.value === 'fenqi.demo',
          );
        } else {
          await page.getByText(sending.sentAgain).waitFor();
          await shown.getByText('LINE ID').waitFor();
          await shown.getByText('fenqi.demo').waitFor();
        }
        await shoot(page, `analyst-field-${sending.form}-sent-360.png`);
        if (target.caseId) {
          // The member's own answers are in the order detail too, under the form's title.
          await page.goto(copy.url(`/member/order/list?caseId=${target.caseId}`));
          const inDetail = page.getByTestId('case-form-answers');
          await inDetail.getByText('LINE ID').waitFor();
          await inDetail.getByText('fenqi.demo').waitFor();
          await shoot(page, `analyst-field-${sending.form}-order-detail-360.png`);
        }
        assert.deepEqual(errors, []);
        await context.close();

        const view = sending.shownBack(await (await api(target.apiPath, {}, target.bearer)).json());
        assert.deepEqual(view.answers, { lineId: 'fenqi.demo' });
        const shownToOperator = await showCase.run(copy.server().ctx, [view.caseNo]);
        assert.ok(
          shownToOperator.some((line) => line.includes('lineId "fenqi.demo"')),
          shownToOperator.join('\n'),
        );
        if (sending.signer) {
          // The signing record of the contract signed with the form prints and seals the answer.
          const { ctx } = copy.server();
          const signed = await ctx.db
            .selectFrom('signed_documents')
            .innerJoin('cases', 'cases.id', 'signed_documents.case_id')
            .select('signed_documents.storage_key')
            .where('cases.case_no', '=', view.caseNo)
            .where('signed_documents.signer_role', '=', sending.signer)
            .orderBy('signed_documents.id', 'desc')
            .executeTakeFirstOrThrow();
          const pdf = join(copy.root, `signed-${sending.form}.pdf`);
          const stream = await ctx.files.read(signed.storage_key);
          assert.ok(stream);
          writeFileSync(pdf, Buffer.concat(await stream.toArray()));
          assert.match(pdfText(pdf), /簽署人填寫的其他資料：LINEID：fenqi\.demo/);
        }
      });
    });
  }

  // Last, as they add a case and a draft of the demo member's own.
  describe("the amount's minimum raised in the plan form only", () => {
    it('tells the bound, keeps what was typed, and holds the step until the amount is within it', () =>
      walkRaisedAmountMinimum(browser, copy));
  });
  describe("an analyst's field on the older order flow", () => {
    it('is refused with its message, kept in the draft, sent with the order and kept with the case', () =>
      walkOlderApplicantField(browser, copy));
  });
});
