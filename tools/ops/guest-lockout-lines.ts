import { caseGuessLockout, GUESS_LIMITS } from '../../src/server/auth/guess-limit';
import type { ServerContext } from '../../src/server/context';

/**
 * What `show` says of a case's guest doors (the guarantor's link by id and ID number, the older
 * flow's case number and ID number): wrong answers in the last 15 minutes, and whether they are
 * shut until when. Nothing when no one guessed.
 */
export async function guestLockoutLines(ctx: ServerContext, caseId: number): Promise<string[]> {
  const { failures, secondsLocked } = await caseGuessLockout(ctx, caseId);
  if (failures.length === 0) return [];
  const until = new Date(ctx.clock().getTime() + secondsLocked * 1000).toISOString();
  const state = secondsLocked > 0 ? `LOCKED until ${until} (npm run ops -- unlock <caseNo>)` : 'open';
  return [
    `guest doors: ${failures.length} wrong answer(s) in ${GUESS_LIMITS.windowMinutes} min (limit ${GUESS_LIMITS.perTarget}), ${state}`,
    ...failures.map((at) => `  wrong answer ${at.toISOString()}`),
  ];
}
