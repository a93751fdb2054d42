import type { AxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Keep this call's failures away from the global §8 handling (no dialog, no navigation):
     * for flows that show errors inline, like the login form's field errors. The call still
     * rejects with an ApiCallError carrying the outcome.
     */
    fenqiSkipGlobalError?: boolean;
  }
}

/** Request options opting a call out of the global error dialogs and redirects. */
export const SKIP_GLOBAL_ERROR: AxiosRequestConfig = { fenqiSkipGlobalError: true };
