import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../accounts/unique-violation';
import { ApiError } from '../api-error';
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

/** The reply kept for a key, or null when no request with it was answered. */
export async function keptReply<T>(db: Kysely<Database>, key: string): Promise<KeptReply<T> | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['status', 'reply_json'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.status === null || row.reply_json === null) return null;
  return { status: row.status, reply: JSON.parse(row.reply_json) as T };
}

/**
 * Answers a keyed request: with the reply kept for its key when one was answered, else by `run`
 * (its checks, then `oncePerKey`). When `run` refuses, a request with the same key that was sent
 * at the same moment (a double click) may have committed in between — its case is what made this
 * one's check fail (2013, the ID now registered) — and its reply, kept in the same transaction as
 * its writes, is then the answer. Without a key it just runs.
 */
export async function replyOncePerKey<T>(
  db: Kysely<Database>,
  key: string | null,
  run: () => Promise<T>,
): Promise<T> {
  if (key === null) return run();
  const kept = await keptReply<T>(db, key);
  if (kept) return kept.reply;
  try {
    return await run();
  } catch (error) {
    const first = await keptReply<T>(db, key);
    if (first) return first.reply;
    throw error;
  }
}

/**
 * Runs `work` once per key: in its transaction the key is claimed first (a concurrent request
 * with the same key waits on the claim, on PostgreSQL, or runs after it, on SQLite, and then
 * finds it taken) and the reply is kept with the work's writes, so a retry — after a lost reply
 * or a double click — gets the first reply and nothing is done twice. Without a key it just runs.
 */
export async function oncePerKey<T>(
  db: Kysely<Database>,
  key: string | null,
  now: () => Date,
  work: (tx: Transaction<Database>) => Promise<KeptReply<T>>,
): Promise<KeptReply<T>> {
  if (key === null) return db.transaction().execute(work);
  const kept = await keptReply<T>(db, key);
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
        .set({ status: result.status, reply_json: JSON.stringify(result.reply) })
        .where('key', '=', key)
        .execute();
      return result;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await keptReply<T>(db, key);
    if (first) return first;
    throw new ApiError(409, '409', '同一筆申請正在送出中，請稍候再查看申請紀錄');
  }
}
