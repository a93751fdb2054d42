/** @jest-environment node */
import { ReferenceCache } from './reference-cache';

describe('ReferenceCache', () => {
  let now = 0;
  const clock = () => new Date(now);

  it('loads a key once for concurrent callers and keeps it', async () => {
    const cache = new ReferenceCache(clock, 1000);
    const load = jest.fn(async () => ['a']);
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(first).toBe(second);
    expect(await cache.get('k', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after its time, and after invalidate()', async () => {
    now = 10_000;
    const cache = new ReferenceCache(clock, 1000);
    let version = 0;
    const load = async () => (version += 1);
    expect(await cache.get('k', load)).toBe(1);
    now += 999;
    expect(await cache.get('k', load)).toBe(1);
    now += 1;
    expect(await cache.get('k', load)).toBe(2);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReferenceCache(clock, 1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
