import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';

/** Failures allowed in the window: per ID number (guessing one member's password) and per address. */
export const LOGIN_LIMITS = { perIdNum: 5, perAddress: 20, windowMinutes: 15 } as const;

const idKey = (idNum: string) => `id:${idNum.toUpperCase()}`;
const addressKey = (address: string) => `ip:${address}`;

async function failuresSince(ctx: ServerContext, key: string, since: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('key', '=', key)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Refuses a login attempt (429) when this ID number or this address failed too often in the
 * last 15 minutes. Used by every password login: member, commodity, password-forgetting.
 */
export async function assertLoginAllowed(ctx: ServerContext, idNum: string, address: string): Promise<void> {
  const since = new Date(ctx.clock().getTime() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();
  const [byId, byAddress] = await Promise.all([
    failuresSince(ctx, idKey(idNum), since),
    failuresSince(ctx, addressKey(address), since),
  ]);
  if (byId >= LOGIN_LIMITS.perIdNum || byAddress >= LOGIN_LIMITS.perAddress) {
    throw API_ERRORS.tooManyAttempts(LOGIN_LIMITS.windowMinutes);
  }
}

/** Records a failed attempt against both the ID number and the address. */
export async function recordLoginFailure(ctx: ServerContext, idNum: string, address: string): Promise<void> {
  const failedAt = ctx.clock().toISOString();
  await ctx.db
    .insertInto('login_failures')
    .values([
      { key: idKey(idNum), failed_at: failedAt },
      { key: addressKey(address), failed_at: failedAt },
    ])
    .execute();
}

/** Forgets an ID number's failures after a successful login (the address keeps its count). */
export async function clearLoginFailures(ctx: ServerContext, idNum: string): Promise<void> {
  await ctx.db.deleteFrom('login_failures').where('key', '=', idKey(idNum)).execute();
}
