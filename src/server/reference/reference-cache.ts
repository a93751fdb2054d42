/** How long reference data is kept before it is read again (changes made outside this process show by then). */
export const REFERENCE_CACHE_MS = 60_000;

/** At most this many entries; past it the oldest goes (keys come from validated parameters). */
const CAPACITY = 2_000;

/**
 * Reference data (banks, schools, plans, …) kept in memory by key, so the lists every form
 * reads are not fetched from the database on every call. Everything is read again once
 * `ttlMs` has passed since the cache was last (re)filled, and at once after `invalidate()`,
 * which whatever writes reference data in this process calls. Concurrent callers of a key share
 * one load; a failed load is not kept.
 */
export class ReferenceCache {
  readonly #entries = new Map<string, Promise<unknown>>();
  #freshUntil = 0;

  constructor(
    private readonly clock: () => Date,
    private readonly ttlMs: number = REFERENCE_CACHE_MS,
  ) {}

  /** The value of `key`, from memory or from `load()`. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock().getTime();
    if (now >= this.#freshUntil) {
      this.#entries.clear();
      this.#freshUntil = now + this.ttlMs;
    }
    const held = this.#entries.get(key);
    if (held) return held as Promise<T>;
    if (this.#entries.size >= CAPACITY) this.#entries.delete(this.#entries.keys().next().value as string);
    const loading = load();
    this.#entries.set(key, loading);
    loading.catch(() => {
      if (this.#entries.get(key) === loading) this.#entries.delete(key);
    });
    return loading;
  }

  /** Forgets everything: the next call of each key reads the database again. */
  invalidate(): void {
    this.#entries.clear();
    this.#freshUntil = 0;
  }
}
