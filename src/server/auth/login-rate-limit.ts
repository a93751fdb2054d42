import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import { clearFailures, recordFailure, secondsLocked } from './failure-counter';
import { limitAddressOf } from './limit-address';

/** Failures allowed in the window: per ID number (guessing one member's password) and per address. */
export const LOGIN_LIMITS = { perIdNum: 5, perAddress: 20, windowMinutes: 15 } as const;

const idKey = (idNum: string) => `id:${idNum.toUpperCase()}`;
const addressKey = (address: string) => `ip:${limitAddressOf(address)}`;

/**
 * Refuses a login attempt (429 with Retry-After) when this ID number or this address failed too
 * often in the last 15 minutes. Used by every password check: the member and commodity logins and
 * the change of password (the forgot-password form counts apart, in auth/guess-limit.ts).
 */
export async function assertLoginAllowed(ctx: ServerContext, idNum: string, address: string): Promise<void> {
  const { windowMinutes } = LOGIN_LIMITS;
  const [byId, byAddress] = await Promise.all([
    secondsLocked(ctx, idKey(idNum), { limit: LOGIN_LIMITS.perIdNum, windowMinutes }),
    secondsLocked(ctx, addressKey(address), { limit: LOGIN_LIMITS.perAddress, windowMinutes }),
  ]);
  const seconds = Math.max(byId, byAddress);
  if (seconds > 0) {
    ctx.metrics?.countLockoutRefusal('login');
    throw API_ERRORS.tooManyAttempts(windowMinutes).retryAfter(seconds);
  }
}

/** Records a failed attempt against both the ID number and the address. */
export async function recordLoginFailure(ctx: ServerContext, idNum: string, address: string): Promise<void> {
  ctx.metrics?.countLoginFailure();
  await recordFailure(ctx, [idKey(idNum), addressKey(address)]);
}

/** Forgets an ID number's failures after a successful login (the address keeps its count). */
export async function clearLoginFailures(ctx: ServerContext, idNum: string): Promise<void> {
  await clearFailures(ctx, [idKey(idNum)]);
}
