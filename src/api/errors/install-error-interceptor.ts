import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { clearCommodityToken } from '../commodity-token';
import { browserOffline } from '../network-failure';
import { v1Client } from '../v1/client';
import { v2Client } from '../v2/client';
import { ApiCallError } from './api-call-error';
import type { ApiErrorEffects, ApiErrorOutcome } from './api-error-outcome';
import './request-flags';
import { resolveApiError } from './resolve-api-error';
import { applyV1Rules } from './v1-rules';

/**
 * A read that got no reply while the browser says it is offline: the shell's offline banner
 * (已離線，請確認網路連線狀態) already says why, and the page shows its own failure with 重試 —
 * a 網路連線異常 dialog on top would say it a third time. A send still hears it.
 */
function offlineRead(error: AxiosError, outcome: ApiErrorOutcome): boolean {
  return (
    outcome.status === null && (error.config?.method ?? 'get').toLowerCase() === 'get' && browserOffline()
  );
}

/** Whether the request opted out of the global handling of a failure with this §8 code. */
function skipsGlobalError(config: AxiosRequestConfig | undefined, code: string | null): boolean {
  const skip = config?.fenqiSkipGlobalError;
  return skip === true || (typeof skip === 'object' && !skip.except.includes(code ?? ''));
}

/**
 * Installs the spec §8 error handling, once, at app start: on the v2 client every failure is
 * resolved through the catalogue, `effects` carries the outcome out (dialog, navigation, logout)
 * unless it is silent, the request opted out (`fenqiSkipGlobalError`) or it is a read failed
 * offline (`offlineRead`), and the call still
 * rejects — with an ApiCallError — so the saga stores the message. On the v1 client the replies
 * pass through and the v1 rules add their dialogs. `currentPath` gives the location path the
 * area rules read. Returns the uninstall function.
 */
export function installApiErrorHandling(effects: ApiErrorEffects, currentPath: () => string): () => void {
  const v2Id = v2Client.interceptors.response.use(undefined, (error: unknown) => {
    // A cancellation is the caller's own doing (takeLatest, leaving a page): it stays a plain
    // CanceledError so axios.isCancel still recognises it, and nobody is told.
    if (axios.isCancel(error) || !axios.isAxiosError(error) || error instanceof ApiCallError)
      return Promise.reject(error);
    const outcome = resolveApiError(error, currentPath());
    // The API layer owns the commodity token: a lapsed one is dropped whoever handles the dialog.
    if (outcome.clearCommodityToken) clearCommodityToken();
    if (outcome.silent)
      console.warn(`API ${error.config?.url ?? ''} failed quietly: ${outcome.status} ${outcome.code}`);
    else if (!skipsGlobalError(error.config, outcome.code) && !offlineRead(error, outcome)) effects(outcome);
    return Promise.reject(new ApiCallError(error, outcome));
  });
  const v1Id = v1Client.interceptors.response.use((response) => {
    applyV1Rules(response, effects);
    return response;
  });
  return () => {
    v2Client.interceptors.response.eject(v2Id);
    v1Client.interceptors.response.eject(v1Id);
  };
}
