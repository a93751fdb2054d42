import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, phonePage } from './browser';
import {
  WAIT,
  choose,
  fieldError,
  fillOrderApplicant,
  next,
  onPath,
  type,
  uploadIdentityDocuments,
} from './commodity-wizard';
import { startDevCopy, type DevCopy } from './dev-copy';
import { MING, logIn } from './live-app';

/*
 * The older order flow, with a field an analyst added to its applicant form in the copy's
 * schemas/orderApplicant.json only, on the development server (a studio save). In Chromium: the
 * step shows the field and refuses a wrong value with the analyst's message; a right one is kept in
 * the /tmp/user-info draft, sent with the order in formAnswers, and kept with the case.
 */
const FIELD = { name: 'companyTaxId', title: '公司統一編號', message: '請輸入 8 位數字的統一編號' };

describe("an analyst's field on the older order flow (development server on a copy)", () => {
  let copy: DevCopy;
  let browser: Browser;

  before(async () => {
    copy = await startDevCopy('older-field');
    browser = await launchChromium();
    const path = join(copy.root, 'schemas', 'orderApplicant.json');
    const form = JSON.parse(readFileSync(path, 'utf8')) as { properties: Record<string, object> };
    form.properties[FIELD.name] = {
      type: 'string',
      title: FIELD.title,
      pattern: '^[0-9]{8}$',
      errorMessage: { pattern: FIELD.message },
    };
    writeFileSync(path, JSON.stringify(form, null, 2));
    await copy.dev.settled();
  });
  after(async () => {
    await browser?.close();
    await copy?.stop();
  });

  it('is refused with its message, kept in the draft, sent with the order and kept with the case', async () => {
    const { context, page, errors } = await phonePage(browser, WAIT);
    await logIn(page, copy.url);
    await page.goto(copy.url('/member/order/testProd'));
    await page.getByRole('button', { name: 'iPhone 16 128GB 我要分期' }).click();
    await onPath(page, '/member/order/step1');
    await choose(page, 'root_appPeriods', '12 期');
    await next(page);

    await onPath(page, '/member/order/step2');
    await fillOrderApplicant(page);
    const field = `root_${FIELD.name}`;
    await type(page, field, '12');
    await page.locator(`#${field}`).blur();
    await fieldError(page, field).filter({ hasText: FIELD.message }).waitFor();
    await page.locator(`#${field}`).fill('12345678');
    await next(page);

    await onPath(page, '/member/order/document');
    await uploadIdentityDocuments(page);
    await next(page);
    await onPath(page, '/member/order/step3');
    const db = copy.server().db;
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('id_num', '=', MING.idNum)
      .executeTakeFirstOrThrow();
    const draft = await db
      .selectFrom('drafts')
      .select('data_json')
      .where('member_id', '=', member.id)
      .where('kind', '!=', 'commodity')
      .executeTakeFirstOrThrow();
    assert.deepEqual((JSON.parse(draft.data_json) as { formAnswers?: unknown }).formAnswers, {
      orderApplicant: { [FIELD.name]: '12345678' },
    });
    await next(page, '確認送出');
    await onPath(page, '/member/order/finish');

    const kept = await db
      .selectFrom('form_answers')
      .innerJoin('cases', 'cases.id', 'form_answers.case_id')
      .select(['form_answers.form', 'form_answers.answers_json'])
      .where('cases.member_id', '=', member.id)
      .execute();
    assert.deepEqual(kept, [
      { form: 'orderApplicant', answers_json: JSON.stringify({ [FIELD.name]: '12345678' }) },
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
