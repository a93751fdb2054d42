import type { QueueItem } from './queue-item';
import { outcomeOf, REFUSED_FALLBACK, sendQueuedRequest } from './send-queued-request';

const item: QueueItem = {
  id: 'k'.repeat(32),
  kind: 'upload',
  owner: 'member:a',
  group: 'commodity',
  label: 'a.jpg',
  queuedAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  request: {
    method: 'POST',
    url: 'http://fenqi.test/api/v2/members/commodity-cases/tmp/files',
    headers: { Authorization: 'Bearer t', 'Content-Type': 'multipart/form-data' },
    body: {
      type: 'multipart',
      parts: [
        { name: 'fileCategoryId', value: '4' },
        { name: 'file', blob: new Blob(['jpeg'], { type: 'image/jpeg' }), fileName: 'a.jpg' },
      ],
    },
  },
};

/** A reply as fetch gives it (jsdom has no Response). */
const reply = (status: number, body: string) => ({ status, text: async () => body }) as unknown as Response;

describe('sending a queued item', () => {
  it('sends a request that had no body (the guarantor’s 確認送出) without one, and says nothing is JSON', async () => {
    const fetchImpl = jest.fn(async () => reply(204, ''));
    const bodiless: QueueItem = {
      ...item,
      kind: 'send',
      request: {
        method: 'POST',
        url: 'http://fenqi.test/api/v2/guests/guarantor/x',
        headers: {},
        body: { type: 'json', json: undefined },
      },
    };
    await expect(sendQueuedRequest(bodiless, fetchImpl)).resolves.toEqual({ kind: 'sent', reply: null });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ 'Idempotency-Key': item.id });
  });

  it('sends the kept form (fields before the file) with the credential and its Idempotency-Key', async () => {
    const fetchImpl = jest.fn(async () => reply(201, JSON.stringify({ id: 9 })));
    await expect(sendQueuedRequest(item, fetchImpl)).resolves.toEqual({ kind: 'sent', reply: { id: 9 } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(item.request.url);
    // fetch sets the multipart boundary itself.
    expect(init.headers).toEqual({ Authorization: 'Bearer t', 'Idempotency-Key': item.id });
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['fileCategoryId', 'file']);
    expect((form.get('file') as File).name).toBe('a.jpg');
  });

  it('counts no answer, a passing fault or the key still being answered as "try again later"', async () => {
    const offline = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendQueuedRequest(item, offline)).resolves.toEqual({ kind: 'no-network' });
    for (const status of [408, 409, 429, 500, 503])
      expect(outcomeOf(status, null)).toEqual({ kind: 'no-network' });
  });

  it('counts another 4xx as a refusal, with the server’s zh-TW message (or a zh-TW fallback)', () => {
    expect(outcomeOf(422, { code: '3012', message: '檔案類別錯誤' })).toEqual({
      kind: 'refused',
      status: 422,
      message: '檔案類別錯誤',
    });
    expect(outcomeOf(413, '<html>')).toEqual({ kind: 'refused', status: 413, message: REFUSED_FALLBACK });
  });
});
