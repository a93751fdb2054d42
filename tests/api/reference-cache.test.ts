/** @jest-environment node */
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REFERENCE_CACHE_MS } from '../../src/server/reference/reference-cache';
import { createTestClock, startTestServer, type TestServer } from './test-server';

/**
 * Reference lists served from memory: a strong ETag and 304 to If-None-Match, the data read again
 * after an invalidation or a minute, and the compressed forms made once per version of the data.
 */
describe('cached reference lists', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const bankName = async (code: string) =>
    ((await get('/api/v2/members/banks')).json() as { bankCode: string; bankName: string }[]).find(
      (bank) => bank.bankCode === code,
    )?.bankName;
  const renameBank = (code: string, name: string) =>
    server.db.updateTable('banks').set({ bank_name: name }).where('bank_code', '=', code).execute();

  const CACHED_URLS = [
    '/api/v2/members/banks',
    '/api/v2/interest-plans',
    '/api/v2/members/schools',
    '/api/v2/members/contact-relations?isFirstContact=true',
    '/api/v2/members/mid-clause',
    '/api/v2/members/news',
    '/api/v1/info/index/bank',
    '/api/v1/info/index/bank_branch?bankCode=004',
  ];

  it.each(CACHED_URLS)('%s: a strong ETag, and 304 without a body when the client holds it', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    // Kept by the browser, which then sends If-None-Match before using it again.
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: again.statusCode, body: again.body, etag: again.headers.etag }).toEqual({
        ifNoneMatch,
        status: 304,
        body: '',
        etag,
      });
    }
    const stale = await get(url, { 'if-none-match': '"not-this-version"' });
    expect([stale.statusCode, stale.headers.etag, stale.body]).toEqual([200, etag, first.body]);
  });

  it('gives different lists different tags and the same list the same tag every time', async () => {
    const banks = await get('/api/v2/members/banks');
    const plans = await get('/api/v2/interest-plans');
    expect(banks.headers.etag).not.toBe(plans.headers.etag);
    expect((await get('/api/v2/members/banks')).headers.etag).toBe(banks.headers.etag);
  });

  it('serves the data read before a change until the cache is invalidated, then the new data and tag', async () => {
    const before = await get('/api/v2/members/banks');
    const oldName = await bankName('004');
    await renameBank('004', '測試改名銀行');
    try {
      expect(await bankName('004')).toBe(oldName);
      server.ctx.reference.invalidate();
      const after = await get('/api/v2/members/banks', { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(await bankName('004')).toBe('測試改名銀行');
    } finally {
      await renameBank('004', oldName as string);
      server.ctx.reference.invalidate();
    }
    expect((await get('/api/v2/members/banks')).headers.etag).toBe(before.headers.etag);
  });

  it('reads the data again once a minute has passed (changes made by another process show)', async () => {
    const oldName = await bankName('004');
    await renameBank('004', '他處改名銀行');
    try {
      server.clock.advance(REFERENCE_CACHE_MS - 1000);
      expect(await bankName('004')).toBe(oldName);
      server.clock.advance(1000);
      expect(await bankName('004')).toBe('他處改名銀行');
    } finally {
      await renameBank('004', oldName as string);
      server.ctx.reference.invalidate();
    }
  });

  it('does not keep a failed load: a plan that appears later is found without invalidating', async () => {
    const missing = await get('/api/v2/interest-plans/77/career-types');
    expect([missing.statusCode, missing.json()]).toEqual([404, { code: '404', message: '找不到此分期方案' }]);
    await server.db
      .insertInto('interest_plans')
      .values({
        id: 77,
        name: '測試方案',
        description: '',
        adjustment_amount_status: 0,
        min_amount: 3000,
        max_amount: 60000,
        service_fee_rate: 0,
      })
      .execute();
    try {
      const found = await get('/api/v2/interest-plans/77/career-types');
      expect(found.statusCode).toBe(200);
      expect((found.json() as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await server.db.deleteFrom('interest_plans').where('id', '=', 77).execute();
      server.ctx.reference.invalidate();
    }
  });

  it('still searches branches by keyword in the database, uncached', async () => {
    const all = (await get('/api/v2/members/banks/004/branches')).json() as { branchCode: string }[];
    await server.db
      .insertInto('bank_branches')
      .values({ bank_code: '004', branch_code: '0049999', branch_name: '快取測試分行' })
      .execute();
    try {
      const found = await get(`/api/v2/members/banks/004/branches?keyword=${encodeURIComponent('快取測試')}`);
      expect(found.json()).toEqual([{ branchCode: '0049999', branchName: '快取測試分行' }]);
      expect(found.headers.etag).toBeUndefined();
      expect((await get('/api/v2/members/banks/004/branches')).json()).toHaveLength(all.length);
    } finally {
      await server.db.deleteFrom('bank_branches').where('branch_code', '=', '0049999').execute();
      server.ctx.reference.invalidate();
    }
  });
});

describe('cached news', () => {
  // Ten seconds before 2026-11-21 09:00 Taipei, when the seeded "元旦連假…" announcement comes out.
  const clock = createTestClock(new Date('2026-11-21T00:59:50Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: clock.now });
  });
  afterAll(() => server.stop());

  it('lets an announcement out at its time although the list is cached, with a new tag', async () => {
    const titles = (res: LightMyRequestResponse) => (res.json() as { title: string }[]).map((n) => n.title);
    const before = await server.app.inject({ method: 'GET', url: '/api/v2/members/news' });
    expect(titles(before)).not.toContain('元旦連假服務時間與繳款提醒');
    clock.advance(20_000); // past 09:00 Taipei, well within the cache's minute
    const after = await server.app.inject({ method: 'GET', url: '/api/v2/members/news' });
    expect(titles(after)[0]).toBe('元旦連假服務時間與繳款提醒');
    expect(titles(after).slice(1)).toEqual(titles(before));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('compression of replies', () => {
  let server: TestServer;
  let memberToken: string;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/login?idNum=A123456789',
      payload: { passwd: 'demo1234' },
    });
    memberToken = login.json().token;
  });
  afterAll(() => server.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('compresses a large cached list for a browser, and the compressed body is the plain one', async () => {
    const plain = await get('/api/v2/members/banks');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const br = await get('/api/v2/members/banks', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get('/api/v2/members/banks', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('honours weights and identity in Accept-Encoding as for every other reply', async () => {
    const weighted = await get('/api/v2/members/banks', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(weighted.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(weighted.rawPayload).length).toBeGreaterThanOrEqual(1024);
    const identity = await get('/api/v2/members/banks', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('sends replies under 1 KiB uncompressed, even to a client that accepts compression', async () => {
    const accepts = { 'accept-encoding': 'gzip, deflate, br' };
    const small = [
      await get('/api/v2/members/contact-relations?isFirstContact=true', accepts),
      await get('/api/v2/members/cases', { ...accepts, authorization: `Bearer ${memberToken}` }),
      await get('/api/v2/app-config', accepts),
    ];
    for (const res of small) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(() => res.json()).not.toThrow();
    }
  });
});
