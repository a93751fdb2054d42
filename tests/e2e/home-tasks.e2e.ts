import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { WAIT, onPath, shoot } from './commodity-wizard';
import { sendIdVerifyFromStep1 } from './id-verify-walk';
import { MEI, logIn, MING, startLiveApp, type LiveApp } from './live-app';
import { clipboardText } from './clipboard';

/*
 * Every to-do of the member home and every status sentence that asks the member to act leads to a
 * page that finishes it, for each demo case of both demo members, at 360 px on a touch phone; and
 * after 對保 (where the contract and the promissory note are signed) nothing asks for a signature.
 */

/** Where a case of an existing member must never send them: an empty new application. */
const NEW_APPLICATION = '/member/commodity-loans/';

/** A to-do of the home page as the member sees it. */
interface Task {
  kind: string;
  caseNo: string;
  title: string;
}

async function tasksOn(page: Page, url: LiveApp['url']): Promise<Task[]> {
  await page.goto(url('/member'));
  // The cases card is drawn with the tasks (one load): once it shows, the tasks are final.
  await page.getByText(/進行中的案件（\d+）/).waitFor({ timeout: WAIT });
  return page.getByTestId('home-task').evaluateAll((items) =>
    items.map((item) => ({
      kind: item.getAttribute('data-kind') ?? '',
      // The row names the case as 「product・case number」.
      caseNo: (item.querySelector('.fenqi-task-case')?.textContent ?? '').split('・').pop() ?? '',
      title: item.querySelector('strong')?.textContent ?? '',
    })),
  );
}

/** The task's row on the home page. */
function taskRow(page: Page, task: Task) {
  return page
    .getByTestId('home-task')
    .filter({ hasText: task.caseNo })
    .and(page.locator(`[data-kind="${task.kind}"]`));
}

/**
 * Follows one to-do from the home page and checks the page it lands on can finish it: its form or
 * its upload, for that case, never an empty new application.
 */
async function followTask(app: LiveApp, page: Page, task: Task): Promise<void> {
  const row = taskRow(page, task);
  const where = `${task.kind} of ${task.caseNo}`;
  if (task.kind === 'guarantor') {
    // The member forwards the link: the guarantor (no login) must land on their form.
    await row.getByRole('button', { name: '複製保證人連結' }).click();
    await page.getByRole('button', { name: '已複製連結' }).waitFor({ timeout: WAIT });
    const link = await clipboardText(page);
    const guest = await app.newPage({ timeout: WAIT });
    await guest.page.goto(link);
    await onPath(guest.page, '/member/guarantor');
    await guest.page.getByRole('heading', { level: 1, name: '核對資料並簽名' }).waitFor();
    await guest.page.getByRole('button', { name: /確認送出/ }).waitFor();
    await guest.context.close();
    return;
  }
  await row.getByRole('link').click();
  await page.waitForURL((u) => u.pathname !== '/member', { timeout: WAIT });
  assert.ok(!new URL(page.url()).pathname.startsWith(NEW_APPLICATION), `${where} opened ${page.url()}`);
  if (task.kind === 'idVerify') {
    await onPath(page, '/member/idVerify/step1');
    assert.equal(new URL(page.url()).searchParams.get('caseNo'), task.caseNo, where);
    await page.locator('#root_passbookNo').waitFor({ timeout: WAIT });
    await page.getByRole('button', { name: '下一步' }).waitFor();
  } else if (task.kind === 'supplement') {
    await onPath(page, '/member/order/list');
    const detail = page.getByTestId('order-detail');
    await detail.getByText(`案件編號 ${task.caseNo}`).waitFor({ timeout: WAIT });
    await detail.getByRole('button', { name: '選擇檔案' }).waitFor();
  } else if (task.kind === 'guardian') {
    await onPath(page, '/member/minor-agreement');
    assert.equal(new URL(page.url()).searchParams.get('appCaseNo'), task.caseNo, where);
    await page.getByLabel('法定代理人姓名').waitFor({ timeout: WAIT });
  } else {
    assert.fail(`no check for the to-do kind ${task.kind}: say which page finishes it`);
  }
}

/** Follows every to-do of the member's home, each from a fresh home page. */
async function followEveryTask(app: LiveApp, page: Page): Promise<Task[]> {
  const tasks = await tasksOn(page, app.url);
  for (const task of tasks) {
    await tasksOn(page, app.url);
    await followTask(app, page, task);
  }
  return tasks;
}

/**
 * Each case of the order list whose sentence asks the member to act (請…) has, in its detail, the
 * control that does it; returns each case's number, status and sentence.
 */
async function checkStatusTexts(page: Page, url: LiveApp['url']): Promise<Map<string, string>> {
  await page.goto(url('/member/order/list'));
  const cards = page.getByTestId('case-card');
  await cards.first().waitFor({ timeout: WAIT });
  const sentences = new Map<string, string>();
  for (const caseNo of await cards.evaluateAll((all) =>
    all.map((c) => c.getAttribute('data-case-no') ?? ''),
  )) {
    const card = cards.and(page.locator(`[data-case-no="${caseNo}"]`));
    const sentence = (await card.locator('.fenqi-case-words').textContent()) ?? '';
    sentences.set(caseNo, sentence);
    if (!sentence.includes('請')) continue;
    await card.click();
    const detail = page.getByTestId('order-detail');
    await detail.getByText(`案件編號 ${caseNo}`).waitFor({ timeout: WAIT });
    const action = detail
      .locator('.fenqi-detail-actions a')
      .or(detail.getByRole('button', { name: '選擇檔案' }))
      .first();
    await action
      .waitFor({ timeout: WAIT })
      .catch(() => assert.fail(`「${sentence}」(${caseNo}) offers nothing to do it with`));
    const href = await action.getAttribute('href');
    assert.ok(!href?.startsWith(NEW_APPLICATION), `「${sentence}」(${caseNo}) leads to ${href}`);
    await page.goto(url('/member/order/list'));
    await cards.first().waitFor({ timeout: WAIT });
  }
  return sentences;
}

/** 對保 of the approved case from its to-do: the account as applied, a selfie, both signatures. */
async function walkIdVerify(page: Page, url: LiveApp['url'], caseNo: string): Promise<void> {
  await tasksOn(page, url);
  await taskRow(page, { kind: 'idVerify', caseNo, title: '' })
    .getByRole('link', { name: '前往對保' })
    .click();
  await onPath(page, '/member/idVerify/step1');
  await page.locator('#root_passbookNo').waitFor({ timeout: WAIT });
  await sendIdVerifyFromStep1(page);
  await page.getByText(/對保資料已送出/).waitFor({ timeout: WAIT });
  await page.getByText(/無須再簽約/).waitFor();
  await shoot(page, 'home-tasks-idverify-finish-360.png');
}

describe('the member home: every to-do leads to a page that finishes it (360 px, touch)', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('home-tasks');
  });
  after(() => app?.stop());

  it('王大明: each to-do and status sentence of his demo cases, then nothing left to sign after 對保', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, app.url, MING);

    const before = await followEveryTask(app, page);
    assert.deepEqual(before.map((t) => t.kind).sort(), ['guarantor', 'idVerify']);
    await checkStatusTexts(page, app.url);

    const { caseNo } = before.find((t) => t.kind === 'idVerify') as Task;
    await walkIdVerify(page, app.url, caseNo);

    // After 對保: only the guarantor is awaited; nothing asks the member to sign.
    const afterwards = await followEveryTask(app, page);
    assert.deepEqual(
      afterwards.map((t) => [t.kind, t.caseNo]),
      [['guarantor', caseNo]],
    );
    await tasksOn(page, app.url);
    assert.equal(await page.getByText(/簽署分期契約|前往簽約/).count(), 0);
    await shoot(page, 'home-tasks-home-after-idverify-360.png');
    const sentences = await checkStatusTexts(page, app.url);
    const sentence = sentences.get(caseNo) ?? '';
    assert.match(sentence, /對保已完成，契約已簽署/);
    assert.doesNotMatch(sentence, /請/);
    const card = page.getByTestId('case-card').and(page.locator(`[data-case-no="${caseNo}"]`));
    assert.equal(await card.getByTestId('case-status').innerText(), '已對保待核約');
    await shoot(page, 'home-tasks-orders-after-idverify-360.png');
    assert.deepEqual(errors, []);
    await context.close();

    // The same two pages at 1280 px.
    const wide = await app.newPage({ width: 1280, timeout: WAIT });
    await logIn(wide.page, app.url, MING);
    await tasksOn(wide.page, app.url);
    await shoot(wide.page, 'home-tasks-home-after-idverify-1280.png');
    await checkStatusTexts(wide.page, app.url);
    await shoot(wide.page, 'home-tasks-orders-after-idverify-1280.png');
    await wide.context.close();
  });

  it('林小美: her supplement to-do and status sentence open the case with its upload', async () => {
    const { context, page, errors } = await app.newPage({ timeout: WAIT });
    await logIn(page, app.url, MEI);
    const tasks = await followEveryTask(app, page);
    assert.deepEqual(
      tasks.map((t) => t.kind),
      ['supplement'],
    );
    await checkStatusTexts(page, app.url);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
