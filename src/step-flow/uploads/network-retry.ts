import { isNetworkFailure } from '../../api/network-failure';

/** Waits between attempts after a network error: 1 s, 2 s, 4 s (three retries). */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/**
 * Whether a failed call never got an answer (connection refused or dropped, timeout): worth
 * trying again. A reply from the server (413, 3012, 422…) is final, and a cancellation is ours.
 */
export const isNetworkError = isNetworkFailure;

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (given its number, 0 first) and, while it fails with a network error, again after
 * each delay in turn; the last failure (or any other one) is thrown.
 */
export async function withNetworkRetry<T>(
  attempt: (index: number) => Promise<T>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt(index);
    } catch (error) {
      const delay = delaysMs[index];
      if (delay === undefined || !isNetworkError(error)) throw error;
      await wait(delay);
    }
  }
}
