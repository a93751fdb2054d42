import type { AxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Keep this call's failures away from the global §8 handling (no dialog, no navigation):
     * for flows that show errors inline, like the login form's field errors. The call still
     * rejects with an ApiCallError carrying the outcome. `except` lets those §8 codes through
     * (e.g. a background save that stays quiet but for a lapsed token, 001.401).
     */
    fenqiSkipGlobalError?: boolean | { except: readonly string[] };
  }
}

/** Request options opting a call out of the global error dialogs and redirects. */
export const SKIP_GLOBAL_ERROR: AxiosRequestConfig = { fenqiSkipGlobalError: true };

/** Request options opting a call out of the global handling but for the failures of these §8 codes. */
export const skipGlobalErrorExcept = (...codes: string[]): AxiosRequestConfig => ({
  fenqiSkipGlobalError: { except: codes },
});
