import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ARTIFACTS, settleAnimations } from './browser';
import { WAIT } from './commodity-wizard';
import { openIdVerifySelfieStep, pickSelfieOffline } from './id-verify-walk';
import { MING, startLiveApp, type LiveApp } from './live-app';

describe('an upload the server refuses once the network is back', () => {
  let app: LiveApp;
  before(async () => {
    app = await startLiveApp('offline-refused', { serviceWorkers: 'allow' });
  });
  after(() => app?.stop());

  it('shows the refusal at its field and in 待送出, keeps it across a reload, stores nothing', async () => {
    const { context, page } = await app.newPage({ width: 360 });
    // The selfie is picked offline: it waits in the queue, its tile says 等待網路.
    await openIdVerifySelfieStep(page, app);
    await pickSelfieOffline(context, page, { name: 'selfie-refused.jpg', colour: '#e8dcd0' });
    await page.getByText('等待網路').first().waitFor({ timeout: WAIT });

    // Meanwhile the case is cancelled at the office: the server will refuse the selfie (400 2015).
    const member = await app.server.db
      .selectFrom('members')
      .select('id')
      .where('id_num', '=', MING.idNum)
      .executeTakeFirstOrThrow();
    const cancelled = await app.server.db
      .updateTable('cases')
      .set({ status: 'cancelled' })
      .where('member_id', '=', member.id)
      .where('status', 'in', ['approved', 'id_verified'])
      .executeTakeFirst();
    assert.ok(Number(cancelled.numUpdatedRows) > 0, 'a case awaiting 對保 was cancelled');

    // Online: the queue sends it, the server refuses it, and the member is told where and why.
    await context.setOffline(false);
    const refusal = page.getByText('保證案件已失效，請重新選擇', { exact: false }).first();
    await refusal.waitFor({ timeout: WAIT });
    // The banner says it was not accepted, and no longer that anything is being sent.
    await page
      .getByText('其中 1 項未被接受，請依欄位上的說明處理。', { exact: true })
      .waitFor({ timeout: WAIT });
    // Its square says 未被接受, and the field's tile does not count it as uploaded.
    await page.locator('.fenqi-upload-mark', { hasText: '未被接受' }).waitFor({ timeout: WAIT });
    await page.getByRole('button', { name: '自拍照 未上傳' }).waitFor({ timeout: WAIT });
    await settleAnimations(page);
    await page.screenshot({ path: join(ARTIFACTS, 'offline-upload-refused-360.png') });

    // Nothing was stored, and the refusal stays (nothing dropped silently) across a reload.
    const files = await app.server.db
      .selectFrom('files')
      .select('id')
      .where('original_name', '=', 'selfie-refused.jpg')
      .execute();
    assert.deepEqual(files, []);
    await page.reload();
    await page.getByText('待送出 1 項', { exact: true }).waitFor({ timeout: WAIT });
    await context.close();
  });
});
