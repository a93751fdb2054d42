import type { BrowserContext, Page } from 'playwright-core';
import { fileInput, next, onPath, picture, signField, WAIT, uploadedFiles } from './commodity-wizard';
import { logIn, type LiveApp } from './live-app';

/** 王大明 logs in and opens 對保 of his approved demo case on step 2 (the selfie); returns the case id. */
export async function openIdVerifySelfieStep(page: Page, app: LiveApp): Promise<number> {
  await logIn(page, app.url);
  await page.getByRole('link', { name: '前往對保' }).first().click();
  await onPath(page, '/member/idVerify/step1');
  const caseId = Number(new URL(page.url()).searchParams.get('caseId'));
  await next(page);
  await onPath(page, '/member/idVerify/step2');
  // The upload field is drawn once the step's page part and the case's files have loaded.
  await fileInput(page, 'root_selfie').waitFor({ state: 'attached', timeout: WAIT });
  return caseId;
}

/**
 * Picks the selfie with the network gone: it joins the offline queue, and the page says 待送出 1 項.
 */
export async function pickSelfieOffline(
  context: BrowserContext,
  page: Page,
  file: { name: string; colour: string },
): Promise<void> {
  await context.setOffline(true);
  await fileInput(page, 'root_selfie').setInputFiles({
    name: file.name,
    mimeType: 'image/jpeg',
    buffer: await picture(file.colour),
  });
  await page.getByText('待送出 1 項', { exact: true }).waitFor({ timeout: WAIT });
}

/**
 * Sends 對保 from step 1 as it stands: on to the selfie (uploaded), both signatures drawn, the
 * consent, 送出對保; waits for the finish page.
 */
export async function sendIdVerifyFromStep1(page: Page): Promise<void> {
  await next(page);
  await onPath(page, '/member/idVerify/step2');
  await uploadSelfieThenNext(page);
  await signField(page, '分期付款契約簽名');
  await signField(page, '本票簽名');
  await page.getByLabel(/我已閱讀並同意/).check();
  await next(page, '送出對保');
  await onPath(page, '/member/idVerify/finish');
}

/** On 對保's step 2: a selfie picked and uploaded, then 下一步 to the confirm step. */
export async function uploadSelfieThenNext(page: Page): Promise<void> {
  await fileInput(page, 'root_selfie').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#f1e4d8'),
  });
  await uploadedFiles(page).first().waitFor({ timeout: WAIT });
  await next(page);
  await onPath(page, '/member/idVerify/confirm');
}
