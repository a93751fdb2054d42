import {
  DRAFT_MAX_AGE_MS,
  forgetDraft,
  guestOwner,
  keepDraft,
  memberOwner,
  readKeptDraft,
  removeAllDrafts,
  sweepExpiredDrafts,
} from './kept-drafts';
import { hasOfflineStorage } from './offline-db';

jest.mock('./offline-db', () => ({
  ...jest.requireActual<object>('./offline-db'),
  hasOfflineStorage: jest.fn(() => false),
}));

/*
 * jsdom has no IndexedDB: these tests run the store against its fallback (localStorage, under
 * `fenqi.drafts.`), the same calls the browser makes on IndexedDB (tests/e2e/offline-drafts.e2e.ts
 * covers that one).
 */

const NOW = Date.parse('2026-11-27T10:00:00Z');
const keys = (store: Storage) => Object.keys({ ...store }).sort();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('owners of kept drafts', () => {
  it('name a member by a hash of the token, never the token; one member is never another', async () => {
    const ming = await memberOwner('token-of-ming');
    expect(ming).toMatch(/^member:[0-9a-f]{16,32}$/);
    expect(ming).not.toContain('token-of-ming');
    expect(await memberOwner('token-of-ming')).toBe(ming);
    expect(await memberOwner('token-of-mei')).not.toBe(ming);
    expect(guestOwner('{"signPath":"abc"}')).toBe('guest:{"signPath":"abc"}');
  });
});

describe('drafts kept on the device', () => {
  it('come back as kept, with when they were saved, until forgotten', async () => {
    await keepDraft('member:aa flow:x k1', { forms: { a: { name: '王' } } }, NOW);
    expect(JSON.parse(localStorage.getItem('fenqi.drafts.member:aa flow:x k1') ?? 'null')).toEqual({
      key: 'member:aa flow:x k1',
      savedAt: NOW,
      value: { forms: { a: { name: '王' } } },
    });
    expect(await readKeptDraft('member:aa flow:x k1', undefined, NOW + 1000)).toEqual({
      forms: { a: { name: '王' } },
    });
    expect(await readKeptDraft('member:bb flow:x k1', undefined, NOW)).toBeNull();
    await forgetDraft('member:aa flow:x k1');
    expect(await readKeptDraft('member:aa flow:x k1', undefined, NOW)).toBeNull();
  });

  it('are not read after 7 days, and are removed then', async () => {
    await keepDraft('guest:link flow:g', { v: 1 }, NOW);
    expect(await readKeptDraft('guest:link flow:g', undefined, NOW + DRAFT_MAX_AGE_MS)).toEqual({ v: 1 });
    expect(await readKeptDraft('guest:link flow:g', undefined, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(keys(localStorage)).toEqual([]);
  });

  it('an older build’s draft is moved in once when read (from localStorage or sessionStorage)', async () => {
    localStorage.setItem('fenqi.flow.x.k1', JSON.stringify({ forms: { a: 1 }, savedAt: NOW - 1000 }));
    sessionStorage.setItem(
      'fenqi.commodity.A123456789',
      JSON.stringify({ idCardNo: 'A123456789', savedAt: '2026-11-26T09:00:00.000Z' }),
    );
    expect(await readKeptDraft('member:aa flow:x k1', 'fenqi.flow.x.k1', NOW)).toEqual({
      forms: { a: 1 },
      savedAt: NOW - 1000,
    });
    expect(await readKeptDraft('applicant:A123456789 commodity', 'fenqi.commodity.A123456789', NOW)).toEqual({
      idCardNo: 'A123456789',
      savedAt: '2026-11-26T09:00:00.000Z',
    });
    expect(keys(localStorage)).toEqual([
      'fenqi.drafts.applicant:A123456789 commodity',
      'fenqi.drafts.member:aa flow:x k1',
    ]);
    expect(keys(sessionStorage)).toEqual([]);
    // Moved, and aged by the older build's date.
    expect(await readKeptDraft('member:aa flow:x k1', 'fenqi.flow.x.k1', NOW)).not.toBeNull();
    expect(
      await readKeptDraft('member:aa flow:x k1', undefined, NOW - 1000 + DRAFT_MAX_AGE_MS + 1),
    ).toBeNull();
  });

  it('an older build’s draft past 7 days, undated or damaged is dropped, not moved in', async () => {
    localStorage.setItem(
      'fenqi.flow.x.old',
      JSON.stringify({ forms: {}, savedAt: NOW - DRAFT_MAX_AGE_MS - 1 }),
    );
    localStorage.setItem('fenqi.flow.x.undated', JSON.stringify({ forms: {} }));
    localStorage.setItem('fenqi.flow.x.broken', '{broken');
    for (const name of ['old', 'undated', 'broken'])
      expect(await readKeptDraft(`member:aa flow:x ${name}`, `fenqi.flow.x.${name}`, NOW)).toBeNull();
    expect(keys(localStorage)).toEqual([]);
  });

  it('are swept after 7 days at start (an undated one of an older build at once); the rest stays', async () => {
    await keepDraft('member:aa flow:idVerify 12', { forms: {} }, NOW - 1000);
    await keepDraft('guest:old-link flow:guarantor', { forms: {} }, NOW - DRAFT_MAX_AGE_MS - 1);
    localStorage.setItem('fenqi.flow.minor.undated', JSON.stringify({ forms: {}, completed: [] }));
    localStorage.setItem(
      'fenqi.commodity.A123456789',
      JSON.stringify({ savedAt: '2026-11-26T09:00:00.000Z' }),
    );
    localStorage.setItem(
      'fenqi.commodity.F223456786',
      JSON.stringify({ savedAt: '2026-11-01T09:00:00.000Z' }),
    );
    localStorage.setItem('fenqi.commodity.last', 'A123456789');
    localStorage.setItem('fenqi.chunkReloadAt', '1');
    await sweepExpiredDrafts(NOW);
    expect(keys(localStorage)).toEqual([
      'fenqi.chunkReloadAt',
      'fenqi.commodity.A123456789',
      'fenqi.commodity.last',
      'fenqi.drafts.member:aa flow:idVerify 12',
    ]);
  });

  it('are all removed at logout, in localStorage and in the tab’s sessionStorage; nothing else is', async () => {
    await keepDraft('member:aa flow:idVerify 12', { forms: {} }, NOW);
    for (const store of [localStorage, sessionStorage]) {
      store.setItem('fenqi.flow.idVerify.12', JSON.stringify({ forms: {}, savedAt: NOW }));
      store.setItem('fenqi.commodity.last', 'A123456789');
      store.setItem('fenqi.chunkReloadAt', '1');
    }
    removeAllDrafts();
    expect(keys(localStorage)).toEqual(['fenqi.chunkReloadAt']);
    expect(keys(sessionStorage)).toEqual(['fenqi.chunkReloadAt']);
  });

  it('go to the fallback where IndexedDB refuses to open, and the flows go on', async () => {
    jest.mocked(hasOfflineStorage).mockReturnValue(true); // jsdom: `indexedDB` is missing, open throws
    await keepDraft('member:aa flow:x k1', { v: 2 }, NOW);
    expect(await readKeptDraft('member:aa flow:x k1', undefined, NOW)).toEqual({ v: 2 });
    expect(keys(localStorage)).toEqual(['fenqi.drafts.member:aa flow:x k1']);
  });
});
