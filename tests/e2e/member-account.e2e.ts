import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { hashSecret } from '../../src/server/auth/tokens';
import { ARTIFACTS, fullPageShot, settleAnimations } from './browser';
import { logIn, startLiveApp, type LiveApp } from './live-app';
import { comboboxByLabel, shownChoice } from './choose-option';
import { onPath } from './commodity-wizard';

/*
 * The member's account pages in Chromium on the real server and the production build, at 360 and 1280 px: 基本資料
 * filled from 王大明's newest case, a refused save focusing the first invalid field shown, leaving
 * with unsaved edits asking first; the forgot-password form's either-or marks; the reset page
 * saying a link's state as it opens (valid, replaced, used, expired). Screenshots go to
 * test-results/screenshots/account-*.png.
 */

const WIDTHS = [360, 1280] as const;
const MEI = { idNum: 'F223456786', email: 'mei@fenqi.tw' };

async function shoot(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  await fullPageShot(page, join(ARTIFACTS, `account-${name}.png`));
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(fits, `${name}: the page is wider than the screen`);
}

/** What has the focus: its id, and whether it lies on the screen. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const box = el?.getBoundingClientRect();
    return {
      id: el?.id ?? '',
      onScreen: Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight),
    };
  });
}

/** What the select labelled `label` shows as its choice. */
const choiceOf = (page: Page, label: RegExp) => shownChoice(comboboxByLabel(page, label));

/* One server and browser for the file: 基本資料 is 王大明's, the reset mails are 林小美's. */
let app: LiveApp;
before(async () => {
  app = await startLiveApp('account');
});
after(() => app?.stop());

describe('基本資料 (the member information page)', () => {
  for (const width of WIDTHS) {
    it(`starts from 王大明's newest case, focuses the first invalid field of a refused save, asks before leaving (${width} px)`, async () => {
      const { context, page, errors } = await app.newPage({ width });
      await logIn(page, app.url);
      await page.goto(app.url('/member/info'));
      await page.getByText(/已帶入您最近一次申辦（案件編號 FQ\d+）時填寫的資料/).waitFor();
      await page.waitForLoadState('networkidle');
      assert.match(await choiceOf(page, /^戶籍縣市/), /臺北市/);
      assert.match(await choiceOf(page, /^身分類別/), /一般/);
      assert.equal(
        await page
          .getByLabel(/^聯絡人姓名/)
          .first()
          .inputValue(),
        '王建國',
      );
      await shoot(page, `member-info-filled-${width}`);

      // A refused save: the street line of 戶籍地址 and 第二聯絡人's phone emptied.
      await page.getByLabel(/^戶籍詳細地址/).fill('');
      await page
        .getByLabel(/^聯絡人手機/)
        .nth(1)
        .fill('');
      await page.getByRole('button', { name: '儲存' }).click();
      await page.getByText('請輸入戶籍詳細地址').waitFor();
      const field = await focused(page);
      assert.equal(field.id, 'root_householdAddress_address', 'the first invalid field shown has the focus');
      assert.ok(field.onScreen, 'the focused field is scrolled onto the screen');
      await settleAnimations(page);
      await page.screenshot({ path: join(ARTIFACTS, `account-member-info-refused-view-${width}.png`) });
      await shoot(page, `member-info-refused-${width}`);

      // Leaving with these edits asks first; staying keeps them.
      await page.goto(app.url('/member/info')).catch(() => undefined); // a reload is the browser's to ask
      await page.getByText(/已帶入您最近一次申辦/).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByLabel(/^LINE ID/).fill('daming.wang');
      await page.getByLabel(/^姓名/).click();
      await page.getByRole('link', { name: /^閱讀.*(條款|告知事項)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('尚有資料未儲存').last().waitFor();
      await dialog.getByRole('button', { name: '留在此頁' }).click();
      assert.equal(new URL(page.url()).pathname, '/member/info');
      assert.equal(await page.getByLabel(/^LINE ID/).inputValue(), 'daming.wang');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('saves a new LINE ID alone, the rest already filled', async () => {
    const { context, page } = await app.newPage({ width: 1280 });
    await logIn(page, app.url);
    await page.goto(app.url('/member/info'));
    await page.getByText(/已帶入您最近一次申辦/).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByLabel(/^LINE ID/).fill('daming.wang');
    await page.getByRole('button', { name: '儲存' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('儲存成功').last().waitFor();
    await dialog.getByRole('button', { name: /確定|OK/ }).click();
    await page.getByText(/已帶入您最近一次申辦/).waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel(/^LINE ID/).inputValue(), 'daming.wang');
    // Saved: nothing unsaved is left, so leaving asks nothing.
    await page.getByRole('link', { name: /^閱讀.*(條款|告知事項)$/ }).click();
    await onPath(page, '/member/info/midContract');
    await context.close();
  });
});

describe('forgot password and the reset link', () => {
  /** Asks for a reset mail for 林小美 and answers the token of its link, read from the development outbox. */
  async function mailedToken(): Promise<string> {
    const asked = await fetch(app.url('/api/v2/members/password-forgetting'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idNum: MEI.idNum, email: MEI.email }),
    });
    assert.equal(asked.status, 200);
    const outbox = (await (await fetch(app.url('/api/v2/dev/outbox'))).json()) as {
      to: string;
      text: string;
    }[];
    const token = outbox.find((m) => m.to === MEI.email)?.text.match(/forgot-pwd\?token=([^\s&]+)/)?.[1];
    assert.ok(token, 'no reset link in the outbox');
    return token;
  }

  /** Opens the link at each width; `check` runs on the page before the screenshot. */
  async function openAtEachWidth(token: string, name: string, check: (page: Page) => Promise<void>) {
    for (const width of WIDTHS) {
      const { context, page, errors } = await app.newPage({ width });
      await page.goto(app.url(`/member/forgot-pwd?token=${token}`));
      await check(page);
      await shoot(page, `reset-${name}-${width}`);
      // A dead link's state is an answer, not a failure: only Chromium's note on the 401 is logged.
      assert.deepEqual(
        errors.filter((e) => !/status of 401/.test(e)),
        [],
      );
      await context.close();
    }
  }

  it('marks neither 電子信箱 nor 行動電話 required alone and still asks for one of them', async () => {
    for (const width of WIDTHS) {
      const { context, page } = await app.newPage({ width });
      await page.goto(app.url('/member/forgot-pwd'));
      // The mark is the subject: antd's stylesheet draws the asterisk for this class of the label.
      const marked = async (label: string) => {
        const id = await page.getByLabel(label, { exact: true }).getAttribute('id');
        return page.locator(`label[for="${id}"].ant-form-item-required`).count();
      };
      await page.getByLabel('身分證字號').waitFor();
      assert.deepEqual(
        [await marked('身分證字號'), await marked('電子信箱'), await marked('行動電話')],
        [1, 0, 0],
      );
      await shoot(page, `forgot-password-${width}`);
      await page.getByLabel('身分證字號').pressSequentially(MEI.idNum);
      await page.getByRole('button', { name: '寄送重設密碼信' }).click();
      await page.getByText('請輸入電子信箱或行動電話').waitFor();
      await shoot(page, `forgot-password-refused-${width}`);
      await context.close();
    }
  });

  it('says as it opens whether a link is valid, replaced by a newer mail, used or expired', async () => {
    const older = await mailedToken();
    const newer = await mailedToken();

    await openAtEachWidth(newer, 'valid', async (page) => {
      await page.getByText(/^此連結可使用至 \d{4}\/\d\d\/\d\d \d\d:\d\d。$/).waitFor();
      await page.getByLabel('新密碼', { exact: true }).waitFor();
    });
    await openAtEachWidth(older, 'replaced', async (page) => {
      await page.getByText('已有較新的重設信，請使用最新一封').waitFor();
      assert.equal(await page.getByLabel('新密碼', { exact: true }).count(), 0, 'no password form');
      await page.getByRole('link', { name: '重新申請重設密碼' }).waitFor();
    });

    const { context, page } = await app.newPage({ width: 360 });
    await page.goto(app.url(`/member/forgot-pwd?token=${newer}`));
    await page.getByLabel('新密碼', { exact: true }).fill('meipass12');
    await page.getByLabel('確認新密碼').fill('meipass12');
    await page.getByRole('button', { name: '設定新密碼' }).click();
    await page.getByText('密碼已重設').first().waitFor();
    await context.close();
    await openAtEachWidth(newer, 'used', async (p) => {
      await p.getByText('此重設密碼連結已使用過').waitFor();
      assert.equal(await p.getByLabel('新密碼', { exact: true }).count(), 0, 'no password form');
    });
    // The older link a newer mail replaced still says so, not that it was used.
    await openAtEachWidth(older, 'replaced-after-use', async (p) => {
      await p.getByText('已有較新的重設信，請使用最新一封').waitFor();
    });

    const late = await mailedToken();
    await app.server.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token_hash', '=', hashSecret(late))
      .execute();
    await openAtEachWidth(late, 'expired', async (p) => {
      await p.getByText('此重設密碼連結已過期').waitFor();
      assert.equal(await p.getByLabel('新密碼', { exact: true }).count(), 0, 'no password form');
    });
  });
});
