import type { AxiosRequestConfig } from 'axios';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  isAccessTokenValid,
  isIdNumExistent,
  isInWhitelist,
  lineIntegration,
  lineLogin,
  linkLine,
  login,
  logout,
  type LoginReply,
} from '../../api/v2/auth';
import { checkResetLink, forgetPassword, hasDevOutbox, resetPassword } from '../../api/v2/passwords';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { endSession, getAccessToken, startSession } from '../../api/session-cookies';
import { fetchMemberHome } from './member-home-data';
import {
  forgetPasswordActions,
  idCheckActions,
  lineIntegrationActions,
  lineLinkActions,
  lineLoginActions,
  loginActions,
  memberHomeActions,
  resetLinkActions,
  resetPasswordActions,
  tokenCheckActions,
  type LoginDone,
  type MemberHomeSummary,
} from './slice';
import { toServerFailure, type ServerFailure } from '../../store/server-failure';
import { sessionBegan, sessionCleared } from './session-link';

/** Calls whose failures the auth pages show inline (the login form, the reset link…), not as dialogs. */
const INLINE_ERRORS: AxiosRequestConfig = SKIP_GLOBAL_ERROR;

/** The code our login failure carries when the member is not in the whitelist (§6). */
export const NOT_IN_WHITELIST = 'whitelist';
/** Shown when a member logs in but is not in the whitelist; the session is ended again. */
export const NOT_IN_WHITELIST_MESSAGE = '很抱歉，您的帳號目前未開放使用會員中心，如有疑問請洽客服人員。';

const ID_FORMAT = /^[A-Z][12]\d{8}$/;

type Action<P> = { type: string; payload: P };

/** The login form calls the ID field memIdNum; the server's query parameter is idNum. */
function loginFailure(error: unknown): ServerFailure {
  const failure = toServerFailure(error, '登入失敗，請稍後再試');
  const fieldErrors = failure.fieldErrors.map((e) => (e.path === '/idNum' ? { ...e, path: '/memIdNum' } : e));
  return { ...failure, fieldErrors };
}

/** Revokes a token the member may not keep; a failure here changes nothing for the member. */
function* revokeQuietly() {
  try {
    yield call(logout, INLINE_ERRORS);
  } catch {
    // The token lapses on its own; the cookies are gone either way.
  }
}

/**
 * Stores the new token, then asks the whitelist (§6) with it. Not in the whitelist: the token is
 * revoked and the cookies removed again. Returns whether the session stands.
 */
function* beginSession(reply: LoginReply) {
  let settled = false;
  startSession(reply.token, reply.expiresAt, reply.deviceKey);
  try {
    const allowed: boolean = yield call(isInWhitelist, INLINE_ERRORS);
    if (!allowed) {
      yield* revokeQuietly();
      return false;
    }
    settled = true;
    yield put(sessionBegan(reply));
    return true;
  } finally {
    // Failed or cancelled half-way: no cookie may outlive an unconfirmed login.
    if (!settled) endSession();
  }
}

const notWhitelisted: ServerFailure = {
  status: 403,
  code: NOT_IN_WHITELIST,
  message: NOT_IN_WHITELIST_MESSAGE,
  fieldErrors: [],
};

function* runLogin({ payload }: Action<{ idNum: string; passwd: string; lineAccessToken?: string }>) {
  try {
    const reply: LoginReply = yield call(
      login,
      payload.idNum,
      payload.passwd,
      payload.lineAccessToken,
      INLINE_ERRORS,
    );
    const stands: boolean = yield* beginSession(reply);
    yield put(
      stands
        ? loginActions.success({ name: reply.name } satisfies LoginDone)
        : loginActions.failure(notWhitelisted),
    );
  } catch (error) {
    yield put(loginActions.failure(loginFailure(error)));
  }
}

function* runLineLogin({ payload }: Action<string>) {
  try {
    const reply: LoginReply = yield call(lineLogin, payload, INLINE_ERRORS);
    const stands: boolean = yield* beginSession(reply);
    yield put(
      stands ? lineLoginActions.success({ name: reply.name }) : lineLoginActions.failure(notWhitelisted),
    );
  } catch (error) {
    yield put(lineLoginActions.failure(toServerFailure(error, 'LINE 登入失敗，請稍後再試')));
  }
}

function* runLineLink({ payload }: Action<string>) {
  try {
    yield call(linkLine, payload, INLINE_ERRORS);
    yield put(lineLinkActions.success());
  } catch (error) {
    yield put(lineLinkActions.failure(toServerFailure(error, 'LINE 帳號綁定失敗，請稍後再試')));
  }
}

function* runTokenCheck() {
  const token = getAccessToken();
  if (!token) {
    yield put(tokenCheckActions.success({ isValid: false }));
    return;
  }
  try {
    const { isValid }: { isValid: boolean } = yield call(isAccessTokenValid, token, INLINE_ERRORS);
    if (!isValid) {
      // A lapsed or revoked token: drop the cookies so the header shows 登入 again.
      endSession();
      yield put(sessionCleared());
    }
    yield put(tokenCheckActions.success({ isValid }));
  } catch (error) {
    yield put(tokenCheckActions.failure(toServerFailure(error, '無法確認登入狀態')));
  }
}

function* runIdCheck({ payload }: Action<string>) {
  if (!ID_FORMAT.test(payload)) return; // the form itself flags a malformed ID
  try {
    const isExistent: boolean = yield call(isIdNumExistent, payload, INLINE_ERRORS);
    yield put(idCheckActions.success({ idNum: payload, isExistent }));
  } catch (error) {
    yield put(idCheckActions.failure(toServerFailure(error, '')));
  }
}

function* runLineIntegration() {
  try {
    const isEnabled: boolean = yield call(lineIntegration, INLINE_ERRORS);
    yield put(lineIntegrationActions.success({ isEnabled }));
  } catch (error) {
    yield put(lineIntegrationActions.failure(toServerFailure(error, '')));
  }
}

function* runForgetPassword({ payload }: Action<Parameters<typeof forgetPassword>[0]>) {
  try {
    const message: string = yield call(forgetPassword, payload, INLINE_ERRORS);
    const devOutbox: boolean = yield call(hasDevOutbox, INLINE_ERRORS);
    yield put(forgetPasswordActions.success({ message, devOutbox }));
  } catch (error) {
    yield put(forgetPasswordActions.failure(toServerFailure(error, '重設密碼信寄送失敗，請稍後再試')));
  }
}

function* runResetLinkCheck({ payload: token }: Action<string>) {
  try {
    const { expiresAt }: { expiresAt: string } = yield call(checkResetLink, token, INLINE_ERRORS);
    yield put(resetLinkActions.success({ token, expiresAt }));
  } catch (error) {
    yield put(resetLinkActions.failure(toServerFailure(error, '無法確認重設密碼連結，請稍後再試')));
  }
}

function* runResetPassword({
  payload,
}: Action<{ resetToken: string; data: Parameters<typeof resetPassword>[1] }>) {
  try {
    const message: string = yield call(resetPassword, payload.resetToken, payload.data, INLINE_ERRORS);
    yield put(resetPasswordActions.success(message));
  } catch (error) {
    yield put(resetPasswordActions.failure(toServerFailure(error, '密碼重設失敗，請稍後再試')));
  }
}

function* runMemberHome() {
  try {
    const summary: MemberHomeSummary = yield call(fetchMemberHome);
    yield put(memberHomeActions.success(summary));
  } catch (error) {
    yield put(memberHomeActions.failure(toServerFailure(error, '會員資料載入失敗，請稍後再試')));
  }
}

/** The auth flow's watchers (forked by the root saga). */
export function* authSaga() {
  yield all([
    // takeLeading: a second tap while a login runs is ignored, never a second session or lockout count.
    takeLeading(loginActions.REQUEST, runLogin),
    takeLeading(lineLoginActions.REQUEST, runLineLogin),
    // takeLeading: linking twice at once would race the server's uniqueness checks.
    takeLeading(lineLinkActions.REQUEST, runLineLink),
    // takeLeading: one mail per request, and a reset link works only once (a second call gets 401-01).
    takeLeading(forgetPasswordActions.REQUEST, runForgetPassword),
    takeLeading(resetPasswordActions.REQUEST, runResetPassword),
    // takeLatest: only the answer for the ID / page the member is looking at now matters.
    takeLatest(idCheckActions.REQUEST, runIdCheck),
    takeLatest(tokenCheckActions.REQUEST, runTokenCheck),
    takeLatest(lineIntegrationActions.REQUEST, runLineIntegration),
    takeLatest(memberHomeActions.REQUEST, runMemberHome),
    takeLatest(resetLinkActions.REQUEST, runResetLinkCheck),
  ]);
}
