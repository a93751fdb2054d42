import { OfflineQueue, type OfflineQueueDeps, type SettledKind } from './offline-queue';
import type { NewQueueItem, QueueItem } from './queue-item';
import { QUEUE_MAX_AGE_MS, type SendOutcome } from './queue-rules';
import { memoryQueueStore } from './queue-store';

const START = 1_800_000_000_000;

/** A photo of the commodity wizard as the uploader queues it. */
function photo(name: string, group = 'commodity'): NewQueueItem {
  return {
    kind: 'upload',
    owner: 'member:a',
    group,
    field: '16',
    label: name,
    request: {
      method: 'POST',
      url: 'http://fenqi.test/api/v2/members/commodity-cases/tmp/files',
      headers: { Authorization: 'Bearer t' },
      body: {
        type: 'multipart',
        parts: [
          { name: 'fileCategoryId', value: '16' },
          { name: 'file', blob: new Blob(['jpeg']), fileName: name },
        ],
      },
    },
  };
}

/** A queue on an in-memory store, with a clock, a network switch, timers and a server to steer. */
function setUp(store = memoryQueueStore(), answers: Record<string, SendOutcome> = {}) {
  const world = {
    time: START,
    online: true,
    /** The labels the server received, in order, with the key each came with. */
    received: [] as { label: string; key: string }[],
    answers,
    timers: [] as { ms: number; task: () => void }[],
    syncRequests: 0,
    settled: [] as [string, SettledKind][],
  };
  const deps: OfflineQueueDeps = {
    store,
    now: () => world.time,
    online: () => world.online,
    schedule: (ms, task) => {
      world.timers.push({ ms, task });
      return () => undefined;
    },
    requestSync: () => void (world.syncRequests += 1),
    send: async (item: QueueItem) => {
      if (!world.online) return { kind: 'no-network' };
      const answer = world.answers[item.label] ?? { kind: 'sent', reply: { fileUrl: `/f/${item.label}` } };
      if (answer.kind !== 'no-network') world.received.push({ label: item.label, key: item.id });
      return answer;
    },
  };
  const queue = new OfflineQueue(deps);
  queue.onSettled((item, kind) => world.settled.push([item.label, kind]));
  return { world, queue, store };
}

const labels = (items: readonly QueueItem[]) => items.map((item) => item.label);

describe('the offline queue, kept and sent', () => {
  it('keeps what was picked offline and sends it in order once online, each once with its key', async () => {
    const { world, queue } = setUp();
    world.online = false;
    const queued = [];
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) {
      queued.push(await queue.enqueue(photo(name)));
      world.time += 1000;
    }
    expect(world.received).toEqual([]);
    expect(labels(queue.items())).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(world.syncRequests).toBeGreaterThan(0);

    world.online = true;
    await queue.drain({ now: true });
    expect(world.received).toEqual(queued.map((item) => ({ label: item.label, key: item.id })));
    expect(world.settled).toEqual([
      ['a.jpg', 'sent'],
      ['b.jpg', 'sent'],
      ['c.jpg', 'sent'],
    ]);
    // Stored items wait, with their reply, for their flow to take them; then they go.
    expect(queue.items().map((item) => item.reply)).toEqual([
      { fileUrl: '/f/a.jpg' },
      { fileUrl: '/f/b.jpg' },
      { fileUrl: '/f/c.jpg' },
    ]);
    for (const item of queued) await queue.acknowledge(item.id);
    expect(queue.items()).toEqual([]);
    await queue.drain();
    expect(world.received).toHaveLength(3);
  });

  it('survives a reload: a new queue on the same store sends what the last page left', async () => {
    const store = memoryQueueStore();
    const before = setUp(store);
    before.world.online = false;
    await before.queue.enqueue(photo('a.jpg'));
    await before.queue.enqueue(photo('b.jpg'));

    const after = setUp(store);
    await after.queue.refresh();
    expect(labels(after.queue.items())).toEqual(['a.jpg', 'b.jpg']);
    await after.queue.drain();
    expect(after.world.received.map((r) => r.label)).toEqual(['a.jpg', 'b.jpg']);
    // A flow that starts listening later still hears of the replies that came before it.
    const heard: string[] = [];
    after.queue.onSettled((item, kind) => heard.push(`${item.label} ${kind}`));
    expect(heard).toEqual(['a.jpg sent', 'b.jpg sent']);
  });

  it('backs off 2 s, 4 s … after a failed attempt, tries again by itself, and at once when back online', async () => {
    const { world, queue } = setUp();
    world.answers['a.jpg'] = { kind: 'no-network' }; // the server cannot be reached though online
    await queue.enqueue(photo('a.jpg')); // online: tried at once, and again by this drain when due
    await queue.drain();
    const [item] = queue.items();
    expect([item.attempts, item.nextAttemptAt - world.time]).toEqual([1, 2000]);
    expect(world.timers.at(-1)?.ms).toBe(2000);
    const attempts = item.attempts;

    // Before its time a drain does not try it; when the time comes, the timer's drain does.
    await queue.drain();
    expect(queue.items()[0].attempts).toBe(attempts);
    world.time = queue.items()[0].nextAttemptAt;
    await queue.drain();
    expect([queue.items()[0].attempts, queue.items()[0].nextAttemptAt - world.time]).toEqual([2, 4000]);
    // Back online (the `online` event) it goes at once, whatever its backoff.
    delete world.answers['a.jpg'];
    await queue.drain({ now: true });
    expect(world.received.map((r) => r.label)).toEqual(['a.jpg']);
  });

  it('does not try while the device says it is offline, and asks for Background Sync instead', async () => {
    const { world, queue } = setUp();
    world.online = false;
    await queue.enqueue(photo('a.jpg'));
    const asked = world.syncRequests;
    const report = await queue.drain();
    expect(report.stoppedOffline).toBe(true);
    expect(queue.items()[0].attempts).toBe(0);
    expect(world.syncRequests).toBe(asked + 1);
  });

  it('keeps a refused item with the server’s zh-TW message, never resends it, and holds its flow back', async () => {
    const { world, queue } = setUp();
    world.online = false;
    world.answers['a.pdf'] = { kind: 'refused', status: 415, message: '檔案格式不支援' };
    const refused = await queue.enqueue(photo('a.pdf'));
    await queue.enqueue(photo('b.jpg'));
    await queue.enqueue(photo('receipt.jpg', 'receipts:7'));
    world.online = true;
    await queue.drain({ now: true });
    expect(world.received.map((r) => r.label)).toEqual(['a.pdf', 'receipt.jpg']);
    expect(queue.items().find((item) => item.id === refused.id)?.refusal).toEqual({
      status: 415,
      message: '檔案格式不支援',
    });
    expect(world.settled).toContainEqual(['a.pdf', 'refused']);
    await queue.drain({ now: true });
    expect(world.received).toHaveLength(2);
    // The member removes it at its tile: the rest of the flow goes.
    await queue.discard(refused.id);
    await queue.drain();
    expect(world.received.map((r) => r.label)).toEqual(['a.pdf', 'receipt.jpg', 'b.jpg']);
  });

  it('drops what waited more than 7 days, and says so (never silently)', async () => {
    const { world, queue } = setUp();
    world.online = false;
    await queue.enqueue(photo('old.jpg'));
    world.time += QUEUE_MAX_AGE_MS + 1;
    await queue.enqueue(photo('new.jpg'));
    expect(labels(queue.items())).toEqual(['new.jpg']);
    expect(world.settled).toEqual([['old.jpg', 'expired']]);
    world.online = true;
    await queue.drain();
    expect(world.received.map((r) => r.label)).toEqual(['new.jpg']);
  });

  it('removes everything when asked (捨棄並登出)', async () => {
    const { world, queue, store } = setUp();
    world.online = false;
    await queue.enqueue(photo('a.jpg'));
    await queue.enqueue(photo('b.jpg', 'guarantor:x'));
    await queue.discardAll();
    expect(queue.items()).toEqual([]);
    expect(store.snapshot()).toEqual([]);
  });
});
