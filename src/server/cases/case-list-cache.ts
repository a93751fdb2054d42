import { ExpiringMap } from '../cache/expiring-map';
import type { WrittenTables } from '../db/table-writes';
import type { CaseView } from '../../validation/api-replies';

/** How long a member's list is kept at most (a write by another process shows after this). */
export const CASE_LIST_CACHE_MS = 10_000;

/** At most this many lists are kept; past it the oldest goes. */
const CAPACITY = 10_000;

/** The tables a case view is read from (cases/case-view.ts): a write to one drops every list. */
const SOURCE_TABLES = new Set(['cases', 'installments']);

/**
 * Each member's case lists kept in memory for a few seconds: the member centre, the order list
 * and the app's refreshes ask for the same list again and again, and reading it was most of the
 * request. Correctness first: it is fed by the database's write reports (db/table-writes.ts), so
 * any write to `cases` or `installments` made through this server drops every list at once, and
 * a read that started before the write is not stored. On PostgreSQL a write inside a transaction
 * is reported once more as it commits (db/commit-reports.ts: a pooled read beside the uncommitted
 * write may have stored the old list), and writes by other instances arrive as notifications
 * (cache/cache-notifications.ts); while those cannot be heard, `trust(false)` keeps nothing.
 */
export class CaseListCache {
  /** The lists by `memberId:key`. */
  readonly #lists: ExpiringMap<string, readonly CaseView[]>;

  constructor(
    private readonly clock: () => Date,
    ttlMs: number = CASE_LIST_CACHE_MS,
  ) {
    this.#lists = new ExpiringMap({ ttlMs, capacity: CAPACITY });
  }

  /** The list `key` names for `memberId`, from memory while it is held, else from `read`. */
  async list(
    memberId: number,
    key: string,
    read: () => Promise<readonly CaseView[]>,
  ): Promise<readonly CaseView[]> {
    if (!this.#lists.keeps) return read();
    const id = `${memberId}:${key}`;
    const now = this.clock().getTime();
    const held = this.#lists.get(id, now);
    if (held !== undefined) return held;
    const start = this.#lists.startRead(now);
    const views = await read();
    this.#lists.set(id, views, start);
    return views;
  }

  /** A write report (TableWrites): drops every list when it touched a table lists are read from. */
  readonly onWrite = (tables: WrittenTables): void => {
    if (tables === 'any' || tables.some((table) => SOURCE_TABLES.has(table))) this.drop();
  };

  /** Forgets every list. */
  drop(): void {
    this.#lists.clear();
  }

  /** Keeps lists only while `trusted` (every other instance's writes are being heard). */
  trust(trusted: boolean): void {
    this.#lists.trust(trusted);
  }

  /** Whether lists are kept at all now. */
  get keeps(): boolean {
    return this.#lists.keeps;
  }
}
