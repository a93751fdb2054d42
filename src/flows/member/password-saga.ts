import { call, put } from 'redux-saga/effects';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { changePassword, type ChangePasswordData } from '../../api/v2/passwords';
import { dialogShown } from '../../store/global-ui/actions';
import { toServerFailure, type ServerFailure } from '../../store/server-failure';
import { changePasswordActions } from './actions';
import { carryOutGlobally } from './global-failure';

/** §8 400-01 (wrong old password) and 400-02 (new password not allowed), shown under their fields. */
const FIELD_OF_CODE: Record<string, string> = { '400-01': '/oldPasswd', '400-02': '/newPasswd' };

/** The failure with its message placed under the field it concerns, or null when it concerns no field. */
function atTheForm(failure: ServerFailure): ServerFailure | null {
  const path = failure.code ? FIELD_OF_CODE[failure.code] : undefined;
  if (path) return { ...failure, fieldErrors: [{ path, message: failure.message }] };
  return failure.status === 422 ? failure : null;
}

/** Changes the password; the session goes on (the server keeps this login's token, ends the others). */
export function* runChangePassword({ payload }: { type: string; payload: ChangePasswordData }) {
  try {
    const message: string = yield call(changePassword, payload, SKIP_GLOBAL_ERROR);
    yield put(changePasswordActions.success(message));
    yield put(dialogShown({ kind: 'success', title: '密碼變更成功', message }));
  } catch (error) {
    const failure = toServerFailure(error, '密碼變更失敗，請稍後再試');
    const shown = atTheForm(failure);
    if (!shown) yield* carryOutGlobally(error);
    yield put(changePasswordActions.failure(shown ?? failure));
  }
}
