/** @jest-environment node */
import { CaseListCache } from './case-list-cache';
import type { CaseView } from './case-view';

const view = (id: number, status: string) => ({ id, status }) as unknown as CaseView;

describe('CaseListCache', () => {
  let now: number;
  let reads: number;
  let stored: CaseView[];
  let cache: CaseListCache;
  const read = async () => {
    reads += 1;
    return [...stored];
  };
  beforeEach(() => {
    now = Date.parse('2026-12-02T10:00:00Z');
    reads = 0;
    stored = [view(1, 'approved')];
    cache = new CaseListCache(() => new Date(now), 10_000);
  });

  it('answers a member’s list from memory until it is ten seconds old', async () => {
    await cache.list(1, 'all', read);
    await cache.list(1, 'all', read);
    expect(reads).toBe(1);
    now += 10_000;
    await cache.list(1, 'all', read);
    expect(reads).toBe(2);
  });

  it('keeps members and list kinds apart', async () => {
    await cache.list(1, 'all', read);
    await cache.list(2, 'all', read);
    await cache.list(1, 'in:completed', read);
    expect(reads).toBe(3);
  });

  it('reads again after a write to cases or installments, not after one to other tables', async () => {
    await cache.list(1, 'all', read);
    cache.onWrite(['drafts']);
    await cache.list(1, 'all', read);
    expect(reads).toBe(1);
    stored = [view(1, 'repaying')];
    cache.onWrite(['cases']);
    expect(await cache.list(1, 'all', read)).toEqual([view(1, 'repaying')]);
    cache.onWrite(['installments']);
    await cache.list(1, 'all', read);
    expect(reads).toBe(3);
    cache.onWrite('any');
    await cache.list(1, 'all', read);
    expect(reads).toBe(4);
  });

  it('does not keep a list read while a write was made', async () => {
    const pending = cache.list(1, 'all', async () => {
      const before = [...stored];
      stored = [view(1, 'cancelled')];
      cache.onWrite(['cases']);
      return before;
    });
    expect(await pending).toEqual([view(1, 'approved')]);
    expect(await cache.list(1, 'all', read)).toEqual([view(1, 'cancelled')]);
  });

  it('reads every time with no time to keep (CASE_LIST_CACHE_SECONDS=0)', async () => {
    const uncached = new CaseListCache(() => new Date(now), 0);
    await uncached.list(1, 'all', read);
    await uncached.list(1, 'all', read);
    expect(reads).toBe(2);
  });

  it('reads every time while untrusted (other instances unheard), and from empty once trusted again', async () => {
    await cache.list(1, 'all', read);
    cache.trust(false);
    await cache.list(1, 'all', read);
    await cache.list(1, 'all', read);
    expect(reads).toBe(3);
    cache.trust(true);
    await cache.list(1, 'all', read);
    await cache.list(1, 'all', read);
    expect(reads).toBe(4);
  });
});
