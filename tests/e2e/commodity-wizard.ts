import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { PATH_LIST } from '../../src/app/paths';
import { checkAccessibility } from './axe-check';
import { chooseOption, comboboxById, listOptions } from './choose-option';
import { ARTIFACTS, fullPageShot, settleAnimations } from './browser';

/*
 * Page helpers of the commodity-loan wizard's e2e (commodity.e2e.ts): antd selects, uploads, the
 * signature pad and the steps as a member fills them in, by the labels and ids the pages render.
 */

/** Every wait of this suite: the machine is small and shared, the build is the production one. */
export const WAIT = 30_000;

/** The wizard's routes (src/flows/commodity/commodity-flow.ts). */
export const STEP = (n: 1 | 2 | 3 | 4 | 5) => `/member/commodity-loans/step${n}`;

/** A valid Taiwan national ID (letter A, male) that no seeded member has: digits from `seed`. */
export function freshTwId(seed: number): string {
  const body = `1${String(seed % 10_000_000).padStart(7, '0')}`;
  // A = 10: 1 × 1 + 0 × 9, then the eight digits weighted 8…1; the check digit closes it to 0 mod 10.
  const weights = [8, 7, 6, 5, 4, 3, 2, 1];
  const sum = 1 + [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return `A${body}${(10 - (sum % 10)) % 10}`;
}

/** A small picture of the given colour, as a phone would upload it. */
export async function picture(colour: string, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/**
 * Waits for the page at `path` to be drawn. The router changes the address as it commits a
 * navigation and React draws the new page after, in a transition: on a loaded machine the last
 * page, with its own 下一步, is still on the screen for a while, and a click then lands on it (CI
 * once clicked step 3's 下一步 again instead of step 4's). The tab's title is set once the new page
 * is committed (useDocumentTitle), so a path with a title of its own is waited for by it too.
 */
export async function onPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path, { timeout: WAIT });
  const title = PATH_LIST.find((p) => p.path === path)?.title;
  if (title)
    await page.waitForFunction((prefix) => document.title.startsWith(prefix), `${title}｜`, {
      timeout: WAIT,
    });
}

/**
 * A full-page screenshot at the page's width, asserting it does not scroll sideways and that axe
 * finds no serious or critical violation at 360 and 1280 px: every flow step the e2e
 * files photograph is also checked for accessibility.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  await fullPageShot(page, join(ARTIFACTS, name));
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    `${name}: the page is wider than the phone`,
  );
  await checkAccessibility(page, name.replace(/\.png$/, ''));
}

/** The options the select `id` lists now (opens it, reads them, closes it). */
export const optionsOf = (page: Page, id: string): Promise<string[]> => listOptions(comboboxById(page, id));

/** Picks `option` (the text it shows) in the antd select `id`, typing `search` first when given. */
export const choose = (page: Page, id: string, option: string, search?: string): Promise<void> =>
  chooseOption(comboboxById(page, id), option, search);

/** Fills the text input `id` (RJSF names inputs root_<path>). */
export async function type(page: Page, id: string, text: string): Promise<void> {
  await page.locator(`[id="${id}"]`).fill(text, { timeout: WAIT });
}

/** The file input of the upload field `id` (antd puts the id on the input itself). */
export function fileInput(page: Page, id: string): Locator {
  return page.locator(`input[type="file"][id="${id}"]`);
}

/**
 * The box of the RJSF field `id`: its label, control, message and help (src/forms/templates/
 * FieldBox.tsx). The app draws no element of its own around a field: the box is antd's form item,
 * known by its class here only. The innermost box holding the control is the field's own.
 */
export const fieldBox = (page: Page, id: string): Locator =>
  page.locator('.ant-form-item', { has: page.locator(`[id="${id}"]`) }).last();

/**
 * The files the page's upload lists show as uploaded: each has its 預覽檔案 link, which antd draws
 * on a finished file only (not on one still uploading, nor on a failed one, which has no address).
 */
export const uploadedFiles = (scope: Page | Locator): Locator =>
  scope.getByRole('link', { name: '預覽檔案' });

/** The field's error text under the RJSF field `id` (the FieldErrorTemplate's `<id>__error`). */
export function fieldError(page: Page, id: string): Locator {
  return page.locator(`[id="${id}__error"]`);
}

/** Step 1 for someone who is not a member yet: ID, new password twice, joining, the mid clause. */
export async function newMemberIdentity(page: Page, idNum: string, password: string): Promise<void> {
  await page.getByLabel('身分證字號').pressSequentially(idNum);
  await page.getByLabel('確認密碼').waitFor({ timeout: WAIT });
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByLabel('確認密碼').fill(password);
  await page.getByLabel('我已閱讀並同意加入會員').check();
  await page.locator('.fenqi-mid-clause').getByRole('checkbox').check();
}

/** Step 1 for a member: ID, login password, the mid clause. */
export async function memberIdentity(page: Page, idNum: string, password: string): Promise<void> {
  await page.getByLabel('身分證字號').pressSequentially(idNum);
  await page.getByText('您已是會員，請輸入會員登入密碼繼續申辦。').waitFor({ timeout: WAIT });
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.locator('.fenqi-mid-clause').getByRole('checkbox').check();
}

/** 下一步 (or another text) of the step's navigation. */
export async function next(page: Page, text = '下一步'): Promise<void> {
  await page.locator('.fenqi-step-nav-next', { hasText: text }).click({ timeout: WAIT });
}

/** Step 2: a plan by its card, a career, an amount and an installment; waits for the quote. */
export async function choosePlan(
  page: Page,
  plan: { name: string; career: string; amount: number; installment: string },
): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${plan.name}`) }).click({ timeout: WAIT });
  await choose(page, 'root_careerTypeId', plan.career);
  await type(page, 'root_amount', String(plan.amount));
  await choose(page, 'root_interestRateId', plan.installment);
  await page.getByText('每月應繳').first().waitFor({ timeout: WAIT });
}

/** The ID card's issue (the rocDateParts field `prefix`, its location select and 換發), as on the card. */
export async function fillIdCardIssue(page: Page, prefix: string, locationId: string): Promise<void> {
  await choose(page, `${prefix}_issueDate`, '民國 109 年');
  await choose(page, `${prefix}_issueDate_month`, '5 月');
  await choose(page, `${prefix}_issueDate_day`, '1 日');
  await choose(page, locationId, '北市');
  await page.getByLabel('換發').check();
}

/** An address field (city, district, line) of the id `prefix`, in 臺北市大安區. */
export async function fillAddress(page: Page, prefix: string, line: string): Promise<void> {
  await choose(page, `${prefix}_city`, '臺北市');
  await choose(page, `${prefix}_district`, '大安區');
  await type(page, `${prefix}_address`, line);
}

/** Step 3 as a worker whose plan gives no labor insurance: everything required, no work fields. */
export async function fillApplicant(page: Page, who: { name: string; email: string }): Promise<void> {
  await type(page, 'root_name', who.name);
  await choose(page, 'root_birthDate', '民國 84 年');
  await choose(page, 'root_birthDate_month', '5 月');
  await choose(page, 'root_birthDate_day', '5 日');
  await type(page, 'root_email', who.email);
  await type(page, 'root_cellPhone', '0912345678');
  await page.getByLabel('未婚').check();
  await fillIdCardIssue(page, 'root_idCardOptions', 'root_idCardOptions_issueLocation');
  await fillAddress(page, 'root_permanent', '復興南路一段1號');
  await page.getByLabel('居住地址同戶籍地址').check();
  await page.getByRole('radiogroup', { name: '可聯絡時間' }).getByText('上午', { exact: true }).click();
  await choose(page, 'root_contactTime_slot', '10:00–11:00');
  await type(page, 'root_firstContact_name', '王大明');
  await choose(page, 'root_firstContact_contactRelationId', '父母');
  await type(page, 'root_firstContact_cellPhone', '0922333444');
  await type(page, 'root_secondContact_name', '李小華');
  await choose(page, 'root_secondContact_contactRelationId', '朋友');
  await type(page, 'root_secondContact_cellPhone', '0933444555');
  await type(page, 'root_passbookAccountName', who.name);
  await choose(page, 'root_passbookBankCode', '004 臺灣銀行', '臺灣銀行');
  await choose(page, 'root_passbookBankBranchCode', '營業部（0040037）', '營業部');
  await type(page, 'root_passbookNo', '123456789012');
}

/** Signs the signature pad of the field titled `title` (its canvas is labelled `<title>區`). */
export async function signField(page: Page, title: string): Promise<void> {
  const canvas = page.getByLabel(`${title}區`);
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await drawSignature(page, canvas);
}

/** Draws a stroke across the canvas with the mouse, as a finger would. */
export async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  // The page scrolls the pad into view smoothly: draw once it has stood still for a few frames.
  // (No named function inside: tsx would wrap it in a helper the page does not have.)
  await canvas.evaluate(async (element) => {
    let last = Number.NaN;
    for (let still = 0; still < 5;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const { top, width } = element.getBoundingClientRect();
      still = top + width * 1e6 === last ? still + 1 : 0;
      last = top + width * 1e6;
    }
  });
  const box = await canvas.boundingBox();
  assert.ok(box, 'the signature pad is not on screen');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + box.width * (0.15 + i * 0.06), box.y + box.height * (0.6 - (i % 3) * 0.15));
  }
  await page.mouse.up();
}

/** How many pixels of the canvas are not background white: a measure of the ink on the pad. */
export async function inkOf(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 128) ink += 1;
    return ink;
  });
}

/**
 * What was measured blanking the pad: the viewport collapses for a moment (a full-page
 * capture does this; so can rotation and split screen), then the phone is turned to landscape and
 * back. The same canvas must stay mounted with its ink, and the signature must still be confirmable.
 */
export async function squeezeAndRotate(page: Page, canvas: Locator): Promise<void> {
  const viewport = page.viewportSize();
  assert.ok(viewport);
  await canvas.evaluate((element) => element.setAttribute('data-test-mark', 'before-resize'));
  const ink = await inkOf(canvas);
  assert.ok(ink > 0, 'the stroke left no ink on the pad');
  const frames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.setViewportSize({ width: 1, height: 1 });
  await frames();
  await page.setViewportSize({ width: 640, height: 360 });
  await frames();
  await page.setViewportSize(viewport);
  await frames();
  assert.equal(await canvas.getAttribute('data-test-mark'), 'before-resize', 'the pad was remounted');
  assert.ok((await inkOf(canvas)) > 0, 'the resize wiped the signature');
}

/** The open signature pad's visible name (its canvas is labelled by it), e.g. 本票簽名區. */
const PAD_LABEL = '.fenqi-signature-pad-label';

/** Opens a contract from step 5, signs every signature it asks for, and comes back agreed. */
export async function signContract(
  page: Page,
  title: string,
  shot?: string,
  { squeeze = false }: { squeeze?: boolean } = {},
): Promise<void> {
  await page.getByRole('button', { name: `閱讀並同意${title}` }).click({ timeout: WAIT });
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: WAIT });
  await page.getByRole('button', { name: '我已閱讀，開始簽名' }).click();
  let first = true;
  while (new URL(page.url()).pathname !== STEP(5)) {
    const canvas = page.locator('canvas.fenqi-signature-pad-canvas');
    await canvas.waitFor({ timeout: WAIT });
    const label = await page.locator(PAD_LABEL).textContent();
    const confirm = page.getByRole('button', { name: '確認簽名' });
    await drawSignature(page, canvas);
    if (first && squeeze) await squeezeAndRotate(page, canvas);
    if (first && shot) await shoot(page, shot);
    first = false;
    await confirm.click();
    // Uploaded: the pad asks for the contract's next signature, or the page agrees and goes back.
    await page.waitForFunction(
      ([path, selector, before]) =>
        location.pathname === path || document.querySelector(selector)?.textContent !== before,
      [STEP(5), PAD_LABEL, label] as const,
      { timeout: WAIT },
    );
  }
}

/**
 * Steps 1–4 of a new member's phone application (plan 1, 24,000 over 12 periods), with real
 * uploads; leaves the page on step 5. Screenshots of each step when `shots` is set.
 */
export async function newMemberThroughStep4(
  page: Page,
  url: (path: string) => string,
  who: { idNum: string; password: string; name: string; email: string },
  shots = false,
): Promise<void> {
  await page.goto(url(STEP(1)));
  await newMemberIdentity(page, who.idNum, who.password);
  await throughStep4(page, who, shots);
}

/** Steps 1–4 of a member's phone application, as `newMemberThroughStep4` (a member's login on step 1). */
export async function memberThroughStep4(
  page: Page,
  url: (path: string) => string,
  who: { idNum: string; password: string; name: string; email: string },
): Promise<void> {
  await page.goto(url(STEP(1)));
  await memberIdentity(page, who.idNum, who.password);
  await throughStep4(page, who);
}

/** The plan most walks choose: plan 1, a phone of NT$24,000 over 12 periods. */
export const PHONE_PLAN = {
  name: '手機分期 0 利率專案',
  career: '一般上班族',
  amount: 24000,
  installment: '12 期（月利率 0.99%）',
};

/** Plan 3 for an office worker: phone and laptop, no labour insurance, and a 36th period (not for this career). */
export const STUDENT_PLAN = {
  name: '學生 3C 開學季專案',
  career: '一般上班族',
  amount: 20000,
  installment: '12 期（月利率 0.79%）',
};

/** From step 1 filled to step 3: 下一步, the plan (PHONE_PLAN unless named), 下一步. */
export async function throughPlan(page: Page, plan = PHONE_PLAN, shots = false): Promise<void> {
  if (shots) await shoot(page, 'commodity-step1-360.png');
  await next(page);
  await onPath(page, STEP(2));
  await choosePlan(page, plan);
  if (shots) await shoot(page, 'commodity-step2-360.png');
  await next(page);
  await onPath(page, STEP(3));
}

/** From step 1 filled to step 5: plan 1, the applicant, a phone with its five pictures. */
async function throughStep4(page: Page, who: { name: string; email: string }, shots = false): Promise<void> {
  await throughPlan(page, PHONE_PLAN, shots);
  await fillApplicant(page, { name: who.name, email: who.email });
  if (shots) await shoot(page, 'commodity-step3-360.png');
  await next(page);

  await onPath(page, STEP(4));
  await page.getByLabel('手機', { exact: true }).check();
  await type(page, 'root_productModelNo', 'iPhone 16 128GB');
  await fileInput(page, 'root_productsModelImei').setInputFiles({
    name: 'imei.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#dde6f0'),
  });
  await fileInput(page, 'root_productsImgs').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture('#f0e6dd') },
    { name: 'back.png', mimeType: 'image/png', buffer: await picture('#e6f0dd', 'png') },
  ]);
  await fileInput(page, 'root_selfieWithCertificate').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#f4f1ea'),
  });
  await fileInput(page, 'root_passbookImg').setInputFiles({
    name: 'passbook.png',
    mimeType: 'image/png',
    buffer: await picture('#eaeaf4', 'png'),
  });
  await page.getByText('檔案上傳中，請稍候！').first().waitFor({ state: 'detached' });
  await uploadedFiles(page).nth(4).waitFor();
  if (shots) await shoot(page, 'commodity-step4-360.png');
  await next(page);
  await onPath(page, STEP(5));
}

/** Signs the three contracts of step 5 on the real pad; `afterSign` checks step 5 after each one. */
export async function signAllContracts(
  page: Page,
  shot?: string,
  { afterSign }: { afterSign?: (page: Page, title: string) => Promise<void> } = {},
): Promise<void> {
  // The first contract is signed on a phone-speed CPU (4× slower), through a collapse of the
  // viewport and a rotation: the pad keeps its strokes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await signContract(page, '分期付款契約', shot, { squeeze: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  await afterSign?.(page, '分期付款契約');
  for (const title of ['平台服務契約', '買賣契約']) {
    await signContract(page, title);
    await afterSign?.(page, title);
  }
  await page.getByText('尚未同意').waitFor({ state: 'detached' });
}

/**
 * Step 2 of the older order flow (uischemas/orderApplicant.json) for a member whose basic info
 * already filled name, gender, birth date, email and phone: the rest as a worker (一般) would.
 */
export async function fillOrderApplicant(page: Page): Promise<void> {
  await page.getByLabel('未婚').check();
  await fillIdCardIssue(page, 'root_idCardIssue', 'root_idCardIssue_location');
  await fillAddress(page, 'root_householdAddress', '復興南路一段390號5樓');
  await page.getByLabel('下午').check();
  await page.getByLabel('一般', { exact: true }).check();
  await type(page, 'root_companyName', '大安資訊股份有限公司');
  await type(page, 'root_companyPhone', '0227001234');
  await type(page, 'root_companyDepartment', '業務部');
  await type(page, 'root_seniority', '3');
  await type(page, 'root_seniority_months', '2');
  await type(page, 'root_firstContact_name', '王建國');
  await type(page, 'root_firstContact_relation', '父親');
  await type(page, 'root_firstContact_cellPhone', '0922333444');
  await type(page, 'root_secondContact_name', '陳怡君');
  await type(page, 'root_secondContact_relation', '朋友');
  await type(page, 'root_secondContact_cellPhone', '0933444555');
}

/** The older order's documents step: a worker's ID card front (jpeg) and back (png) and the selfie, uploaded. */
export async function uploadIdentityDocuments(page: Page): Promise<void> {
  await fileInput(page, 'root_idFront').setInputFiles({
    name: 'id-front.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#dde6f0'),
  });
  await fileInput(page, 'root_idBack').setInputFiles({
    name: 'id-back.png',
    mimeType: 'image/png',
    buffer: await picture('#f0e6dd', 'png'),
  });
  await fileInput(page, 'root_selfieWithId').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#f4f1ea'),
  });
  await uploadedFiles(page).nth(2).waitFor();
  await page.getByText('檔案上傳中，請稍候！').first().waitFor({ state: 'detached' });
}
