import { getContext, put } from 'redux-saga/effects';
import { isApiCallError } from '../../api/errors/api-call-error';
import { endSession } from '../../api/session-cookies';
import { dialogShown } from '../../store/global-ui/actions';
import { NAVIGATE, type AppNavigate } from '../../store/navigation';
import { sessionChecked } from '../../store/session/actions';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** /login with `?redirect=` back to this page, so logging in again resumes it (as the shell does). */
function withReturnPath(redirect: string): string {
  if (redirect !== ROUTE_PATHS.login) return redirect;
  const here = `${window.location.pathname}${window.location.search}`;
  return `${redirect}?redirect=${encodeURIComponent(here)}`;
}

/**
 * Member pages show some failures at the form (a wrong old password, a taken LINE account), so
 * those calls opt out of the global §8 handling (SKIP_GLOBAL_ERROR). Every other failure of such
 * a call is handed back here: the token cleared, the catalogue's dialog and its redirect — what
 * the app shell does for any other call. A failure without a §8 outcome (no handling installed)
 * needs nothing.
 */
export function* carryOutGlobally(error: unknown) {
  if (!isApiCallError(error)) return;
  const { outcome } = error;
  if (outcome.silent) return;
  if (outcome.clearToken) {
    endSession();
    yield put(sessionChecked(false));
  }
  const redirect = outcome.redirect ? withReturnPath(outcome.redirect) : null;
  if (outcome.dialog) {
    const details = (outcome.details ?? []).map((detail) => `・${detail.message}`);
    yield put(
      dialogShown({ kind: outcome.dialog, message: [outcome.message, ...details].join('\n'), redirect }),
    );
  } else if (redirect) {
    const navigate: AppNavigate = yield getContext(NAVIGATE);
    navigate(redirect);
  }
}
