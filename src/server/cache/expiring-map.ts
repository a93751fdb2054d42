/**
 * What a read that may be stored carries from its start to `set`: the map's generation and the
 * time it started (the stored value is kept for `ttlMs` from then, not from when the read ended).
 */
export interface ReadStart {
  readonly generation: number;
  readonly at: number;
}

/** How long an entry is kept (0 keeps nothing), and how many entries are kept at most. */
export interface ExpiringMapLimits {
  ttlMs: number;
  capacity: number;
}

/**
 * Values kept in memory for `ttlMs` each, at most `capacity` of them (past it the oldest stored
 * goes), with a generation that guards against a stale store: `clear()` bumps it, and a value whose
 * read started before a clear (its `ReadStart`) is not stored. Times are the caller's, in ms
 * since the epoch, so a clock can be injected. With `ttlMs` 0 (or not a number) it keeps nothing,
 * and nothing while `trust(false)` holds.
 */
export class ExpiringMap<K, V> {
  readonly #entries = new Map<K, { value: V; until: number }>();
  /** Bumped by every clear: a read that started before it must not be stored. */
  #generation = 0;
  readonly #ttlMs: number;
  readonly #capacity: number;
  /** Off while what is held cannot be known to be current (another instance's writes unheard). */
  #trusted = true;

  constructor({ ttlMs, capacity }: ExpiringMapLimits) {
    this.#ttlMs = ttlMs;
    this.#capacity = capacity;
  }

  /** Whether anything is kept at all (false with `ttlMs` 0, or while not trusted: every value is read). */
  get keeps(): boolean {
    return this.#ttlMs > 0 && this.#trusted;
  }

  /**
   * Turns keeping on or off; either way everything held is forgotten and reads under way are not
   * stored, since a change of trust means writes may have gone unheard in between.
   */
  trust(trusted: boolean): void {
    this.#trusted = trusted;
    this.clear();
  }

  /** The value held for `key`, while it is younger than `ttlMs` at `now`. */
  get(key: K, now: number): V | undefined {
    const held = this.#entries.get(key);
    return held && now < held.until ? held.value : undefined;
  }

  /** Marks the start of a read at `now`; hand it to `set` with what the read found. */
  startRead(now: number): ReadStart {
    return { generation: this.#generation, at: now };
  }

  /** Keeps `value` for `key` until `ttlMs` after the read started, unless cleared since then. */
  set(key: K, value: V, start: ReadStart): void {
    if (!this.keeps || start.generation !== this.#generation) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#capacity) this.#evictOldest();
    this.#entries.set(key, { value, until: start.at + this.#ttlMs });
  }

  /** Forgets every value, and keeps any read already under way from being stored. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Drops the entry stored first (a Map iterates in the order of insertion). */
  #evictOldest(): void {
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
