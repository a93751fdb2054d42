import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { ARTIFACTS, fullPageShot, settleAnimations } from './browser';
import { logIn, MING, startLiveApp, type LiveApp } from './live-app';

/** A small receipt photo of one colour. */
const photo = (background: string) =>
  sharp({ create: { width: 400, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('receipts chosen offline wait in the offline queue', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-receipts', { serviceWorkers: 'allow' });
  });
  after(() => app?.stop());

  it('shows 待送出 3 項 and 等待網路, keeps them through a reload, then sends the three once each, in order, when back online', async () => {
    const { context, page, errors } = await app.newPage({ width: 360 });
    await logIn(page, app.url);
    const repaying = await app.server.db
      .selectFrom('cases')
      .innerJoin('members', 'members.id', 'cases.member_id')
      .select(['cases.id'])
      .where('members.id_num', '=', MING.idNum)
      .where('cases.status', '=', 'repaying')
      .executeTakeFirstOrThrow();
    await page.goto(app.url(`/member/payment/receipt?caseId=${repaying.id}`));
    await page.getByText('尚未上傳繳款證明').waitFor();
    // The service worker has installed (the app then reopens offline, for the reload below).
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 60_000,
    });

    await context.setOffline(true);
    await page.getByTestId('receipt-input').setInputFiles([
      { name: '一月.jpg', mimeType: 'image/jpeg', buffer: await photo('#f4f1ea') },
      { name: '二月.jpg', mimeType: 'image/jpeg', buffer: await photo('#eaf1f4') },
      { name: '三月.jpg', mimeType: 'image/jpeg', buffer: await photo('#f1f4ea') },
    ]);
    await page.getByText('待送出 3 項').waitFor();
    const items = page.getByTestId('receipt-upload-item');
    const statuses = () => items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
    await items.filter({ hasText: '等待網路' }).nth(2).waitFor();
    assert.deepEqual(await statuses(), ['offline', 'offline', 'offline']);
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'offline-receipts-queued-360.png'));

    // They wait in IndexedDB (the offline queue), not in the page: a reload offline lists them again.
    await page.reload();
    await page.getByText('待送出 3 項').waitFor();
    await items.filter({ hasText: '等待網路' }).nth(2).waitFor();
    assert.deepEqual(
      await items.evaluateAll((rows) => rows.map((row) => row.textContent?.replace(/等待網路$/, ''))),
      ['一月.jpg', '二月.jpg', '三月.jpg'],
    );

    await context.setOffline(false);
    await page.getByText('已上傳 3 / 60 張').waitFor({ timeout: 60_000 });
    const stored = await app.server.db
      .selectFrom('files')
      .select(['original_name'])
      .where('case_id', '=', repaying.id)
      .where('category', '=', '21')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      stored.map((file) => file.original_name),
      ['一月.jpg', '二月.jpg', '三月.jpg'],
    );
    await page.getByText('待送出 3 項').waitFor({ state: 'detached' });
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
      [],
    );
    await context.close();
  });
});
