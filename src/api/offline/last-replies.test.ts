/**
 * @jest-environment node
 */
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { replyKey, reviseKeptReply } from './last-replies';
import { readRecord, writeRecord } from './offline-db';

/** The kept replies in memory: node has no IndexedDB. */
const records = new Map<string, unknown>();
jest.mock('./offline-db', () => ({
  hasOfflineStorage: () => true,
  readRecord: jest.fn(async (_store: string, key: string) => records.get(key)),
  writeRecord: jest.fn(async (_store: string, key: string, value: unknown) => void records.set(key, value)),
}));

function get(url: string, { bearer, params }: { bearer?: string; params?: Record<string, unknown> } = {}) {
  const headers = new AxiosHeaders(bearer ? { Authorization: `Bearer ${bearer}` } : {});
  return { method: 'get', url, headers, params } as InternalAxiosRequestConfig;
}

describe('which replies are kept for offline reading, and whose they are', () => {
  it('keeps a member page under its member (a hash of the token, never the token)', async () => {
    const key = await replyKey(get('/members/cases', { bearer: 'token-of-ming' }));
    expect(key).toMatch(/^member:[0-9a-f]{32} \/members\/cases$/);
    expect(key).not.toContain('token-of-ming');
  });

  it('one member’s copy is never another’s', async () => {
    const ming = await replyKey(get('/members/orders/list', { bearer: 'ming' }));
    const mei = await replyKey(get('/members/orders/list', { bearer: 'mei' }));
    expect(ming).not.toBe(mei);
  });

  it('takes the token from the older calls’ query too, and leaves it out of the key', async () => {
    const key = await replyKey(
      get('/members/orders/detail', { params: { access_token: 'secret', caseNo: 'FQ1', b: undefined } }),
    );
    expect(key).toMatch(/^member:[0-9a-f]{32} \/members\/orders\/detail\?caseNo=FQ1$/);
  });

  it('keeps the order detail, payments and a case’s sub-pages; not other calls', async () => {
    for (const path of ['/members/cases/12', '/members/cases/12/repayment-case', '/members/payments/list'])
      expect(await replyKey(get(path, { bearer: 't' }))).not.toBeNull();
    for (const path of [
      '/members/emails/is-verified',
      '/members/password-reset',
      '/oauth/is-access_token-valid',
    ])
      expect(await replyKey(get(path, { bearer: 't' }))).toBeNull();
    expect(await replyKey({ ...get('/members/cases', { bearer: 't' }), method: 'post' })).toBeNull();
  });

  it('a member page without a token is not kept (no owner to keep it for)', async () => {
    expect(await replyKey(get('/members/cases'))).toBeNull();
  });

  it('keeps the wizard’s file categories under the applicant, and its plans for everyone', async () => {
    expect(await replyKey(get('/members/commodity-cases/file-categories', { bearer: 'applicant' }))).toMatch(
      /^member:[0-9a-f]{32} \/members\/commodity-cases\/file-categories$/,
    );
    expect(await replyKey(get('/interest-plans'))).toBe('public /interest-plans');
    expect(await replyKey(get('/members/mid-clause'))).toBe('public /members/mid-clause');
  });

  it('keeps the pick-lists (schools, banks, branches, contact relations) for everyone, so a form reloaded offline still offers them', async () => {
    expect(await replyKey(get('/members/schools'))).toBe('public /members/schools');
    expect(await replyKey(get('/members/schools/3/departments'))).toBe(
      'public /members/schools/3/departments',
    );
    expect(await replyKey(get('/members/banks'))).toBe('public /members/banks');
    expect(await replyKey(get('/members/banks/004/branches', { params: { keyword: '營業' } }))).toBe(
      'public /members/banks/004/branches?keyword=營業',
    );
    expect(await replyKey(get('/members/contact-relations', { params: { isFirstContact: true } }))).toBe(
      'public /members/contact-relations?isFirstContact=true',
    );
    expect(await replyKey(get('/members/banks/004'))).toBeNull();
  });

  it('keeps a case’s declaration with its detail, under the member', async () => {
    expect(
      await replyKey(get('/members/apply-cases/2/declaration', { params: { access_token: 't' } })),
    ).toMatch(/^member:[0-9a-f]{32} \/members\/apply-cases\/2\/declaration$/);
    expect(await replyKey(get('/members/apply-cases/2/declaration'))).toBeNull();
  });

  it('keeps a guest link’s page under its own address', async () => {
    expect(await replyKey(get('/guests/guarantor/demo-sign-path'))).toBe(
      'guest /guests/guarantor/demo-sign-path',
    );
  });

  it('keeps the texts of a guest link’s contracts, so they can be read offline too', async () => {
    expect(await replyKey(get('/guests/vehicle-loans/demo-sign-path/contract-texts'))).toBe(
      'guest /guests/vehicle-loans/demo-sign-path/contract-texts',
    );
    expect(await replyKey(get('/guests/guarantor/demo-sign-path/other'))).toBeNull();
  });
});

describe('a kept reply revised with what the page learnt since', () => {
  beforeEach(() => {
    records.clear();
    jest.clearAllMocks();
  });

  it('rewrites the copy as it came off the wire (a JSON text), dated now', async () => {
    const config = get('/members/commodity-cases/file-categories', { bearer: 'applicant' });
    const key = (await replyKey(config))!;
    records.set(key, { data: JSON.stringify([{ id: 1, clientFiles: [] }]), fetchedAt: 1 });
    await reviseKeptReply<{ id: number; clientFiles: string[] }[]>(config, (categories) =>
      categories.map((category) => ({ ...category, clientFiles: ['a.jpg'] })),
    );
    const kept = records.get(key) as { data: string; fetchedAt: number };
    expect(JSON.parse(kept.data)).toEqual([{ id: 1, clientFiles: ['a.jpg'] }]);
    expect(kept.fetchedAt).toBeGreaterThan(1);
  });

  it('writes nothing when there is no copy yet, or the call is not kept', async () => {
    await reviseKeptReply(get('/members/commodity-cases/file-categories', { bearer: 'applicant' }), () => []);
    await reviseKeptReply(get('/members/password-reset', { bearer: 't' }), () => []);
    expect(jest.mocked(writeRecord)).not.toHaveBeenCalled();
    expect(jest.mocked(readRecord)).toHaveBeenCalledTimes(1);
  });
});
