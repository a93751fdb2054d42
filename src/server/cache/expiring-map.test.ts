/** @jest-environment node */
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  /** The injected clock: the time each call is given, moved by hand. */
  let now: number;
  beforeEach(() => {
    now = Date.parse('2026-12-02T10:00:00Z');
  });
  const store = <V>(map: ExpiringMap<string, V>, key: string, value: V) =>
    map.set(key, value, map.startRead(now));

  it('holds a value until ttlMs after its read started, then no longer', () => {
    const map = new ExpiringMap<string, number>({ ttlMs: 10_000, capacity: 10 });
    const start = map.startRead(now);
    now += 3_000; // the read took 3 s: the time counts from its start
    map.set('a', 1, start);
    now += 6_999;
    expect(map.get('a', now)).toBe(1);
    now += 1;
    expect(map.get('a', now)).toBeUndefined();
  });

  it('drops the oldest stored value past its capacity; storing again makes a value the newest', () => {
    const map = new ExpiringMap<string, number>({ ttlMs: 10_000, capacity: 2 });
    store(map, 'a', 1);
    store(map, 'b', 2);
    store(map, 'c', 3);
    expect([map.get('a', now), map.get('b', now), map.get('c', now)]).toEqual([undefined, 2, 3]);
    store(map, 'b', 20);
    store(map, 'd', 4);
    expect([map.get('b', now), map.get('c', now), map.get('d', now)]).toEqual([20, undefined, 4]);
  });

  it('does not store a value whose read started before a clear', () => {
    const map = new ExpiringMap<string, number>({ ttlMs: 10_000, capacity: 10 });
    store(map, 'a', 1);
    const start = map.startRead(now);
    map.clear();
    expect(map.get('a', now)).toBeUndefined();
    map.set('b', 2, start);
    expect(map.get('b', now)).toBeUndefined();
    store(map, 'b', 3);
    expect(map.get('b', now)).toBe(3);
  });

  it('keeps nothing with ttlMs 0', () => {
    const map = new ExpiringMap<string, number>({ ttlMs: 0, capacity: 10 });
    expect(map.keeps).toBe(false);
    store(map, 'a', 1);
    expect(map.get('a', now)).toBeUndefined();
    expect(new ExpiringMap<string, number>({ ttlMs: 1, capacity: 10 }).keeps).toBe(true);
  });

  it('keeps nothing while untrusted, and forgets on every change of trust, reads under way included', () => {
    const map = new ExpiringMap<string, number>({ ttlMs: 10_000, capacity: 10 });
    store(map, 'a', 1);
    const underWay = map.startRead(now);
    map.trust(false);
    expect([map.keeps, map.get('a', now)]).toEqual([false, undefined]);
    store(map, 'b', 2);
    expect(map.get('b', now)).toBeUndefined();
    const whileOff = map.startRead(now);
    map.trust(true);
    map.set('a', 1, underWay);
    map.set('b', 2, whileOff);
    expect([map.keeps, map.get('a', now), map.get('b', now)]).toEqual([true, undefined, undefined]);
    store(map, 'c', 3);
    expect(map.get('c', now)).toBe(3);
  });
});
