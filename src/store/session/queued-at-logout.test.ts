import { runSaga } from 'redux-saga';
import type { Action } from 'redux';
import { OfflineQueue } from '../../api/offline/queue/offline-queue';
import type { NewQueueItem } from '../../api/offline/queue/queue-item';
import { memoryQueueStore } from '../../api/offline/queue/queue-store';
import { settleQueueBeforeLogout } from './queued-at-logout';

let online = true;
const queue = new OfflineQueue({
  store: memoryQueueStore(),
  online: () => online,
  send: async () => (online ? { kind: 'sent', reply: { fileUrl: '/f/1' } } : { kind: 'no-network' }),
});
jest.mock('../../api/offline/offline-db', () => ({ hasOfflineStorage: () => true }));
jest.mock('../../api/offline/queue/page-queue', () => ({
  pageQueue: () => queue,
  browserOnline: () => online,
}));

const selfie: NewQueueItem = {
  kind: 'upload',
  owner: 'member:a',
  group: '/api/v2/members/cases/1/id-verify/tmp-file',
  label: 'selfie.jpg',
  request: { method: 'POST', url: '/x', headers: {}, body: { type: 'json', json: {} } },
};

/** Runs the question's saga; returns whether the logout goes on and the actions it put. */
async function settle(answer?: 'send' | 'discard') {
  const put: Action[] = [];
  const goOn = (await runSaga(
    { dispatch: (action: Action) => put.push(action) },
    settleQueueBeforeLogout,
    answer,
  ).toPromise()) as boolean;
  const dialog = put.find((a) => a.type === 'ui/DIALOG_SHOWN') as
    (Action & { payload: { message: string; okText: string; cancelText: string } }) | undefined;
  return { goOn, dialog: dialog?.payload };
}

describe('logging out with uploads still in the offline queue', () => {
  beforeEach(async () => {
    online = false;
    await queue.discardAll();
  });

  it('goes on at once when nothing waits', async () => {
    expect((await settle()).goOn).toBe(true);
  });

  it('asks 送出後登出 / 捨棄並登出 first, and waits for the answer', async () => {
    await queue.enqueue(selfie);
    const { goOn, dialog } = await settle();
    expect(goOn).toBe(false);
    expect(dialog).toMatchObject({ okText: '送出後登出', cancelText: '捨棄並登出' });
    expect(dialog?.message).toContain('還有 1 項');
  });

  it('捨棄並登出 drops the items and goes on', async () => {
    await queue.enqueue(selfie);
    expect((await settle('discard')).goOn).toBe(true);
    expect(queue.items()).toEqual([]);
  });

  it('送出後登出 without a network says so and keeps the member logged in', async () => {
    await queue.enqueue(selfie);
    const { goOn, dialog } = await settle('send');
    expect(goOn).toBe(false);
    expect(dialog?.message).toContain('目前沒有網路');
    expect(queue.items()).toHaveLength(1);
  });

  it('送出後登出 with a network sends them, then goes on', async () => {
    await queue.enqueue(selfie);
    online = true;
    expect((await settle('send')).goOn).toBe(true);
    expect(queue.items().every((item) => item.sentAt !== undefined)).toBe(true);
  });
});
