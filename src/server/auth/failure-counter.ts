import type { ServerContext } from '../context';

/** How many failures a key may have within a sliding window before it is shut. */
export interface FailureLimit {
  limit: number;
  windowMinutes: number;
}

const windowStart = (ctx: ServerContext, windowMinutes: number) =>
  new Date(ctx.clock().getTime() - windowMinutes * 60_000).toISOString();

/** The failures of `key` still inside the window, newest first (at most `take`). */
export async function recentFailures(
  ctx: ServerContext,
  key: string,
  windowMinutes: number,
  take?: number,
): Promise<Date[]> {
  let query = ctx.db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('key', '=', key)
    .where('failed_at', '>', windowStart(ctx, windowMinutes))
    .orderBy('failed_at', 'desc');
  if (take !== undefined) query = query.limit(take);
  return (await query.execute()).map((row) => new Date(row.failed_at));
}

/**
 * Seconds until fewer than `limit` of these times (newest first) lie in the window ending `now`:
 * 0 while there are fewer already, else until the one that made the limit full leaves the window.
 */
export function secondsUntilBelowLimit(
  newestFirst: readonly Date[],
  { limit, windowMinutes }: FailureLimit,
  now: Date,
): number {
  if (newestFirst.length < limit) return 0;
  const opensAt = newestFirst[limit - 1].getTime() + windowMinutes * 60_000;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
}

/**
 * Seconds until `key` may try again: 0 while it has fewer than `limit` failures in the window,
 * else until the failure that made the limit full leaves the window. Counted in the database
 * (`login_failures`), so every server instance on it sees the same count.
 */
export async function secondsLocked(ctx: ServerContext, key: string, limit: FailureLimit) {
  const failures = await recentFailures(ctx, key, limit.windowMinutes, limit.limit);
  return secondsUntilBelowLimit(failures, limit, ctx.clock());
}

/** Records one failure, at the same moment, under each key (e.g. the target and the address). */
export async function recordFailure(ctx: ServerContext, keys: readonly string[]): Promise<void> {
  const failedAt = ctx.clock().toISOString();
  await ctx.db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, failed_at: failedAt })))
    .execute();
}

/** Forgets every failure of these keys (a successful login, an operator's unlock); returns how many. */
export async function clearFailures(ctx: ServerContext, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await ctx.db.deleteFrom('login_failures').where('key', 'in', keys).executeTakeFirst();
  return Number(result.numDeletedRows);
}
