import type { Dispatch } from 'redux';
import type { ApiErrorEffects, ApiErrorOutcome } from '../../api/errors/api-error-outcome';
import { endSession } from '../../api/session-cookies';
import { dialogShown } from '../../store/global-ui/actions';
import type { AppNavigate } from '../../store/navigation';
import { sessionChecked } from '../../store/session/actions';
import { PATHS } from '../paths';

/** What carrying out an outcome needs from the app. */
export interface ApiErrorEffectDeps {
  dispatch: Dispatch;
  navigate: AppNavigate;
  /** The page the member is on, path plus query (kept as the return path of a login redirect). */
  currentLocation: () => string;
}

/** /login plus `?redirect=` back to where the member was, so logging in again resumes the page. */
export function withReturnPath(redirect: string, current: string): string {
  if (redirect !== PATHS.login.path) return redirect;
  const here = current.split('?')[0];
  if (here === PATHS.login.path || here === PATHS.index.path) return redirect;
  return `${redirect}?redirect=${encodeURIComponent(current)}`;
}

/**
 * Turns the §8 catalogue's verdict on a failed call into what the member sees: the token
 * cleared (clearToken), a dialog of its kind (with a 422's details) unless it is silent or has none, and the redirect
 * after that dialog's OK, or at once when no dialog is shown.
 */
export function createApiErrorEffects({
  dispatch,
  navigate,
  currentLocation,
}: ApiErrorEffectDeps): ApiErrorEffects {
  return (outcome: ApiErrorOutcome) => {
    if (outcome.clearToken) {
      endSession();
      dispatch(sessionChecked(false));
    }
    const redirect = outcome.redirect ? withReturnPath(outcome.redirect, currentLocation()) : null;
    if (outcome.dialog && !outcome.silent) {
      // 422 replies list what was wrong (§8 "with details"): one line each under the message,
      // except a line that only repeats the message (a reply about a single field says it once).
      const details = (outcome.details ?? [])
        .filter((detail) => detail.message !== outcome.message)
        .map((detail) => `・${detail.message}`);
      const message = [outcome.message, ...details].join('\n');
      dispatch(dialogShown({ kind: outcome.dialog, message, redirect }));
    } else if (redirect) {
      navigate(redirect);
    }
  };
}
