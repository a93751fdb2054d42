import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { createTestMember } from '../api/member-session';
import { ARTIFACTS, fullPageShot } from './browser';
import { STEP, WAIT, freshTwId, onPath, picture, shoot, uploadedFiles } from './commodity-wizard';
import {
  assertFocusRing,
  check,
  chooseRadio,
  focused,
  pickOption,
  tabTo,
  tabToButton,
  typeInto,
  uploadByKeyboard,
} from './keyboard-wizard';
import { startLiveApp, type LiveApp } from './live-app';

const PASSWORD = 'keys2024x';
const NAME = '鍵盤申';

/** 下一步 (or another text) of the step's navigation, by Tab and Enter. */
async function nextStep(page: Page, text = '下一步'): Promise<void> {
  await tabToButton(page, text);
  await page.keyboard.press('Enter');
}

/** Step 3, as fillApplicant (commodity-wizard.ts) does it with the mouse, by keyboard alone. */
async function applicantByKeyboard(page: Page): Promise<void> {
  await typeInto(page, 'root_name', NAME);
  await pickOption(page, 'root_birthDate', '民國 84 年');
  await pickOption(page, 'root_birthDate_month', '5 月');
  await pickOption(page, 'root_birthDate_day', '5 日');
  await typeInto(page, 'root_email', 'keys@example.com');
  await typeInto(page, 'root_cellPhone', '0912345678');
  await chooseRadio(page, '未婚');
  await pickOption(page, 'root_idCardOptions_issueDate', '民國 109 年');
  await pickOption(page, 'root_idCardOptions_issueDate_month', '5 月');
  await pickOption(page, 'root_idCardOptions_issueDate_day', '1 日');
  await pickOption(page, 'root_idCardOptions_issueLocation', '北市');
  await chooseRadio(page, '換發');
  await pickOption(page, 'root_permanent_city', '臺北市');
  await pickOption(page, 'root_permanent_district', '大安區');
  await typeInto(page, 'root_permanent_address', '復興南路一段1號');
  await check(page, '居住地址同戶籍地址');
  // The contact period is a group of radio buttons: Tab lands on the first, the arrows choose.
  await chooseRadio(page, '下午');
  await chooseRadio(page, '上午');
  await assertFocusRing(page, 'step 3, contact period');
  await pickOption(page, 'root_contactTime_slot', '10:00–11:00');
  await typeInto(page, 'root_firstContact_name', '王大明');
  await pickOption(page, 'root_firstContact_contactRelationId', '父母');
  await typeInto(page, 'root_firstContact_cellPhone', '0922333444');
  await typeInto(page, 'root_secondContact_name', '李小華');
  await pickOption(page, 'root_secondContact_contactRelationId', '朋友');
  await typeInto(page, 'root_secondContact_cellPhone', '0933444555');
  await typeInto(page, 'root_passbookAccountName', NAME);
  await pickOption(page, 'root_passbookBankCode', '004 臺灣銀行', '臺灣銀行');
  await pickOption(page, 'root_passbookBankBranchCode', '營業部（0040037）', '營業部');
  await typeInto(page, 'root_passbookNo', '123456789012');
}

/** Waits until the focus is on `button`: the step has brought the member there, no Tab needed. */
async function focusWaitsOn(page: Page, button: Locator): Promise<void> {
  await page.waitForFunction((element) => document.activeElement === element, await button.elementHandle(), {
    timeout: WAIT,
  });
}

/**
 * Signs a contract of step 5 by typing the name (以鍵盤簽名), every signature it asks for. The
 * first is tabbed to; back from one, the focus already waits on the next contract's button.
 */
async function signContractByKeyboard(page: Page, title: string, { first = false } = {}): Promise<void> {
  if (first) await tabToButton(page, `閱讀並同意${title}`);
  else await focusWaitsOn(page, page.getByRole('button', { name: `閱讀並同意${title}`, exact: true }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: WAIT });
  await tabToButton(page, '我已閱讀，開始簽名');
  await page.keyboard.press('Enter');
  for (let signed = 0; new URL(page.url()).pathname !== STEP(5); signed += 1) {
    assert.ok(signed < 3, `${title}: the pad keeps asking`);
    const label = (await page.locator('.fenqi-signature-pad-label').textContent()) ?? '';
    const now = await focused(page);
    // The pad takes the focus when it opens; after the first signature it opens typing.
    if (now.name !== '以鍵盤簽名' && !now.name.startsWith('以鍵盤簽署')) {
      await tabToButton(page, '以鍵盤簽名');
      await assertFocusRing(page, `${title}: 以鍵盤簽名`);
      await page.keyboard.press('Enter');
    }
    const field = await focused(page);
    assert.match(
      field.name,
      /^以鍵盤簽署.+：請輸入與身分證相同的全名$/,
      `${title}: the name field has focus`,
    );
    await assertFocusRing(page, `${title}: the name field`);
    // A wrong name is refused at the field, and 確認簽名 cannot be reached while it stands.
    await page.keyboard.type('王錯名');
    await page.getByText(`姓名須與申請人姓名「${NAME}」相同`).waitFor({ timeout: WAIT });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(NAME);
    assert.ok((await inkOf(page)) > 200, `${title}: the typed name is not drawn on the pad`);
    if (signed === 0 && title === '分期付款契約') await shoot(page, 'keyboard-sign-360.png');
    await tabToButton(page, '確認簽名');
    await assertFocusRing(page, `${title}: 確認簽名`);
    const stored = page.waitForResponse(
      (r) => r.url().includes('/tmp/files') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const reply = await stored;
    assert.ok(reply.ok(), `${title}: the signature upload answered ${reply.status()}`);
    assert.equal(reply.request().headers()['content-type']?.startsWith('multipart/form-data'), true);
    await page.waitForFunction(
      ([path, before]) =>
        location.pathname === path ||
        document.querySelector('.fenqi-signature-pad-label')?.textContent !== before,
      [STEP(5), label] as const,
      { timeout: WAIT },
    );
  }
}

/** The ink on the open pad (dark pixels of the canvas). */
async function inkOf(page: Page): Promise<number> {
  return page.locator('canvas.fenqi-signature-pad-canvas').evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 128) ink += 1;
    return ink;
  });
}

/**
 * A member applies for a phone loan from logging in to the finish page with the keyboard alone:
 * Tab, Shift+Tab, Enter, Space, the arrows and typed text; the files through the
 * chooser that Enter on a tile opens. The real server and the production build, at 360 px.
 */
describe('keyboard only: log in and apply for a commodity loan (real server, production build)', () => {
  let app: LiveApp;

  before(async () => {
    app = await startLiveApp('keyboard');
  });
  after(() => app?.stop());

  it('logs in, fills steps 1–4, uploads, signs three contracts by typing and sends', async () => {
    const idNum = freshTwId(Date.now() + 17);
    await createTestMember(app.server.ctx, { idNum, password: PASSWORD, email: null });
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    try {
      await applyByKeyboard(page, app.url('/login'), idNum);
    } catch (error) {
      // Where the keyboard got stuck, for the report.
      await fullPageShot(page, join(ARTIFACTS, 'keyboard-failure-360.png'));
      throw error;
    }
    const cases = await app.server.db
      .selectFrom('cases')
      .innerJoin('members', 'members.id', 'cases.member_id')
      .select(['cases.id', 'cases.status'])
      .where('members.id_num', '=', idNum)
      .execute();
    assert.equal(cases.length, 1);
    assert.equal(cases[0].status, 'submitted');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** Everything a member does, from the login page to the finish page, by keyboard. */
async function applyByKeyboard(page: Page, loginUrl: string, idNum: string): Promise<void> {
  // Log in.
  await page.goto(loginUrl);
  await typeInto(page, 'root_memIdNum', idNum);
  await assertFocusRing(page, 'login, ID number');
  await typeInto(page, 'root_passwd', PASSWORD);
  await tabToButton(page, '登入');
  await assertFocusRing(page, 'login, 登入');
  await page.keyboard.press('Enter');
  await onPath(page, '/member');

  // The member home leads to the application.
  await tabToButton(page, '立即申辦分期');
  await assertFocusRing(page, 'home, 立即申辦分期');
  await page.keyboard.press('Enter');
  await onPath(page, STEP(1));

  // Step 1: the member's ID and password, the mid clause.
  await typeInto(page, 'root_idCardNo', idNum);
  await page.getByText('您已是會員，請輸入會員登入密碼繼續申辦。').waitFor({ timeout: WAIT });
  await typeInto(page, 'root_password', PASSWORD);
  await check(page, /我已閱讀並同意/);
  await assertFocusRing(page, 'step 1, the mid clause checkbox');
  await nextStep(page);

  // Step 2: a plan card (a radio group of buttons), career, amount, installments.
  await onPath(page, STEP(2));
  // The cards are one Tab stop; the arrows move along them and choose.
  await tabTo(page, (f) => f.role === 'radio', 'the plan cards');
  await assertFocusRing(page, 'step 2, a plan card');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const plan = await focused(page);
  assert.ok(plan.checked && plan.name.startsWith('手機分期 0 利率專案'), `the chosen plan: ${plan.name}`);
  // Tab leaves the group at once: the next stop is the form's first field.
  await tabTo(page, (f) => f.role !== 'radio', 'past the plan cards', { max: 1 });
  await pickOption(page, 'root_careerTypeId', '一般上班族');
  await assertFocusRing(page, 'step 2, a select');
  await typeInto(page, 'root_amount', '24000');
  await pickOption(page, 'root_interestRateId', '12 期（月利率 0.99%）');
  await page.getByText('每月應繳').first().waitFor({ timeout: WAIT });
  await nextStep(page);

  // Step 3: every required field.
  await onPath(page, STEP(3));
  await applicantByKeyboard(page);
  await nextStep(page);

  // Step 4: the product type (radios), model, and the pictures through their tiles.
  await onPath(page, STEP(4));
  await chooseRadio(page, '手機');
  await typeInto(page, 'root_productModelNo', 'iPhone 16 128GB');
  const jpeg = async (name: string, colour: string) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: await picture(colour),
  });
  await uploadByKeyboard(page, '手機商品照（IMEI）', [await jpeg('imei.jpg', '#dde6f0')]);
  await assertFocusRing(page, 'step 4, an upload tile');
  await page.getByRole('button', { name: '手機商品照（IMEI） 已上傳' }).waitFor({ timeout: WAIT });
  await uploadByKeyboard(page, '商品現況照片', [
    await jpeg('front.jpg', '#f0e6dd'),
    await jpeg('back.jpg', '#e6f0dd'),
  ]);
  await page.getByRole('button', { name: '商品現況照片 已上傳 2/10' }).waitFor({ timeout: WAIT });
  await uploadByKeyboard(page, '手持證件自拍照', [await jpeg('selfie.jpg', '#f4f1ea')]);
  await uploadByKeyboard(page, '存摺封面', [await jpeg('passbook.jpg', '#eaeaf4')]);
  await page.getByText('檔案上傳中，請稍候！').first().waitFor({ state: 'detached', timeout: WAIT });
  await uploadedFiles(page).nth(4).waitFor({ timeout: WAIT });
  await nextStep(page);

  // Step 5: the three contracts, signed by typing the name.
  await onPath(page, STEP(5));
  await signContractByKeyboard(page, '分期付款契約', { first: true });
  await signContractByKeyboard(page, '平台服務契約');
  await signContractByKeyboard(page, '買賣契約');
  await page.getByText('尚未同意').waitFor({ state: 'detached', timeout: WAIT });
  await focusWaitsOn(page, page.locator('.fenqi-step-nav-next', { hasText: '送出申請' }));
  await page.keyboard.press('Enter');
  await onPath(page, '/member/commodity-loans/finish');
  await page.getByText(/案件編號/).waitFor({ timeout: WAIT });
  await shoot(page, 'keyboard-finish-360.png');
}
