import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, fullPageShot, settleAnimations } from './browser';
import {
  throughPlan,
  fileInput,
  fillApplicant,
  freshTwId,
  newMemberIdentity,
  next,
  onPath,
  picture,
  STEP,
  WAIT,
} from './commodity-wizard';
import { startLiveApp, type LiveApp } from './live-app';

/** The three photos picked offline on step 4, by field, with the file category each belongs to. */
const PHOTOS = [
  { field: 'root_productsModelImei', name: 'imei-offline.jpg', colour: '#dde6f0', category: '14' },
  { field: 'root_productsImgs', name: 'front-offline.jpg', colour: '#f0e6dd', category: '16' },
  { field: 'root_selfieWithCertificate', name: 'selfie-offline.jpg', colour: '#f4f1ea', category: '4' },
] as const;

/** Waits until the service worker controls the page (a reload offline then opens the app). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 60_000,
  });
}

/** The page's 待送出 n 項 (src/app/shell/QueueStatus.tsx). */
const pending = (page: Page, n: number) => page.getByText(`待送出 ${n} 項`, { exact: true });

describe('photos picked offline on step 4 wait in the offline queue', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-uploads', { serviceWorkers: 'allow' });
  });
  after(() => app?.stop());

  it('keeps 3 photos through a reload and a closed tab, then stores each once, in its category', async () => {
    const { context, page, errors } = await app.newPage({ width: 360 });
    await page.goto(app.url(STEP(1)));
    await newMemberIdentity(page, freshTwId(Date.now() % 9_000_000), 'queue2929x');
    await throughPlan(page);
    await fillApplicant(page, { name: '林離線', email: 'offline-queue@example.com' });
    await next(page);
    await onPath(page, STEP(4));
    await page.getByLabel('手機', { exact: true }).check();
    await controlledByWorker(page);

    await context.setOffline(true);
    for (const photo of PHOTOS)
      await fileInput(page, photo.field).setInputFiles({
        name: photo.name,
        mimeType: 'image/jpeg',
        buffer: await picture(photo.colour),
      });
    await pending(page, 3).waitFor({ timeout: WAIT });
    const queuedTiles = page.locator('[data-queued]');
    await queuedTiles.nth(2).waitFor({ timeout: WAIT });
    assert.equal(await queuedTiles.count(), 3);
    assert.equal(await page.locator('[data-queued]', { hasText: '等待網路' }).count(), 3);
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'offline-step4-queued-360.png'));

    // Nothing reached the server while offline.
    const stored = () =>
      app.server.db
        .selectFrom('files')
        .select(['original_name', 'category'])
        .where(
          'original_name',
          'in',
          PHOTOS.map((photo) => photo.name),
        )
        .orderBy('category')
        .execute();
    assert.deepEqual(await stored(), []);

    // A reload offline: the app opens from the worker, the queue is still there.
    await page.reload();
    await pending(page, 3).waitFor({ timeout: WAIT });
    // Step 4 is drawn from its kept replies, with the three tiles still waiting.
    await page.locator('[data-queued]', { hasText: '等待網路' }).nth(2).waitFor({ timeout: WAIT });
    await settleAnimations(page);
    await fullPageShot(page, join(ARTIFACTS, 'offline-step4-reloaded-offline-360.png'));

    // The tab closed and opened again, still offline: the queue lives in IndexedDB.
    await page.close();
    const again = await context.newPage();
    again.on('pageerror', (e) => errors.push(`${again.url()}: ${e.message}`));
    await again.goto(app.url(STEP(4)));
    await pending(again, 3).waitFor({ timeout: WAIT });
    assert.deepEqual(await stored(), []);

    // Back online: the three go, once each, in their categories.
    await context.setOffline(false);
    await again.getByText('待送出', { exact: false }).first().waitFor({ state: 'detached', timeout: 60_000 });
    assert.deepEqual(
      (await stored()).map((file) => `${file.category} ${file.original_name}`),
      PHOTOS.map((photo) => `${photo.category} ${photo.name}`).sort(),
    );
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|Network Error/.test(e)),
      [],
    );
    await context.close();
  });
});
