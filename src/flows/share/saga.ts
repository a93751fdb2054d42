import { all, call, put, takeLatest } from 'redux-saga/effects';
import { fetchSharingInfo } from '../../api/v2/member-info';
import type { SharingInfo } from '../../api/v2/types/member';
import { toServerFailure } from '../../store/server-failure';
import { sharingActions } from './slice';

function* runSharing() {
  try {
    // Global §8 handling stays on: a lapsed login (0004/0005) must still lead back to /login.
    const info: SharingInfo = yield call(fetchSharingInfo);
    yield put(sharingActions.success(info));
  } catch (error) {
    yield put(sharingActions.failure(toServerFailure(error, '推薦資訊載入失敗，請稍後再試')));
  }
}

/** The share flow's watchers (forked by the root saga). */
export function* shareSaga() {
  // takeLatest: a retry while a load runs only needs the newest answer.
  yield all([takeLatest(sharingActions.REQUEST, runSharing)]);
}
