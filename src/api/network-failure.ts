import axios from 'axios';

/** Whether a failed call never reached the server (offline, timeout): worth another try. */
export function isNetworkFailure(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response && !axios.isCancel(error);
}

/** Whether the browser says it has no network (an upload then waits instead of failing). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Resolves when the browser is back online. */
export function onlineAgain(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
