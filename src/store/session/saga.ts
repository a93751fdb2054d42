import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { clearCommodityToken } from '../../api/commodity-token';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { clearOfflineData } from '../../api/offline/clear-offline-data';
import { endSession } from '../../api/session-cookies';
import { logout } from '../../api/v2/auth';
import { withBearer } from '../../api/v2/client';
import { NAVIGATE, type AppNavigate } from '../navigation';
import { logoutSucceeded, type logoutRequested } from './actions';
import { settleQueueBeforeLogout } from './queued-at-logout';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** Where a logged-out member lands (spec §2). */
export const LOGIN_PATH = ROUTE_PATHS.login;

/**
 * Logs out: asks the server to revoke the token (Bearer), then clears the cookies, the
 * commodity token and the data kept offline whatever the server said, and lands on /login.
 */
export function* logoutFlow(
  action: ReturnType<typeof logoutRequested> = { type: 'session/LOGOUT_REQUEST', payload: undefined },
) {
  // Uploads still in the offline queue: the member says whether they go first.
  const mayGoOn: boolean = yield call(settleQueueBeforeLogout, action.payload);
  if (!mayGoOn) return;
  try {
    // No global dialog: a revoked or expired token (400 2012, 401) is no news to someone leaving.
    yield call(logout, withBearer(undefined, SKIP_GLOBAL_ERROR));
  } catch (error) {
    // A dead or revoked token cannot be revoked again; the member is logged out locally anyway.
    console.info('logout: the server did not revoke the token', error);
  } finally {
    endSession();
    clearCommodityToken();
    // Nothing of this member stays on the device for the next person.
    yield call(clearOfflineData);
  }
  yield put(logoutSucceeded());
  const navigate: AppNavigate = yield getContext(NAVIGATE);
  navigate(LOGIN_PATH, { replace: true });
}

/** Watches logout requests. */
export function* sessionSaga() {
  // takeLeading: double clicks on 登出 must not send two revocations while the first runs.
  yield takeLeading('session/LOGOUT_REQUEST', logoutFlow);
}
