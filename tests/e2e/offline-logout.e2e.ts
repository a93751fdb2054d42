import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ARTIFACTS, dialogOpened, settleAnimations } from './browser';
import { WAIT, onPath } from './commodity-wizard';
import { keptOnDevice } from './device-storage';
import { openIdVerifySelfieStep, pickSelfieOffline } from './id-verify-walk';
import { startLiveApp, type LiveApp } from './live-app';

describe('logout while uploads wait in the offline queue', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-logout', { serviceWorkers: 'allow' });
  });
  after(() => app?.stop());

  it('asks 送出後登出 / 捨棄並登出, and after logout nothing of the member stays on the device', async () => {
    const { context, page } = await app.newPage({ width: 360 });
    // 對保 step 2: the selfie, picked with the network gone.
    await openIdVerifySelfieStep(page, app);
    await pickSelfieOffline(context, page, { name: 'selfie-logout.jpg', colour: '#f1e4d8' });
    const kept = await keptOnDevice(page);
    assert.ok((kept.databases['fenqi-offline'] ?? 0) > 0, 'the selfie waits in IndexedDB');

    // 登出: the member is asked; offline, 送出後登出 cannot send and keeps the member logged in.
    const question = page.getByRole('dialog').filter({ hasText: '尚有資料未送出' });
    await page.getByRole('button', { name: '登出' }).first().click();
    await dialogOpened(question);
    await settleAnimations(page);
    await page.screenshot({ path: join(ARTIFACTS, 'offline-logout-question-360.png') });
    await question.getByRole('button', { name: '送出後登出' }).click();
    await page.getByRole('dialog').filter({ hasText: '目前沒有網路' }).waitFor({ timeout: WAIT });
    assert.equal(new URL(page.url()).pathname, '/member/idVerify/step2');

    // 捨棄並登出: logged out, and IndexedDB and the caches hold nothing of the member.
    const again = page.getByRole('dialog').filter({ hasText: '目前沒有網路' });
    await dialogOpened(again);
    await again.getByRole('button', { name: '捨棄並登出' }).click();
    await onPath(page, '/login');
    const left = await keptOnDevice(page);
    assert.equal(left.databases['fenqi-offline'] ?? 0, 0);
    assert.deepEqual(left.drafts, []);
    assert.deepEqual(
      left.caches.filter((name) => !name.startsWith('workbox-precache')),
      [],
    );
    // Back online nothing is sent: the discarded selfie never reaches the server.
    await context.setOffline(false);
    await page.waitForTimeout(1500);
    const files = await app.server.db
      .selectFrom('files')
      .select('id')
      .where('original_name', '=', 'selfie-logout.jpg')
      .execute();
    assert.deepEqual(files, []);
    await context.close();
  });
});
