import type { Kysely } from 'kysely';
import { ExpiringMap } from '../cache/expiring-map';
import type { AuthTokenTable, Database } from '../db/schema';
import { checkToken, hashSecret, judgeToken, type TokenCheck, type TokenKind } from './tokens';

/** How long a token found valid is trusted without reading it again (revocations here end it at once). */
export const TOKEN_CACHE_MS = 10_000;

/** At most this many tokens are held; past it the oldest goes. */
const CAPACITY = 10_000;

/**
 * Valid tokens held in memory for a few seconds, so a member's burst of calls does not read
 * `auth_tokens` on every request. Correctness first: every code path that revokes tokens calls
 * `invalidate()` once its write has committed, which empties the cache and keeps any look-up
 * already under way from storing what it read before the revocation; so a logged-out token, or
 * one ended by a password change, is refused on the very next request. Expiry is judged on each
 * use from the stored record, never extended by the cache. A revocation made by another process
 * on the same database (a second server on PostgreSQL) arrives as a notification
 * (cache/cache-notifications.ts) that calls `invalidate()` here too; while those notifications
 * cannot be heard the cache is switched off with `trust(false)`.
 */
export class TokenCache {
  /** The records of valid tokens by the token's hash. */
  readonly #entries: ExpiringMap<string, AuthTokenTable>;

  constructor(ttlMs: number = TOKEN_CACHE_MS) {
    this.#entries = new ExpiringMap({ ttlMs, capacity: CAPACITY });
  }

  /** checkToken, answered from memory while a valid record is held. */
  async check(
    db: Kysely<Database>,
    token: string | undefined,
    kinds: readonly TokenKind[],
    now: Date,
  ): Promise<TokenCheck> {
    if (!token || !this.#entries.keeps) return checkToken(db, token, kinds, now);
    const hash = hashSecret(token);
    const held = this.#entries.get(hash, now.getTime());
    if (held !== undefined) return judgeToken(held, kinds, now);
    const start = this.#entries.startRead(now.getTime());
    const check = await checkToken(db, token, kinds, now);
    if (check.status === 'valid') this.#entries.set(hash, check.record, start);
    return check;
  }

  /** Forgets every held token; call after any write that revokes tokens has committed. */
  invalidate(): void {
    this.#entries.clear();
  }

  /** Keeps tokens only while `trusted` (every other instance's revocations are being heard). */
  trust(trusted: boolean): void {
    this.#entries.trust(trusted);
  }

  /** Whether valid tokens are held at all now. */
  get keeps(): boolean {
    return this.#entries.keeps;
  }
}
