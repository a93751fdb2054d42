import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import { clearFailures, recentFailures, recordFailure, secondsLocked } from './failure-counter';
import { limitAddressOf } from './limit-address';

/**
 * Doors that find a person or a case by values an outsider could guess (a case serial or number
 * plus an ID number): 5 wrong answers per target, 20 per address, in 15 minutes. Counted in the
 * database like the login lockout, so every instance shares the count.
 */
export const GUESS_LIMITS = { perTarget: 5, perAddress: 20, windowMinutes: 15 } as const;

/**
 * What a guess is aimed at: a case that exists, the unknown value itself (so both lock alike), or
 * the forgot-password form of one ID number (counted apart from that member's password login, so
 * wrong answers there cannot lock the member out of logging in).
 */
export type GuessTarget = { caseId: number } | { unknown: string } | { mailFormOf: string };

const targetKey = (target: GuessTarget) =>
  'caseId' in target
    ? `guess:case:${target.caseId}`
    : 'unknown' in target
      ? `guess:unknown:${target.unknown}`
      : `guess:mail-form:${target.mailFormOf.toUpperCase()}`;
const addressKey = (address: string) => `guess:ip:${limitAddressOf(address)}`;

/**
 * Refuses (429 with Retry-After) while the target or the address is shut, before the answer is
 * looked at: a right answer after the limit is refused too. `target` null counts the address only.
 */
export async function assertGuessAllowed(
  ctx: ServerContext,
  target: GuessTarget | null,
  address: string,
): Promise<void> {
  const { windowMinutes } = GUESS_LIMITS;
  const [byTarget, byAddress] = await Promise.all([
    target ? secondsLocked(ctx, targetKey(target), { limit: GUESS_LIMITS.perTarget, windowMinutes }) : 0,
    secondsLocked(ctx, addressKey(address), { limit: GUESS_LIMITS.perAddress, windowMinutes }),
  ]);
  const seconds = Math.max(byTarget, byAddress);
  if (seconds > 0) {
    ctx.metrics?.countLockoutRefusal('guess');
    throw API_ERRORS.tooManyGuesses(Math.ceil(seconds / 60)).retryAfter(seconds);
  }
}

/** Counts one wrong answer against the target (if any) and the address. */
export async function recordWrongGuess(
  ctx: ServerContext,
  target: GuessTarget | null,
  address: string,
): Promise<void> {
  await recordFailure(ctx, target ? [targetKey(target), addressKey(address)] : [addressKey(address)]);
}

/** A case's guest doors as the operator sees them: wrong answers in the window and when it opens. */
export async function caseGuessLockout(
  ctx: ServerContext,
  caseId: number,
): Promise<{ failures: Date[]; secondsLocked: number }> {
  const key = targetKey({ caseId });
  const { perTarget: limit, windowMinutes } = GUESS_LIMITS;
  const [failures, seconds] = await Promise.all([
    recentFailures(ctx, key, windowMinutes),
    secondsLocked(ctx, key, { limit, windowMinutes }),
  ]);
  return { failures, secondsLocked: seconds };
}

/** Lifts a case's guest-door lockout (operator's `unlock`); returns how many failures were forgotten. */
export async function clearCaseGuesses(ctx: ServerContext, caseId: number): Promise<number> {
  return clearFailures(ctx, [targetKey({ caseId })]);
}
