import {
  backoffMs,
  drainQueue,
  itemsOfThisPage,
  QUEUE_MAX_AGE_MS,
  type QueuedSend,
  type SendOutcome,
} from './queue-rules';

const NOW = 1_800_000_000_000;

function item(id: string, ago: number, extra: Partial<QueuedSend> = {}): QueuedSend {
  return {
    id,
    owner: 'member:a',
    group: 'commodity',
    queuedAt: NOW - ago,
    attempts: 0,
    nextAttemptAt: 0,
    ...extra,
  };
}

/** A server answering each id as told (sent by default), recording the order of attempts. */
function server(answers: Record<string, SendOutcome> = {}) {
  const attempts: string[] = [];
  const send = async (queued: QueuedSend): Promise<SendOutcome> => {
    attempts.push(queued.id);
    return answers[queued.id] ?? { kind: 'sent' };
  };
  return { attempts, send };
}

describe('the offline queue', () => {
  it('sends in the order the items were made, each once', async () => {
    const { attempts, send } = server();
    const photos = [item('photo-3', 10), item('photo-1', 30), item('photo-2', 20)];
    const report = await drainQueue(photos, send, NOW);
    expect(attempts).toEqual(['photo-1', 'photo-2', 'photo-3']);
    expect(report.sent.map((sent) => sent.id)).toEqual(['photo-1', 'photo-2', 'photo-3']);
    expect(report.waiting).toEqual([]);
  });

  it('stops at the first attempt without a network; the rest keep their order, the failed one backs off', async () => {
    const { attempts, send } = server({ 'photo-2': { kind: 'no-network' } });
    const report = await drainQueue(
      [item('photo-1', 3), item('photo-2', 2), item('send-step5', 1)],
      send,
      NOW,
    );
    expect(attempts).toEqual(['photo-1', 'photo-2']);
    expect(report.waiting.map((w) => [w.id, w.attempts, w.nextAttemptAt - NOW])).toEqual([
      ['photo-2', 1, 2_000],
      ['send-step5', 0, -NOW],
    ]);
  });

  it('backs off 2 s, 4 s, 8 s … up to 5 minutes, and does not try an item before its time', async () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(20)).toBe(300_000);
    const { attempts, send } = server();
    const report = await drainQueue([item('photo-1', 1, { attempts: 2, nextAttemptAt: NOW + 1 })], send, NOW);
    expect(attempts).toEqual([]);
    expect(report.waiting.map((w) => w.id)).toEqual(['photo-1']);
  });

  it('keeps a refused item with the server’s message and holds its group back; other groups go on', async () => {
    const { attempts, send } = server({
      'photo-1': { kind: 'refused', status: 422, message: '檔案格式不符，請重新上傳' },
    });
    const report = await drainQueue(
      [
        item('photo-1', 3, { field: 'root_idCardFront' }),
        item('send-step5', 2),
        item('receipt', 1, { group: 'payments' }),
      ],
      send,
      NOW,
    );
    expect(attempts).toEqual(['photo-1', 'receipt']);
    expect(report.refused).toEqual([
      expect.objectContaining({
        id: 'photo-1',
        field: 'root_idCardFront',
        refusal: { status: 422, message: '檔案格式不符，請重新上傳' },
      }),
    ]);
    expect(report.waiting.map((w) => w.id)).toEqual(['send-step5']);
    expect(report.sent.map((s) => s.id)).toEqual(['receipt']);
    // Refused stays refused (and holding) until the member fixes it: the next drain does not resend it.
    const again = server();
    await drainQueue([...report.refused, ...report.waiting], again.send, NOW + 60_000);
    expect(again.attempts).toEqual([]);
  });

  it('hands back what waited more than 7 days instead of sending it or dropping it silently', async () => {
    const { attempts, send } = server();
    const report = await drainQueue([item('old', QUEUE_MAX_AGE_MS + 1), item('new', 1)], send, NOW);
    expect(report.expired.map((e) => e.id)).toEqual(['old']);
    expect(attempts).toEqual(['new']);
  });

  it('counts what the member logged in now queued and what no one’s session queued, never another member’s (待送出 n 項)', () => {
    const items = [
      { id: 'a', queuedBy: 'key-of-ming' },
      { id: 'b', queuedBy: 'key-of-ming' },
      { id: 'guest-link', queuedBy: null },
      { id: 'older-build' },
      { id: 'left-by-mei', queuedBy: 'key-of-mei' },
    ];
    expect(itemsOfThisPage(items, 'key-of-ming').map((i) => i.id)).toEqual([
      'a',
      'b',
      'guest-link',
      'older-build',
    ]);
    expect(itemsOfThisPage(items, null).map((i) => i.id)).toEqual(['guest-link', 'older-build']);
  });
});
