import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { phonePage } from './browser';
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
import type { DevCopy } from './dev-copy';
import { createTestMember } from '../api/member-session';
import { logIn } from './live-app';

/*
 * The older order flow, with a field an analyst added to its applicant form in the copy's
 * schemas/orderApplicant.json only, on the development server (a studio save). In Chromium: the
 * step shows the field and refuses a wrong value with the analyst's message; a right one is kept in
 * the /tmp/user-info draft, sent with the order in formAnswers, and kept with the case.
 */
const FIELD = { name: 'companyTaxId', title: '公司統一編號', message: '請輸入 8 位數字的統一編號' };

/** The analyst's edit: the field, with its pattern and message, in the copy's schemas/orderApplicant.json. */
export function addOlderApplicantField(root: string): void {
  const path = join(root, 'schemas', 'orderApplicant.json');
  const form = JSON.parse(readFileSync(path, 'utf8')) as { properties: Record<string, object> };
  form.properties[FIELD.name] = {
    type: 'string',
    title: FIELD.title,
    pattern: '^[0-9]{8}$',
    errorMessage: { pattern: FIELD.message },
  };
  writeFileSync(path, JSON.stringify(form, null, 2));
}

/**
 * On a copy with addOlderApplicantField applied: the field is refused with its message, kept in
 * the draft, sent with the order and kept with the case.
 */
export async function walkOlderApplicantField(browser: Browser, copy: DevCopy): Promise<void> {
  const { context, page, errors } = await phonePage(browser, WAIT);
  // A member of its own: on the copy the other walks share, the demo members have applications
  // still in review, and another one then is refused (2013).
  const applicant = await createTestMember(copy.server().ctx, { idNum: 'B123456780' });
  await logIn(page, copy.url, applicant);
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
    .where('id_num', '=', applicant.idNum)
    .executeTakeFirstOrThrow();
  const draft = await db
    .selectFrom('drafts')
    .select('data_json')
    .where('member_id', '=', member.id)
    .where('kind', '=', 'user-info')
    .executeTakeFirstOrThrow();
  assert.deepEqual((JSON.parse(draft.data_json) as { formAnswers?: unknown }).formAnswers, {
    orderApplicant: { [FIELD.name]: '12345678' },
  });
  await next(page, '確認送出');
  await onPath(page, '/member/order/finish');

  // The order just sent is the member's newest case (the copy's other tests add cases of their own).
  const sent = await db
    .selectFrom('cases')
    .select('id')
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const kept = await db
    .selectFrom('form_answers')
    .select(['form', 'answers_json'])
    .where('case_id', '=', sent.id)
    .execute();
  assert.deepEqual(kept, [
    { form: 'orderApplicant', answers_json: JSON.stringify({ [FIELD.name]: '12345678' }) },
  ]);
  assert.deepEqual(errors, []);
  await context.close();
}
