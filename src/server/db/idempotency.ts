import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../accounts/unique-violation';
import { API_ERRORS, ApiError } from '../api-error';
import type { Database } from './schema';

/** A reply kept for a key: what the first request answered. */
export interface KeptReply<T> {
  status: number;
  reply: T;
}

/** Another request holds the key: it was answered, or is being answered now. */
class KeyTaken extends Error {}

/** The key a request is kept under: the route and the caller scope the client's own key. */
export function idempotencyKey(route: string, caller: string, clientKey: string): string {
  return `${route}|${caller}|${clientKey}`;
}

/**
 * The reply kept for a key, or null when no request with it was answered. A reply kept for another
 * request (its `requestHash` differs: another body) is refused with 422, never given as this one's;
 * rows kept before requests had hashes replay as they did.
 */
export async function keptReply<T>(
  db: Kysely<Database>,
  key: string,
  requestHash?: string,
): Promise<KeptReply<T> | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['status', 'reply_json', 'request_hash'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.status === null || row.reply_json === null) return null;
  if (requestHash !== undefined && row.request_hash !== null && row.request_hash !== requestHash)
    throw API_ERRORS.idempotencyKeyReused();
  return { status: row.status, reply: JSON.parse(row.reply_json) as T };
}

/**
 * Answers a keyed request: with the reply kept for its key when one was answered, else by `run`
 * (its checks, then `oncePerKey`). When `run` refuses, a request with the same key that was sent
 * at the same moment (a double click) may have committed in between — its case is what made this
 * one's check fail (2013, the ID now registered) — and its reply, kept in the same transaction as
 * its writes, is then the answer. Without a key it just runs. `requestHash` names the request
 * (see keptReply): the same key with another request hears 422.
 */
export async function replyOncePerKey<T>(
  db: Kysely<Database>,
  key: string | null,
  run: () => Promise<T>,
  requestHash?: string,
): Promise<T> {
  if (key === null) return run();
  const kept = await keptReply<T>(db, key, requestHash);
  if (kept) return kept.reply;
  try {
    return await run();
  } catch (error) {
    const first = await keptReply<T>(db, key, requestHash);
    if (first) return first.reply;
    throw error;
  }
}

/**
 * Runs `work` once per key: in its transaction the key is claimed first (a concurrent request
 * with the same key waits on the claim, on PostgreSQL, or runs after it, on SQLite, and then
 * finds it taken) and the reply is kept with the work's writes, so a retry — after a lost reply
 * or a double click — gets the first reply and nothing is done twice. Without a key it just runs.
 * The reply is kept with `requestHash`, so the key answers no other request (see keptReply).
 */
export async function oncePerKey<T>(
  db: Kysely<Database>,
  key: string | null,
  now: () => Date,
  work: (tx: Transaction<Database>) => Promise<KeptReply<T>>,
  requestHash?: string,
): Promise<KeptReply<T>> {
  if (key === null) return db.transaction().execute(work);
  const kept = await keptReply<T>(db, key, requestHash);
  if (kept) return kept;
  try {
    return await db.transaction().execute(async (tx) => {
      try {
        await tx.insertInto('idempotency_keys').values({ key, created_at: now().toISOString() }).execute();
      } catch (error) {
        throw isUniqueViolation(error) ? new KeyTaken() : error;
      }
      const result = await work(tx);
      await tx
        .updateTable('idempotency_keys')
        .set({
          status: result.status,
          reply_json: JSON.stringify(result.reply),
          request_hash: requestHash ?? null,
        })
        .where('key', '=', key)
        .execute();
      return result;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await keptReply<T>(db, key, requestHash);
    if (first) return first;
    throw new ApiError(409, '409', '同一筆申請正在送出中，請稍候再查看申請紀錄');
  }
}

/** The hash a kept reply names its request by: the body a send carried (its route is in the key). */
export function sentBodyHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
